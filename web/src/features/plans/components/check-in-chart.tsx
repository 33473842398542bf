import { useMemo } from 'react';
import type { CheckInList } from '@contract/plans';
import { LineChart } from '@/components/ui/line-chart';

/** The three scores, each in a colour that holds its own on white (WCAG non-text 3:1). */
const CHECK_IN_SERIES = [
  { key: 'mood', label: 'Mood', color: '#0f766e' },
  { key: 'energy', label: 'Energy', color: '#1d4ed8' },
  { key: 'sleep', label: 'Sleep', color: '#7e22ce' },
] as const;
const SCORE_RANGE: [number, number] = [0.5, 5.5];

/**
 * The last 12 weeks' check-ins as lines (a week without one is a gap), beside the table of the
 * same scores. Loaded on its own (React.lazy), so uPlot weighs on this page only when drawn.
 */
export default function CheckInChart({ list }: { list: CheckInList }) {
  const { times, series } = useMemo(() => {
    const byWeek = new Map(list.items.map((item) => [item.week_start, item]));
    return {
      times: list.weeks.map((week) => Date.parse(`${week}T00:00:00Z`) / 1000),
      series: CHECK_IN_SERIES.map((line) => ({
        label: line.label,
        color: line.color,
        values: list.weeks.map((week) => byWeek.get(week)?.[line.key] ?? null),
      })),
    };
  }, [list]);
  return (
    <LineChart
      times={times}
      series={series}
      height={220}
      yRange={SCORE_RANGE}
      testId="check-in-chart"
    />
  );
}
