import { CalendarDays, History, Leaf, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PAST_SESSION_LIMIT } from '@contract/appointments';
import type { Profile } from '@contract/profiles';
import { useActivePlanCount } from '@/api/get-plans';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { usePageMeta } from '@/lib/use-page-meta';
import { useAppointmentPages, useAppointments } from '../api/get-appointments';
import { DashboardGreeting } from '../components/dashboard-greeting';
import { IconCircle } from '../components/icon-circle';
import { QuerySection } from '../components/query-section';
import { RoleGate } from '../components/role-gate';
import { SessionHistoryTable } from '../components/session-history-table';
import { StatTile } from '../components/stat-tile';
import { UpcomingAppointmentCard } from '../components/upcoming-appointment-card';

export default function PatientDashboardPage() {
  usePageMeta('Patient Dashboard', 'Your upcoming sessions and session history.');
  return <RoleGate role="patient">{(profile) => <PatientDashboard profile={profile} />}</RoleGate>;
}

function PatientDashboard({ profile }: { profile: Profile }) {
  const activePlans = useActivePlanCount();
  const upcoming = useAppointmentPages('upcoming');
  const history = useAppointments('past', PAST_SESSION_LIMIT);
  const completed = useAppointments('completed', 1);
  // docs/product.md, Patient screens: sessions held and sessions ahead, never cancelled ones.
  const upcomingTotal = upcoming.data?.pages[0]?.total;
  const totalSessions =
    upcomingTotal === undefined || completed.data === undefined
      ? undefined
      : upcomingTotal + completed.data.total;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8">
      <DashboardGreeting profile={profile}>Your wellness journey at a glance.</DashboardGreeting>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile icon={CalendarDays} label="Upcoming Appointments" value={upcomingTotal} />
        <StatTile icon={Leaf} label="Wellness Plans" value={activePlans} />
        <StatTile icon={History} label="Total Sessions" value={totalSessions} />
      </div>

      <QuerySection
        id="upcoming"
        title="Upcoming Appointments"
        loadingLabel="Loading upcoming appointments"
        query={upcoming}
      >
        {(data) => {
          const cards = data.pages.flatMap((page) => page.items);
          return (
            <>
              {cards.length === 0 ? (
                <p className="text-slate-700">No upcoming appointments</p>
              ) : null}
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {cards.map((appointment) => (
                  <UpcomingAppointmentCard key={appointment.id} appointment={appointment} />
                ))}
                <li className="flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-slate-300 p-5 text-center">
                  <IconCircle icon={Plus} />
                  <p className="font-medium text-slate-900">Book a new session</p>
                  <Button asChild variant="outline" size="sm">
                    <Link to="/healers">Book New</Link>
                  </Button>
                </li>
              </ul>
              <LoadMoreButton query={upcoming} />
            </>
          );
        }}
      </QuerySection>

      <QuerySection
        id="history"
        title="Session History"
        loadingLabel="Loading session history"
        query={history}
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-slate-700">No session history</p>
          ) : (
            <SessionHistoryTable items={data.items} />
          )
        }
      </QuerySection>
    </div>
  );
}
