import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { CheckInList } from '@contract/plans';

/** The three scores, each in a colour that holds its own on white (WCAG non-text 3:1). */
export const CHECK_IN_SERIES = [
  { key: 'mood', label: 'Mood', color: '#0f766e' },
  { key: 'energy', label: 'Energy', color: '#1d4ed8' },
  { key: 'sleep', label: 'Sleep', color: '#7e22ce' },
] as const;

const weekTime = (week: string) => Date.parse(`${week}T00:00:00Z`) / 1000;

/**
 * The last 12 weeks' check-ins as lines (a week without one is a gap). A picture for sighted
 * users: the same scores are in the table beside it, which assistive technology reads. Loaded
 * on its own (React.lazy), so uPlot weighs on this page only.
 */
export default function CheckInChart({ list }: { list: CheckInList }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const byWeek = new Map(list.items.map((item) => [item.week_start, item]));
    const data: uPlot.AlignedData = [
      list.weeks.map(weekTime),
      ...CHECK_IN_SERIES.map((series) =>
        list.weeks.map((week) => byWeek.get(week)?.[series.key] ?? null),
      ),
    ];
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 300),
        height: 220,
        scales: { x: { time: true }, y: { range: [0.5, 5.5] } },
        axes: [{ stroke: '#334155' }, { stroke: '#334155', splits: () => [1, 2, 3, 4, 5] }],
        series: [
          {},
          ...CHECK_IN_SERIES.map((series) => ({
            label: series.label,
            stroke: series.color,
            width: 2,
            points: { show: true },
          })),
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 300), height: 220 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [list]);
  return (
    <div
      ref={container}
      aria-hidden="true"
      data-testid="check-in-chart"
      className="w-full overflow-hidden"
    />
  );
}
