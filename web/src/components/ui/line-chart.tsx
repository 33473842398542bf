import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface LineSeries {
  label: string;
  /** A colour that holds its own on white (WCAG non-text 3:1). */
  color: string;
  /** One value per x; null leaves a gap. */
  values: Array<number | null>;
}

/**
 * Lines over time (uPlot), as wide as its container. A picture for sighted users: the page shows
 * the same figures in a table, which is what assistive technology reads (the canvas is hidden).
 */
export function LineChart({
  times,
  series,
  height,
  yRange,
  testId,
}: {
  /** The x values, in seconds since the epoch. */
  times: number[];
  series: readonly LineSeries[];
  height: number;
  /** A fixed y range and its whole-number ticks (scores); by default the data's. */
  yRange?: [number, number];
  testId?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const width = () => Math.max(element.clientWidth, 300);
    const ticks = yRange
      ? () =>
          Array.from(
            { length: Math.floor(yRange[1]) - Math.ceil(yRange[0]) + 1 },
            (_, index) => Math.ceil(yRange[0]) + index,
          )
      : undefined;
    const plot = new uPlot(
      {
        width: width(),
        height,
        scales: { x: { time: true }, ...(yRange ? { y: { range: yRange } } : {}) },
        axes: [{ stroke: '#334155' }, { stroke: '#334155', ...(ticks ? { splits: ticks } : {}) }],
        series: [
          {},
          ...series.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            points: { show: true },
          })),
        ],
      },
      [times, ...series.map((line) => line.values)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [times, series, height, yRange]);
  return (
    <div
      ref={container}
      aria-hidden="true"
      data-testid={testId}
      className="w-full overflow-hidden"
    />
  );
}
