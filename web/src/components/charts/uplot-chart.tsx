import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartData, ChartFormat } from './chart';
import { alignedData, CHART_HEIGHT, chartOptions } from './chart-options';

/** The drawing behind `ChartFigure` (uPlot: canvas, ~20 KB gzipped). Only its data changes on a refresh. */
export default function UplotChart({ data, format, bars }: { data: ChartData; format: ChartFormat; bars: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const shape = `${data.series.map((s) => s.label).join('|')}:${format.timeZone}:${format.currency}:${bars}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: made again only when its shape changes; data follows below.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const options = chartOptions(data, format, bars, element.clientWidth || 600);
    // The drawn time range, in seconds, for the browser tests (a canvas shows them nothing else).
    options.hooks = {
      setScale: [
        (u, key) => {
          if (key === 'x') element.dataset.xRange = `${u.scales.x.min}..${u.scales.x.max}`;
        },
      ],
    };
    const made = new uPlot(options, alignedData(data), element);
    chart.current = made;
    const resize = new ResizeObserver(() => made.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      made.destroy();
      chart.current = null;
    };
  }, [shape]);

  useEffect(() => {
    chart.current?.setData(alignedData(data));
  }, [data]);

  return <div ref={box} aria-hidden className="w-full overflow-hidden" data-testid="chart" />;
}
