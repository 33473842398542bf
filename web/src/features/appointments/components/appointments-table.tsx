import { useSearchParams } from 'react-router';
import {
  APPOINTMENT_VIEWS,
  type AppointmentDetail,
  type AppointmentView,
} from '@contract/appointments';
import { SESSION_MODE_LABELS } from '@contract/constants';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { formatDuration } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { useAppointmentPages } from '../api/get-appointments';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { CloseSessionButtons } from './close-session-buttons';
import { JoinVideoButton } from './join-video-button';
import { MeetingLinkDialog } from './meeting-link-dialog';
import { AddToCalendarButton } from './add-to-calendar-button';
import { MessageButton } from './message-button';
import { RequestButtons } from './request-buttons';
import { RescheduleDialog } from './reschedule-dialog';
import { ScrollTable } from './scroll-table';
import { SessionTime } from './session-time';
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

/**
 * The healer's appointments (docs/product.md, Pages and routes) with the filter kept in the URL
 * (`?filter=`).
 */
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
        <ScrollTable
          label="Appointments table"
          columns={[
            'Patient',
            'Title',
            'Date & Time',
            'Duration',
            'Mode',
            'Status',
            'Meeting Link',
            'Actions',
          ]}
          minWidthClass="min-w-[960px]"
          nowrapHeaders
        >
          {rows.map((appointment) => (
            <AppointmentRow key={appointment.id} appointment={appointment} />
          ))}
        </ScrollTable>
      )}
      <LoadMoreButton query={query} />
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
        <SessionTime appointment={appointment} />
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
          <JoinVideoButton appointment={appointment} withName={appointment.patient_name} />
          <MessageButton
            userId={appointment.patient_id}
            name={appointment.patient_name}
            variant="ghost"
          />
          {!started ? (
            <AddToCalendarButton
              appointment={appointment}
              withName={appointment.patient_name}
              variant="ghost"
            />
          ) : null}
          {appointment.status === 'pending' && !started ? (
            <RequestButtons appointment={appointment} />
          ) : null}
          {scheduled ? <MeetingLinkDialog appointment={appointment} /> : null}
          {scheduled && !started ? (
            <>
              <RescheduleDialog appointment={appointment} withName={appointment.patient_name} />
              <CancelAppointmentDialog
                appointment={appointment}
                withName={appointment.patient_name}
                viewer="healer"
              />
            </>
          ) : null}
          {scheduled && started ? <CloseSessionButtons appointment={appointment} /> : null}
        </div>
      </td>
    </tr>
  );
}
