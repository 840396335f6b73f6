import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartData, ChartFormat } from './chart';

const HEIGHT = 220;
// Canvas cannot read CSS variables: the theme's teal, then amber, both readable on light and dark.
const COLORS = ['#0f766e', '#b45309', '#4338ca'];

function options(data: ChartData, format: ChartFormat, bars: boolean, width: number): uPlot.Options {
  const money = data.series.some((s) => s.money);
  const scale = money ? 'money' : 'count';
  const formatValue = (v: number | null) => (v == null ? '–' : money ? format.formatMoney(v) : String(v));
  return {
    width,
    height: HEIGHT,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), format.timeZone),
    scales: { x: { time: true }, [scale]: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
    series: [
      { value: (_u, seconds) => (seconds == null ? '' : format.formatTime(seconds)) },
      ...data.series.map((s, i) => ({
        label: s.label,
        scale,
        stroke: COLORS[i % COLORS.length],
        width: 2,
        fill: bars && i === 0 ? `${COLORS[0]}55` : undefined,
        paths: bars && i === 0 ? uPlot.paths.bars?.({ size: [0.7, 24] }) : undefined,
        points: { show: !bars },
        value: (_u: uPlot, v: number | null) => formatValue(v),
      })),
    ],
    // The table beside the chart carries the values: the legend only names the series.
    legend: { live: false },
    axes: [
      { space: 70, values: (_u, ticks) => ticks.map((t) => format.axisTime(t)) },
      {
        scale,
        // Wide enough for the longest label ('Rp 900,000,000'): about 7 px a character at 12 px.
        size: (_u, labels) => Math.max(40, ...(labels ?? []).map((l) => l.length * 7 + 16)),
        values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? formatValue(t) : '')),
      },
    ],
  };
}

const aligned = (data: ChartData): uPlot.AlignedData => [data.times, ...data.series.map((s) => s.values)];

/** The drawing behind `ChartFigure` (uPlot: canvas, ~20 KB gzipped). Only its data changes on a refresh. */
export default function UplotChart({ data, format, bars }: { data: ChartData; format: ChartFormat; bars: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const shape = `${data.series.map((s) => s.label).join('|')}:${format.timeZone}:${format.currency}:${bars}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: made again only when its shape changes; data follows below.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const made = new uPlot(options(data, format, bars, element.clientWidth || 600), aligned(data), element);
    chart.current = made;
    const resize = new ResizeObserver(() => made.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      made.destroy();
      chart.current = null;
    };
  }, [shape]);

  useEffect(() => {
    chart.current?.setData(aligned(data));
  }, [data]);

  return <div ref={box} aria-hidden className="w-full overflow-hidden" data-testid="chart" />;
}
