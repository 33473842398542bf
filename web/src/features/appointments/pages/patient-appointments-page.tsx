import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { usePageMeta } from '@/lib/use-page-meta';
import { useAppointmentPages } from '../api/get-appointments';
import { PatientPage } from '../components/patient-page';
import { QuerySection } from '../components/query-section';
import { UpcomingAppointmentCard } from '../components/upcoming-appointment-card';

/** /patient-dashboard/appointments: every upcoming session and request, soonest first. */
export default function PatientAppointmentsPage() {
  usePageMeta('Appointments', 'Your upcoming sessions and booking requests.');
  const upcoming = useAppointmentPages('upcoming');
  return (
    <PatientPage title="Appointments" lead="Your upcoming sessions and requests, soonest first.">
      <QuerySection
        id="upcoming"
        title="Upcoming Appointments"
        loadingLabel="Loading upcoming appointments"
        query={upcoming}
      >
        {(data) => {
          const cards = data.pages.flatMap((page) => page.items);
          return cards.length === 0 ? (
            <div className="flex flex-col items-start gap-3">
              <p className="text-slate-700">No upcoming appointments</p>
              <Button asChild variant="outline">
                <Link to="/healers">Find a healer</Link>
              </Button>
            </div>
          ) : (
            <>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {cards.map((appointment) => (
                  <UpcomingAppointmentCard key={appointment.id} appointment={appointment} />
                ))}
              </ul>
              <LoadMoreButton query={upcoming} />
            </>
          );
        }}
      </QuerySection>
    </PatientPage>
  );
}
