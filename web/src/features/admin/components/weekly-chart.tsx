import { useMemo } from 'react';
import type { AdminOverview } from '@contract/admin';
import { LineChart } from '@/components/ui/line-chart';

type Week = AdminOverview['weeks'][number];

/** The four weekly figures, each in a colour that holds its own on white (WCAG non-text 3:1). */
export const SERIES = [
  { key: 'signups', label: 'Sign-ups', color: '#0f766e' },
  { key: 'bookings', label: 'Bookings', color: '#1d4ed8' },
  { key: 'cancellations', label: 'Cancellations', color: '#b91c1c' },
  { key: 'completions', label: 'Completed sessions', color: '#7e22ce' },
] as const;

const weekTime = (week: Week) => Date.parse(`${week.week_start}T00:00:00Z`) / 1000;

/**
 * docs/product.md, Admin console: a line per figure over the weeks. The chart is a picture for
 * sighted users; the same numbers are in the table beside it, which is what assistive technology
 * reads (the canvas is hidden from it).
 */
export function WeeklyChart({ weeks }: { weeks: Week[] }) {
  const { times, series } = useMemo(
    () => ({
      times: weeks.map(weekTime),
      series: SERIES.map((line) => ({
        label: line.label,
        color: line.color,
        values: weeks.map((week) => week[line.key]),
      })),
    }),
    [weeks],
  );
  return <LineChart times={times} series={series} height={280} />;
}
