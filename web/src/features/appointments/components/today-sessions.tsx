import { Link } from 'react-router';
import type { AppointmentDetail } from '@contract/appointments';
import { appointmentPath, SESSION_MODE_LABELS } from '@contract/constants';
import { Spinner } from '@/components/ui/spinner';
import { formatDuration } from '@/lib/format-date';
import { addDaysTo, dateIn, startOfDayIn, timeIn } from '@/lib/zoned-date';
import { useAppointments } from '../api/get-appointments';
import { HealerActions } from './healer-actions';
import { StatusBadge } from './status-badge';

/** Statuses of sessions that are not on the day's agenda. */
const OFF_AGENDA = new Set(['cancelled', 'declined', 'expired']);

/** The healer's sessions of one day in their zone, in time order (docs/product.md, Today). */
export function useDaySessions(timezone: string, date = dateIn(timezone)) {
  const range = {
    from: startOfDayIn(timezone, date),
    to: startOfDayIn(timezone, addDaysTo(date, 1)),
  };
  const query = useAppointments('all', 100, range);
  const sessions = query.data?.items.filter((item) => !OFF_AGENDA.has(item.status)) ?? [];
  return { query, sessions };
}

/** Today's sessions with their times in the healer's zone, join links and the patient's note. */
export function TodaySessions({ timezone }: { timezone: string }) {
  const { query, sessions } = useDaySessions(timezone);
  return (
    <section aria-labelledby="today-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="today-heading" className="text-xl font-semibold text-slate-900">
          Today
        </h2>
        <Link
          to="/healer-dashboard/calendar"
          className="text-sm font-medium text-brand-800 underline underline-offset-2"
        >
          Open your calendar
        </Link>
      </div>
      {query.isPending ? (
        <Spinner label="Loading today’s sessions" />
      ) : query.isError ? (
        <p className="rounded-md bg-red-50 p-4 text-red-800">
          Today’s sessions could not be loaded. Please try again.
        </p>
      ) : sessions.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600">
          No sessions today.
        </p>
      ) : (
        <ol aria-label="Today’s sessions" className="flex flex-col gap-3">
          {sessions.map((appointment) => (
            <TodaySession key={appointment.id} appointment={appointment} timezone={timezone} />
          ))}
        </ol>
      )}
    </section>
  );
}

function TodaySession({
  appointment,
  timezone,
}: {
  appointment: AppointmentDetail;
  timezone: string;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-start">
      <p className="w-32 shrink-0 font-semibold text-slate-900">
        <time dateTime={appointment.scheduled_at}>
          {timeIn(timezone, appointment.scheduled_at)}
        </time>
        <span className="block text-sm font-normal text-slate-700">
          {formatDuration(appointment.duration_minutes)} · {SESSION_MODE_LABELS[appointment.mode]}
        </span>
      </p>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">
            <Link
              to={appointmentPath('healer', appointment.id)}
              className="text-brand-800 underline-offset-2 hover:underline"
            >
              {appointment.patient_name}
            </Link>
          </h3>
          <StatusBadge appointment={appointment} />
        </div>
        <p className="text-sm text-slate-800">{appointment.title}</p>
        {appointment.details ? (
          <p className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">
            <span className="font-medium">Note from {appointment.patient_name}: </span>
            {appointment.details}
          </p>
        ) : null}
        <HealerActions appointment={appointment} />
      </div>
    </li>
  );
}
