import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import type { CurrentUser } from '@contract/profiles';
import { useCurrentUser } from '@/api/get-current-user';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { BrandLogo } from './brand-logo';
import { primaryLinks } from './nav-links';

import { knownRole } from '@/lib/role-paths';
import { MessagesLink } from './messages-link';
import { NotificationsBell } from './notifications-bell';

// The account menu (Radix dropdown and its positioning engine) is only for signed-in visitors.
const HeaderUserMenu = lazy(() =>
  import('./header-user-menu').then((module) => ({ default: module.HeaderUserMenu })),
);

const MobileMenuSheet = lazy(() =>
  import('./mobile-menu').then((module) => ({ default: module.MobileMenuSheet })),
);

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded px-1 py-0.5 text-sm font-medium hover:text-brand-700',
    isActive ? 'text-brand-800' : 'text-slate-700',
  );

export function SiteHeader() {
  const { data: currentUser, isPending } = useCurrentUser();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <BrandLogo />
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {primaryLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        {/* Nothing until auth is known, so a signed-in user never sees Login flash by. */}
        <div className="hidden min-w-24 items-center justify-end gap-2 md:flex">
          {isPending ? null : currentUser ? (
            <>
              {/* Admins have no notification centre: nothing is addressed to them. */}
              {knownRole(currentUser.profile?.role) !== 'admin' && (
                <NotificationsBell
                  role={knownRole(currentUser.profile?.role) === 'healer' ? 'healer' : 'patient'}
                />
              )}
              <MessagesLink />
              <Suspense fallback={<span className="size-9 rounded-full bg-brand-100" />}>
                <HeaderUserMenu currentUser={currentUser} />
              </Suspense>
            </>
          ) : (
            <>
              <Button asChild variant="ghost">
                <Link to="/login">Login</Link>
              </Button>
              <Button asChild>
                <Link to="/signup">Sign Up</Link>
              </Button>
            </>
          )}
        </div>
        <MobileMenu currentUser={isPending ? undefined : (currentUser ?? null)} />
      </div>
    </header>
  );
}

/**
 * The narrow-screen menu button. The sheet it opens (Radix dialog, focus trap) is loaded on the
 * first tap, so first visits do not pay for it.
 */
function MobileMenu({ currentUser }: { currentUser: CurrentUser | null | undefined }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet currentUser={currentUser} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
