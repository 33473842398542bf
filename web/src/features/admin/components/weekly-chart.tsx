import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AdminOverview } from '@contract/admin';

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
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      weeks.map(weekTime),
      ...SERIES.map((series) => weeks.map((week) => week[series.key])),
    ];
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 320),
        height: 280,
        scales: { x: { time: true } },
        axes: [{ stroke: '#334155' }, { stroke: '#334155' }],
        series: [
          {},
          ...SERIES.map((series) => ({
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
      plot.setSize({ width: Math.max(element.clientWidth, 320), height: 280 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [weeks]);
  return <div ref={container} aria-hidden="true" className="w-full overflow-hidden" />;
}
