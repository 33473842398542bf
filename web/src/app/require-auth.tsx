import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@contract/constants';
import { useCurrentUser } from '@/api/get-current-user';
import { Spinner } from '@/components/ui/spinner';
import { IdleLogoff } from '@/features/auth/components/idle-logoff';
import { dashboardPath, knownRole } from '@/lib/role-paths';

/**
 * docs/product.md, Pages and routes: the route guard, a spinner while auth loads; signed-out
 * visitors go to /login?redirect=<where they were going>; a user of the other role goes to their
 * own dashboard. Renders its children, or the nested routes when it has none, and watches for
 * idleness (decision 070).
 */
export function RequireAuth({
  role,
  idleLogoff = true,
  children,
}: {
  role?: Role;
  /** Decision 070: the browser's idle logoff; off where sitting still is the point (a video call). */
  idleLogoff?: boolean;
  children?: ReactNode;
}) {
  const { data: currentUser, isPending, isError } = useCurrentUser();
  const location = useLocation();

  if (isPending) return <Spinner label="Checking your session" className="min-h-[50vh]" />;
  if (!currentUser) {
    if (isError) return <AuthUnavailable />;
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  if (role) {
    // docs/product.md, Roles: an unknown role counts as a patient.
    const actual: Role = knownRole(currentUser.profile?.role);
    if (actual !== role) return <Navigate to={dashboardPath(currentUser.profile)} replace />;
  }
  return (
    <>
      {children ?? <Outlet />}
      {idleLogoff ? <IdleLogoff /> : null}
    </>
  );
}

/** The server could not say who is signed in: sending them to log in again would not help. */
function AuthUnavailable() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-semibold">We can&apos;t reach Wellspring right now</h1>
      <p className="mt-2 text-slate-700">Please check your connection and reload the page.</p>
    </section>
  );
}
