import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { CurrentUser } from '@contract/profiles';
import { TextField } from '@/components/ui/field';
import { ApiRequestError } from '@/lib/api-client';
import { dashboardPath } from '@/lib/role-paths';
import { safeRedirectPath, withRedirect } from '@/lib/safe-redirect';
import { usePageMeta } from '@/lib/use-page-meta';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { PasskeySignInButton } from '../components/passkey-sign-in-button';
import { SocialButtons } from '../components/social-buttons';
import { TwoFactorStep } from '../components/two-factor-step';
import { useShouldLeaveAuthScreen } from '../hooks/use-should-leave-auth-screen';

export default function LoginPage() {
  usePageMeta('Login', 'Log in to Wellspring to manage your sessions and messages.');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get('redirect'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [codeStep, setCodeStep] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const signIn = useSignIn();
  const leave = useShouldLeaveAuthScreen(signIn.isPending || signIn.isSuccess || signedIn);

  if (leave) return <Navigate to="/" replace />;

  function finish(currentUser: CurrentUser | null) {
    setSignedIn(true);
    toast.success('Login successful! Welcome back to Wellspring');
    void navigate(redirectTo ?? dashboardPath(currentUser?.profile), { replace: true });
  }

  function handleSubmit() {
    setError(undefined);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (outcome) => {
          // Two-factor on: the password was right; the code step comes next, on this page.
          if (outcome.step === 'two-factor') {
            setPassword('');
            setCodeStep(true);
            return;
          }
          finish(outcome.currentUser);
        },
        onError: (failure) => {
          toast.error('Login failed', { description: failure.message });
          // docs/product.md, Messages maps every login failure to one inline message; a rate limit
          // is the exception, because the user needs to know that waiting is the fix.
          setError(
            failure instanceof ApiRequestError && failure.status === 429
              ? failure.message
              : 'An error occurred during login',
          );
        },
      },
    );
  }

  return (
    <AuthCard
      title={codeStep ? 'Two-factor authentication' : 'Welcome back'}
      description={
        codeStep
          ? 'One more step to log in'
          : redirectTo
            ? 'Log in to continue where you left off'
            : 'Log in to your Wellspring account'
      }
      footer={
        <p>
          Don&apos;t have an account?{' '}
          <Link
            to={withRedirect('/signup', redirectTo)}
            className="font-medium text-brand-700 underline"
          >
            Sign up
          </Link>
        </p>
      }
    >
      {codeStep ? (
        <TwoFactorStep
          onSignedIn={finish}
          onStartOver={() => {
            signIn.reset();
            setCodeStep(false);
          }}
        />
      ) : (
        <>
          <AuthForm
            error={error}
            onSubmit={handleSubmit}
            pending={signIn.isPending}
            submitLabel="Login"
            pendingLabel="Logging in..."
            browserValidation
          >
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              labelAside={
                <Link
                  to={withRedirect('/forgot-password', redirectTo)}
                  className="text-sm text-brand-700 underline"
                >
                  Forgot password?
                </Link>
              }
            />
          </AuthForm>
          <PasskeySignInButton redirectTo={redirectTo} />
          <SocialButtons callbackURL={redirectTo ?? '/'} />
        </>
      )}
    </AuthCard>
  );
}
