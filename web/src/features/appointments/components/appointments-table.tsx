import { MessageSquare } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  APPOINTMENT_VIEWS,
  type AppointmentDetail,
  type AppointmentView,
} from '@contract/appointments';
import { SESSION_MODE_LABELS } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime, formatDuration } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { useAppointmentPages } from '../api/get-appointments';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { CloseSessionButtons } from './close-session-buttons';
import { MeetingLinkDialog } from './meeting-link-dialog';
import { hasStarted, StatusBadge } from './status-badge';

const FILTER_LABELS: Record<AppointmentView, string> = {
  all: 'All',
  upcoming: 'Upcoming',
  past: 'Past',
};
const EMPTY: Record<AppointmentView, string> = {
  all: 'No appointments yet.',
  upcoming: 'No upcoming appointments.',
  past: 'No past appointments.',
};

function useFilter(): [AppointmentView, (view: AppointmentView) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const view = (APPOINTMENT_VIEWS as readonly string[]).includes(raw ?? '')
    ? (raw as AppointmentView)
    : 'all';
  const setView = (next: AppointmentView) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'all') copy.delete('filter');
        else copy.set('filter', next);
        return copy;
      },
      { replace: true },
    );
  return [view, setView];
}

/** The healer's appointments (spec §2) with the filter kept in the URL (`?filter=`). */
export function AppointmentsTable({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const [view, setView] = useFilter();
  const query = useAppointmentPages(view);
  useFetchErrorToast(query.error);
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section aria-labelledby="appointments-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id="appointments-heading" className="text-xl font-semibold text-slate-900">
          Appointments
        </Heading>
        <div
          role="group"
          aria-label="Filter appointments"
          className="flex gap-1 rounded-md bg-slate-100 p-1"
        >
          {APPOINTMENT_VIEWS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              className={cn(
                'rounded px-3 py-1.5 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-700',
                view === option ? 'bg-white text-brand-800 shadow-sm' : 'hover:bg-slate-200',
              )}
            >
              {FILTER_LABELS[option]}
            </button>
          ))}
        </div>
      </div>
      {query.isPending ? (
        <Spinner label="Loading appointments" />
      ) : query.isError ? (
        <p className="rounded-md bg-red-50 p-4 text-red-800">
          Appointments could not be loaded. Please try again.
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {EMPTY[view]}
        </p>
      ) : (
        <div
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
          role="region"
          aria-label="Appointments table"
          tabIndex={0}
        >
          <table className="w-full min-w-[960px] text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {[
                  'Patient',
                  'Title',
                  'Date & Time',
                  'Duration',
                  'Mode',
                  'Status',
                  'Meeting Link',
                  'Actions',
                ].map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-4 py-3 font-semibold whitespace-nowrap"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((appointment) => (
                <AppointmentRow key={appointment.id} appointment={appointment} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </section>
  );
}

function AppointmentRow({ appointment }: { appointment: AppointmentDetail }) {
  const scheduled = appointment.status === 'scheduled';
  const started = hasStarted(appointment);
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-3 font-medium text-slate-900">
        {appointment.patient_name}
      </th>
      <td className="px-4 py-3 text-slate-800">{appointment.title}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-800">
        <time dateTime={appointment.scheduled_at}>{formatDateTime(appointment.scheduled_at)}</time>
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-800">
        {formatDuration(appointment.duration_minutes)}
      </td>
      <td className="px-4 py-3 text-slate-800">{SESSION_MODE_LABELS[appointment.mode]}</td>
      <td className="px-4 py-3">
        <StatusBadge appointment={appointment} />
      </td>
      <td className="max-w-56 px-4 py-3">
        {appointment.meeting_link ? (
          <a
            href={appointment.meeting_link}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {appointment.meeting_link}
          </a>
        ) : (
          <span className="text-slate-600">Not set</span>
        )}
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link
              to={`/messages/new?with=${encodeURIComponent(appointment.patient_id)}`}
              aria-label={`Message ${appointment.patient_name}`}
            >
              <MessageSquare aria-hidden="true" />
              Message
            </Link>
          </Button>
          {scheduled ? <MeetingLinkDialog appointment={appointment} /> : null}
          {scheduled && !started ? (
            <CancelAppointmentDialog
              appointment={appointment}
              withName={appointment.patient_name}
            />
          ) : null}
          {scheduled && started ? <CloseSessionButtons appointment={appointment} /> : null}
        </div>
      </td>
    </tr>
  );
}
