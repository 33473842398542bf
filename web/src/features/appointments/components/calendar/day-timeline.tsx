import { Link } from 'react-router';
import type { CalendarDay, CalendarSession } from '@contract/availability';
import { appointmentPath } from '@contract/constants';
import { minutesOfTime } from '@contract/availability';
import { cn } from '@/lib/utils';
import { minutesIn, timeIn } from '@/lib/zoned-date';

/** Pixels per minute of the timeline: an hour is 48 px. */
const SCALE = 0.8;

/** The hours a set of days shows: their working hours and sessions, at least 8:00–18:00. */
export function timelineBounds(days: CalendarDay[], timezone: string) {
  let first = 8 * 60;
  let last = 18 * 60;
  for (const day of days) {
    for (const window of day.windows) {
      first = Math.min(first, minutesOfTime(window.start_time) ?? first);
      last = Math.max(last, minutesOfTime(window.end_time, true) ?? last);
    }
    for (const session of day.sessions) {
      const start = minutesIn(timezone, session.scheduled_at);
      first = Math.min(first, start);
      last = Math.max(last, Math.min(24 * 60, start + sessionMinutes(session)));
    }
  }
  return { first: Math.floor(first / 60) * 60, last: Math.ceil(last / 60) * 60 };
}

const sessionMinutes = (session: CalendarSession) =>
  (Date.parse(session.ends_at) - Date.parse(session.scheduled_at)) / 60_000;

const STATUS_WORDS: Record<CalendarSession['status'], string> = {
  scheduled: 'booked',
  pending: 'request',
  completed: 'completed',
  no_show: 'no-show',
};

/** The hour labels beside the day columns. */
export function HourScale({ first, last }: { first: number; last: number }) {
  const hours = Array.from({ length: (last - first) / 60 }, (_, index) => first + index * 60);
  return (
    <div
      aria-hidden="true"
      className="relative w-12 shrink-0"
      style={{ height: (last - first) * SCALE }}
    >
      {hours.map((minute) => (
        <span
          key={minute}
          className="absolute right-2 -translate-y-1/2 text-xs text-slate-600"
          style={{ top: (minute - first) * SCALE }}
        >
          {String(minute / 60).padStart(2, '0')}:00
        </span>
      ))}
    </div>
  );
}

/**
 * One day as a column: the hours patients can book shaded, each session a block at its time
 * that opens its page. The hours are said in words too, for screen readers.
 */
export function DayTimeline({
  day,
  timezone,
  first,
  last,
}: {
  day: CalendarDay;
  timezone: string;
  first: number;
  last: number;
}) {
  const hours = day.windows.map((window) => `${window.start_time}–${window.end_time}`).join(', ');
  return (
    <div
      className="relative min-w-0 flex-1 border-l border-slate-200"
      style={{ height: (last - first) * SCALE }}
    >
      <p className="sr-only">{hours ? `Working hours ${hours}` : 'No working hours'}</p>
      {Array.from({ length: (last - first) / 60 }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="absolute inset-x-0 border-t border-slate-100"
          style={{ top: index * 60 * SCALE }}
        />
      ))}
      {day.windows.map((window) => {
        const start = minutesOfTime(window.start_time) ?? 0;
        const end = minutesOfTime(window.end_time, true) ?? start;
        return (
          <div
            key={`${window.start_time}-${window.end_time}`}
            aria-hidden="true"
            className="absolute inset-x-0 bg-brand-50"
            style={{ top: (start - first) * SCALE, height: (end - start) * SCALE }}
          />
        );
      })}
      <ol className="contents">
        {day.sessions.map((session) => {
          const start = minutesIn(timezone, session.scheduled_at);
          const length = Math.min(sessionMinutes(session), 24 * 60 - start);
          return (
            <li
              key={session.id}
              className="absolute inset-x-1"
              style={{ top: (start - first) * SCALE, height: Math.max(length * SCALE, 22) }}
            >
              <Link
                to={appointmentPath('healer', session.id)}
                className={cn(
                  'block h-full overflow-hidden rounded-md border px-2 py-0.5 text-xs leading-tight focus-visible:outline-2 focus-visible:outline-brand-700',
                  session.status === 'pending'
                    ? 'border-amber-300 bg-amber-100 text-amber-950'
                    : session.status === 'no_show'
                      ? 'border-red-200 bg-red-50 text-red-900'
                      : 'border-brand-300 bg-white text-brand-950',
                )}
              >
                <span className="font-semibold">
                  {timeIn(timezone, session.scheduled_at)}–{timeIn(timezone, session.ends_at)}
                </span>{' '}
                {session.patient_name}
                <span className="block truncate">
                  {session.title}
                  {session.status === 'scheduled' ? '' : ` (${STATUS_WORDS[session.status]})`}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
