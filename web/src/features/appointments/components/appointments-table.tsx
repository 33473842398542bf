import { Link, useSearchParams } from 'react-router';
import { appointmentPath } from '@contract/constants';
import type { AppointmentDetail, AppointmentView } from '@contract/appointments';
import { SESSION_MODE_LABELS } from '@contract/constants';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Spinner } from '@/components/ui/spinner';
import { formatDuration } from '@/lib/format-date';
import { useIsMobile } from '@/lib/use-media-query';
import { useAppointmentPages } from '../api/get-appointments';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast';
import { HealerActions } from './healer-actions';
import { ScrollTable } from './scroll-table';
import { SessionTime } from './session-time';
import { StatusBadge } from './status-badge';

/** The table's filters (docs/product.md, Pages and routes): cancelled rows have their own. */
const FILTERS = ['all', 'upcoming', 'past', 'cancelled'] as const;
type Filter = (typeof FILTERS)[number] & AppointmentView;

const FILTER_LABELS: Record<Filter, string> = {
  all: 'All',
  upcoming: 'Upcoming',
  past: 'Past',
  cancelled: 'Cancelled',
};
const EMPTY: Record<Filter, string> = {
  all: 'No appointments yet.',
  upcoming: 'No upcoming appointments.',
  past: 'No past appointments.',
  cancelled: 'No cancelled appointments.',
};

function useFilter(): [Filter, (view: Filter) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const view = (FILTERS as readonly string[]).includes(raw ?? '') ? (raw as Filter) : 'all';
  const setView = (next: Filter) =>
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
 * All of the healer's appointments (docs/product.md, Pages and routes) with the filter kept in
 * the URL (`?filter=`): a table on wide screens, cards on phones, every action in reach.
 */
export function AppointmentsTable() {
  const [view, setView] = useFilter();
  const query = useAppointmentPages(view);
  const mobile = useIsMobile();
  useFetchErrorToast(query.error);
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="appointments-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="appointments-heading" className="text-2xl font-bold text-slate-900">
          All appointments
        </h1>
        <SegmentedControl
          label="Filter appointments"
          options={FILTERS.map((option) => ({ value: option, label: FILTER_LABELS[option] }))}
          value={view}
          onChange={setView}
        />
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
      ) : mobile ? (
        <ul aria-label="Appointments" className="flex flex-col gap-3">
          {rows.map((appointment) => (
            <AppointmentCard key={appointment.id} appointment={appointment} />
          ))}
        </ul>
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

/** The patient's name, opening the session's page. */
export function SessionLink({ appointment }: { appointment: AppointmentDetail }) {
  return (
    <Link
      to={appointmentPath('healer', appointment.id)}
      className="font-medium text-brand-800 underline-offset-2 hover:underline"
    >
      {appointment.patient_name}
      <span className="sr-only">: {appointment.title}, open the session</span>
    </Link>
  );
}

function MeetingLink({ link }: { link: string | null }) {
  return link ? (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {link}
    </a>
  ) : (
    <span className="text-slate-600">Not set</span>
  );
}

function AppointmentRow({ appointment }: { appointment: AppointmentDetail }) {
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-3 font-medium text-slate-900">
        <SessionLink appointment={appointment} />
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
        <MeetingLink link={appointment.meeting_link} />
      </td>
      <td className="px-4 py-3">
        <HealerActions appointment={appointment} />
      </td>
    </tr>
  );
}

/** One session on a phone: the table's columns stacked, the actions below. */
function AppointmentCard({ appointment }: { appointment: AppointmentDetail }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-base">
          <SessionLink appointment={appointment} />
        </h2>
        <StatusBadge appointment={appointment} />
      </div>
      <p className="text-sm text-slate-800">{appointment.title}</p>
      <p className="text-sm text-slate-800">
        <SessionTime appointment={appointment} />
      </p>
      <p className="text-sm text-slate-700">
        {formatDuration(appointment.duration_minutes)} · {SESSION_MODE_LABELS[appointment.mode]}
      </p>
      <p className="text-sm">
        <span className="text-slate-700">Meeting link: </span>
        <MeetingLink link={appointment.meeting_link} />
      </p>
      <HealerActions appointment={appointment} />
    </li>
  );
}
