import { CalendarDays, ClipboardList, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '@contract/profiles';
import { useMyAvailability } from '@/api/get-my-availability';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';
import { useAppointments } from '../api/get-appointments';
import { AppointmentsTable } from '../components/appointments-table';
import { CompleteProfilePrompt } from '../components/complete-profile-prompt';
import { RoleGate } from '../components/role-gate';
import { StatTile } from '../components/stat-tile';
import { useNewBookingToast } from '../hooks/use-new-booking-toast';

export default function HealerDashboardPage() {
  usePageMeta('Healer Dashboard', 'Your appointments, meeting links and profile at a glance.');
  return <RoleGate role="healer">{(profile) => <HealerDashboard profile={profile} />}</RoleGate>;
}

function HealerDashboard({ profile }: { profile: Profile }) {
  useNewBookingToast();
  const upcoming = useAppointments('upcoming', 1);
  const week = useMyAvailability();

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Welcome back, {profile.usr_name}
          </h1>
          <p className="mt-1 text-slate-700">Here is what is happening with your practice.</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/healer-profile">Edit Profile</Link>
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile icon={CalendarDays} label="Upcoming Appointments" value={upcoming.data?.total} />
        <StatTile icon={ClipboardList} label="Active Wellness Plans" value={0} />
        <StatTile icon={Star} label="Review Rating" value={profile.rating_average.toFixed(1)} />
      </div>
      <AppointmentsTable />
      {week.isSuccess ? <CompleteProfilePrompt profile={profile} week={week.data} /> : null}
    </div>
  );
}
