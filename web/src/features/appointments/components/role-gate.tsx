import type { ReactNode } from 'react';
import type { Profile } from '@contract/profiles';
import { useCurrentUser } from '@/api/get-current-user';
import { Spinner } from '@/components/ui/spinner';
import { dashboardPath } from '@/lib/role-paths';
import { DashboardNotice } from './dashboard-notice';

/**
 * Renders the page for a signed-in user of `role`; otherwise a spinner while loading, or a
 * pointer to sign in or to their own dashboard (the app's route guards redirect first).
 */
export function RoleGate({
  role,
  children,
}: {
  role: Profile['role'];
  children: (profile: Profile) => ReactNode;
}) {
  const { data, isPending } = useCurrentUser();
  if (isPending) return <Spinner label="Loading your dashboard" />;
  if (!data?.profile)
    return (
      <DashboardNotice
        message="Please sign in to see your dashboard."
        to="/login"
        action="Log in"
      />
    );
  if (data.profile.role !== role) {
    const own = dashboardPath(data.profile);
    return (
      <DashboardNotice
        message={`This page is for ${role}s.`}
        to={own}
        action="Go to your dashboard"
      />
    );
  }
  return <>{children(data.profile)}</>;
}
