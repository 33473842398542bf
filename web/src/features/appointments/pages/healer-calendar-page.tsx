import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { WEEKDAYS, type CalendarDay } from '@contract/availability';
import type { Profile } from '@contract/profiles';
import { useMyCalendar } from '@/api/get-my-calendar';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Spinner } from '@/components/ui/spinner';
import { useIsMobile } from '@/lib/use-media-query';
import { usePageMeta } from '@/lib/use-page-meta';
import { cn } from '@/lib/utils';
import { addDaysTo, dateIn, longDate, weekdayOf } from '@/lib/zoned-date';
import { DayTimeline, HourScale, timelineBounds } from '../components/calendar/day-timeline';
import { RoleGate } from '../components/role-gate';
import { useNewBookingToast } from '../hooks/use-new-booking-toast';

type View = 'day' | 'week';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export default function HealerCalendarPage() {
  usePageMeta('Calendar', 'Your sessions against your hours, by day or by week.');
  return <RoleGate role="healer">{(profile) => <PracticeCalendar profile={profile} />}</RoleGate>;
}

/** The view and the day it shows, kept in the address (`?view=week&date=2026-12-01`). */
function useCalendarPlace(timezone: string) {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'week' ? 'week' : 'day';
  const asked = params.get('date') ?? '';
  const date = DATE.test(asked) ? asked : dateIn(timezone);
  const go = (next: { view?: View; date?: string }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('view', next.view ?? view);
        copy.set('date', next.date ?? date);
        return copy;
      },
      { replace: true },
    );
  return { view, date, go };
}

/**
 * docs/product.md, Healer screens, Calendar: the healer's sessions against their hours (the
 * weekly pattern or a date's override), in their zone, by day or by week; live.
 */
function PracticeCalendar({ profile }: { profile: Profile }) {
  useNewBookingToast();
  const timezone = profile.timezone;
  const { view, date, go } = useCalendarPlace(timezone);
  const from = view === 'week' ? addDaysTo(date, -weekdayOf(date)) : date;
  const days = view === 'week' ? 7 : 1;
  const calendar = useMyCalendar(from, days);
  const step = (direction: number) => go({ date: addDaysTo(date, direction * days) });
  const title = view === 'week' ? `Week of ${longDate(from)}` : longDate(date);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Calendar</h1>
      <div className="flex flex-wrap items-center gap-2">
        <SegmentedControl
          label="Calendar view"
          options={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
          ]}
          value={view}
          onChange={(next: View) => go({ view: next })}
        />
        <Button
          variant="outline"
          size="icon"
          onClick={() => step(-1)}
          aria-label={`Previous ${view}`}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={() => go({ date: dateIn(timezone) })}>
          Today
        </Button>
        <Button variant="outline" size="icon" onClick={() => step(1)} aria-label={`Next ${view}`}>
          <ChevronRight aria-hidden="true" />
        </Button>
        <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
          {title}
        </h2>
      </div>
      <p className="text-sm text-slate-700">
        Times in {timezone}. Shaded: the hours patients can book. Select a session to open it.
      </p>
      {calendar.isPending ? (
        <Spinner label="Loading your calendar" />
      ) : calendar.isError ? (
        <p className="rounded-md bg-red-50 p-4 text-red-800">
          Your calendar could not be loaded. Please try again.
        </p>
      ) : (
        <CalendarGrid days={calendar.data.days} timezone={timezone} today={dateIn(timezone)} />
      )}
    </div>
  );
}

function CalendarGrid({
  days,
  timezone,
  today,
}: {
  days: CalendarDay[];
  timezone: string;
  today: string;
}) {
  const mobile = useIsMobile();
  const bounds = timelineBounds(days, timezone);
  // A week on a phone: one day under another, each with its own timeline.
  if (mobile && days.length > 1)
    return (
      <div className="flex flex-col gap-6">
        {days.map((day) => (
          <CalendarGrid key={day.date} days={[day]} timezone={timezone} today={today} />
        ))}
      </div>
    );
  return (
    <section
      aria-label={days.length > 1 ? 'Week' : longDate(days[0]!.date)}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white"
    >
      <div className="flex border-b border-slate-200 pl-12">
        {days.map((day) => (
          <h3
            key={day.date}
            className={cn(
              'flex-1 px-2 py-2 text-center text-sm font-medium text-slate-700',
              day.date === today && 'text-brand-800',
            )}
          >
            {WEEKDAYS[weekdayOf(day.date)]!.slice(0, 3)} {Number(day.date.slice(8))}
            <span className="sr-only">
              {' '}
              {longDate(day.date)}: {day.sessions.length}{' '}
              {day.sessions.length === 1 ? 'session' : 'sessions'}
            </span>
          </h3>
        ))}
      </div>
      <div className="flex py-2">
        <HourScale {...bounds} />
        {days.map((day) => (
          <DayTimeline key={day.date} day={day} timezone={timezone} {...bounds} />
        ))}
      </div>
    </section>
  );
}
