import { CalendarDays, ClipboardList, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '@contract/profiles';
import { useActivePlanCount } from '@/api/get-plans';
import { useMyAvailability } from '@/api/get-my-availability';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';
import { dateIn, longDate } from '@/lib/zoned-date';
import { useAppointments } from '../api/get-appointments';
import { DashboardGreeting } from '../components/dashboard-greeting';
import { GoLiveChecklist } from '../components/go-live-checklist';
import { RoleGate } from '../components/role-gate';
import { StatTile } from '../components/stat-tile';
import { TodaySessions } from '../components/today-sessions';
import { useNewBookingToast } from '../hooks/use-new-booking-toast';

export default function HealerDashboardPage() {
  usePageMeta('Today', 'Your sessions today, your practice at a glance.');
  return <RoleGate role="healer">{(profile) => <HealerDashboard profile={profile} />}</RoleGate>;
}

/** docs/product.md, Healer screens, Today: the dashboard opens on the healer's day. */
function HealerDashboard({ profile }: { profile: Profile }) {
  useNewBookingToast();
  const activePlans = useActivePlanCount();
  const upcoming = useAppointments('upcoming', 1);
  const week = useMyAvailability();
  const rating = profile.reviews_count > 0 ? profile.rating_average.toFixed(1) : 'New';

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <DashboardGreeting profile={profile}>
          {longDate(dateIn(profile.timezone))} · times in {profile.timezone}
        </DashboardGreeting>
        <Button asChild variant="outline">
          <Link to="/healer-profile">Edit Profile</Link>
        </Button>
      </div>
      {week.isSuccess ? <GoLiveChecklist profile={profile} week={week.data} /> : null}
      <TodaySessions timezone={profile.timezone} />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile icon={CalendarDays} label="Upcoming Appointments" value={upcoming.data?.total} />
        <StatTile icon={ClipboardList} label="Active Wellness Plans" value={activePlans} />
        <StatTile icon={Star} label="Review Rating" value={rating} />
      </div>
    </div>
  );
}
