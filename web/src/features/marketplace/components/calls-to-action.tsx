import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/api/get-current-user';
import { Button, type ButtonProps } from '@/components/ui/button';
import { dashboardPath, knownRole } from '@/lib/role-paths';

// The explanation a signed-in patient gets is a dialog; its code loads on that click only.
const SeparateAccountDialog = lazy(() => import('./separate-account-dialog'));

type CtaProps = Pick<ButtonProps, 'size' | 'variant' | 'className'>;

/**
 * "Join as a Professional" (docs/product.md, Pages and routes): sign-up with the practitioner role
 * chosen; a healer already has their dashboard; a signed-in patient is told that a practitioner
 * account is a separate one.
 */
export function JoinAsProfessionalButton(props: CtaProps) {
  const { data: currentUser } = useCurrentUser();
  const [explaining, setExplaining] = useState(false);
  const label = 'Join as a Professional';
  if (!currentUser) return <LinkButton {...props} to="/signup?role=healer" label={label} />;
  if (knownRole(currentUser.profile?.role) !== 'patient')
    return <LinkButton {...props} to={dashboardPath(currentUser.profile)} label={label} />;
  return (
    <>
      <Button {...props} onClick={() => setExplaining(true)} aria-haspopup="dialog">
        {label}
      </Button>
      {explaining ? (
        <Suspense fallback={null}>
          <SeparateAccountDialog
            email={currentUser.user.email}
            open={explaining}
            onOpenChange={setExplaining}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** "Sign Up Free", or for someone signed in, their dashboard (they have an account already). */
export function SignUpFreeButton(props: CtaProps) {
  const { data: currentUser } = useCurrentUser();
  return currentUser ? (
    <LinkButton {...props} to={dashboardPath(currentUser.profile)} label="Go to your dashboard" />
  ) : (
    <LinkButton {...props} to="/signup" label="Sign Up Free" />
  );
}

/** The directory's "Book a Session": sign-up for visitors, the booking flow once signed in. */
export function BookSessionButton(props: CtaProps) {
  const { data: currentUser } = useCurrentUser();
  return (
    <LinkButton {...props} to={currentUser ? '/book-session' : '/signup'} label="Book a Session" />
  );
}

function LinkButton({ to, label, ...props }: CtaProps & { to: string; label: string }) {
  return (
    <Button asChild {...props}>
      <Link to={to}>{label}</Link>
    </Button>
  );
}
