import { Link, NavLink } from 'react-router';
import type { CurrentUser } from '@contract/profiles';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent } from '@/components/ui/sheet';
import { useLogOut } from '@/features/auth/hooks/use-log-out';
import { dashboardPath, profilePath } from '@/lib/role-paths';
import { primaryLinks } from './nav-links';

/**
 * What a signed-in visitor reaches from the phone menu: their dashboard, messages (admins have
 * none) and profile, as the header and sidebar offer them on wider screens.
 */
function accountLinks({ profile }: CurrentUser) {
  const links = [{ to: dashboardPath(profile), label: 'Dashboard' }];
  if (profile && profile.role !== 'admin') links.push({ to: '/messages', label: 'Messages' });
  const profileLink = profile ? profilePath(profile) : undefined;
  if (profileLink) links.push({ to: profileLink, label: 'Profile' });
  return links;
}

/** `undefined` while auth is loading, `null` when signed out. */
export function MobileMenuSheet({
  currentUser,
  open,
  onOpenChange,
}: {
  currentUser: CurrentUser | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { logOut, isPending } = useLogOut();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent title="Menu">
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {primaryLinks.map((link) => (
            <SheetClose asChild key={link.to}>
              <NavLink to={link.to} className="rounded px-2 py-2 text-base hover:bg-slate-100">
                {link.label}
              </NavLink>
            </SheetClose>
          ))}
          {currentUser
            ? accountLinks(currentUser).map((link) => (
                <SheetClose asChild key={link.to}>
                  <NavLink to={link.to} className="rounded px-2 py-2 text-base hover:bg-slate-100">
                    {link.label}
                  </NavLink>
                </SheetClose>
              ))
            : null}
        </nav>
        <div className="mt-auto flex flex-col gap-2">
          {currentUser ? (
            <>
              <p className="px-2 text-sm text-slate-700">
                Signed in as{' '}
                <span className="font-medium">
                  {currentUser.profile?.usr_name || currentUser.user.email}
                </span>
              </p>
              <SheetClose asChild>
                <Button variant="outline" disabled={isPending} onClick={logOut}>
                  Log Out
                </Button>
              </SheetClose>
            </>
          ) : currentUser === null ? (
            <>
              <SheetClose asChild>
                <Button asChild variant="outline">
                  <Link to="/login">Login</Link>
                </Button>
              </SheetClose>
              <SheetClose asChild>
                <Button asChild>
                  <Link to="/signup">Sign Up</Link>
                </Button>
              </SheetClose>
            </>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
