import { usePageMeta } from '@/lib/use-page-meta';
import { AppointmentsTable } from '../components/appointments-table';
import { RoleGate } from '../components/role-gate';
import { useNewBookingToast } from '../hooks/use-new-booking-toast';

export default function HealerAppointmentsPage() {
  usePageMeta('All appointments', 'Every session booked with you, with meeting links and actions.');
  return (
    <RoleGate role="healer">
      {() => (
        <div className="mx-auto w-full max-w-6xl px-4 py-8">
          <HealerAppointments />
        </div>
      )}
    </RoleGate>
  );
}

function HealerAppointments() {
  useNewBookingToast();
  return <AppointmentsTable />;
}
