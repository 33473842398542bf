import { WEEKDAYS, type CalendarDay } from '@contract/availability';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { addDaysTo, dateIn, longDate, timeIn, weekdayOf } from '@/lib/zoned-date';
import { useMyCalendar } from '@/api/get-my-calendar';

const WEEKS = 5;

/**
 * The coming weeks as the healer's patients see them: each day's hours (the weekly pattern, a
 * day off or special hours) with the sessions booked or requested on it, in the healer's zone.
 */
export function ScheduleCalendar({ timezone }: { timezone: string }) {
  const today = dateIn(timezone);
  const from = addDaysTo(today, -weekdayOf(today));
  const calendar = useMyCalendar(from, WEEKS * 7);
  if (calendar.isPending) return <Spinner label="Loading your calendar" />;
  if (calendar.isError)
    return <p className="text-sm text-red-700">Your calendar could not be loaded.</p>;
  const days = calendar.data.days;
  const weeks = Array.from({ length: WEEKS }, (_, week) => days.slice(week * 7, week * 7 + 7));
  return (
    <div
      role="region"
      aria-label="Calendar of the coming weeks"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[760px] table-fixed border-collapse text-left text-sm">
        <caption className="px-4 py-2 text-left text-sm text-slate-700">
          Times in {timezone}. Booked sessions are listed under each day.
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((name) => (
              <th
                key={name}
                scope="col"
                className="border-b border-slate-200 px-2 py-2 font-medium text-slate-700"
              >
                {name.slice(0, 3)}
                <span className="sr-only">{name.slice(3)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date} className="align-top">
              {week.map((day) => (
                <DayCell key={day.date} day={day} past={day.date < today} timezone={timezone} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayCell({ day, past, timezone }: { day: CalendarDay; past: boolean; timezone: string }) {
  const off = day.windows.length === 0;
  return (
    <td
      aria-label={longDate(day.date)}
      className={cn(
        'h-28 border border-slate-100 p-2',
        past && 'bg-slate-50 text-slate-500',
        !past && off && 'bg-slate-100',
        !past && day.source === 'override' && !off && 'bg-amber-50',
      )}
    >
      <p className="font-semibold">{Number(day.date.slice(8))}</p>
      <p className="text-xs">
        {off
          ? day.source === 'override'
            ? 'Time off'
            : 'Closed'
          : day.windows.map((window) => `${window.start_time}–${window.end_time}`).join(', ')}
        {day.source === 'override' && !off ? ' (special)' : ''}
      </p>
      {day.sessions.length > 0 ? (
        <ul className="mt-1 grid gap-1">
          {day.sessions.map((session) => (
            <li
              key={session.id}
              className={cn(
                'rounded px-1 py-0.5 text-xs',
                session.status === 'pending'
                  ? 'bg-amber-100 text-amber-950'
                  : 'bg-brand-100 text-brand-900',
              )}
            >
              {timeIn(timezone, session.scheduled_at)} {session.patient_name}
              {session.status === 'pending' ? ' (request)' : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </td>
  );
}
