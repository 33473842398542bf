import type { ReactNode } from 'react';
import type { Profile } from '@contract/profiles';
import { useFirstVisit } from '@/lib/use-first-visit';

/** "Welcome, <name>" on a first visit of the dashboard, "Welcome back, <name>" afterwards. */
export function DashboardGreeting({
  profile,
  children,
}: {
  profile: Profile;
  children: ReactNode;
}) {
  const first = useFirstVisit(`dashboard:${profile.user_id}`);
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {first ? 'Welcome' : 'Welcome back'}, {profile.usr_name}
      </h1>
      <p className="mt-1 text-slate-700">{children}</p>
    </div>
  );
}
