import { m } from '@pentas/i18n/messages';
import uPlot from 'uplot';
import { formatCount } from '@/lib/counts';
import type { ChartData, ChartFormat } from './chart';
import { bucketSeconds, timeRange, timeTicks } from './chart-scales';

export const CHART_HEIGHT = 220;
// Canvas cannot read CSS variables: the theme's teal, then amber, both readable on light and dark.
const COLORS = ['#0f766e', '#b45309', '#4338ca'];
/** Pixels a time label needs on the x axis ('Sat, 21 Nov' fits in 70). */
const TIME_LABEL_SPACE = 70;

/** An axis wide enough for its longest label: about 7 px a character at 12 px. */
const labelWidth = (_u: uPlot, labels: string[] | null) =>
  Math.max(40, ...(labels ?? []).map((l) => l.length * 7 + 16));

/** A series' name with the axis it is read on: 'Per day (left axis)'. */
const axisLabel = (label: string, left: boolean) =>
  left ? m.stats_axis_left({ label }) : m.stats_axis_right({ label });

/**
 * What uPlot is asked to draw. The x axis is the buckets (`chart-scales.ts`): one day is one day, and
 * the last bar sits inside the plot. A running total (`cumulative`) is drawn as a line on an axis of its
 * own at the right, so the daily bars keep their height beside it.
 */
export function chartOptions(data: ChartData, format: ChartFormat, bars: boolean, width: number): uPlot.Options {
  // Read from the chart's data, not `data`: a refresh (setData) brings new times to the same chart.
  const timesOf = (u: uPlot) => u.data[0] as number[];
  const scaleOf = (s: ChartData['series'][number]) => `${s.money ? 'money' : 'count'}${s.cumulative ? '-total' : ''}`;
  const scales = [...new Set(data.series.map(scaleOf))];
  const legendValue = (money: boolean) => (v: number | null) =>
    v == null ? '–' : money ? format.formatMoney(v) : formatCount(v);
  // Axis ticks short ('RM 20K'); the exact amounts are in the table and the legend.
  const tickOf = (money: boolean) => (v: number) => (money ? format.axisMoney(v) : formatCount(v));
  // From zero, with a tenth of headroom so the tallest bar and the line's end are not cut at the top.
  const fromZero: uPlot.Scale = { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] };
  return {
    width,
    height: CHART_HEIGHT,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), format.timeZone),
    scales: {
      x: { time: true, range: (u) => timeRange(timesOf(u), bucketSeconds(timesOf(u), format.stepSeconds)) },
      ...Object.fromEntries(scales.map((scale) => [scale, fromZero])),
    },
    series: [
      { value: (_u, seconds) => (seconds == null ? '' : format.formatTime(seconds)) },
      ...data.series.map((s, i) => {
        const bar = bars && i === 0;
        return {
          label: scales.length > 1 ? axisLabel(s.label, scales.indexOf(scaleOf(s)) === 0) : s.label,
          scale: scaleOf(s),
          stroke: COLORS[i % COLORS.length],
          width: 2,
          fill: bar ? `${COLORS[0]}55` : undefined,
          paths: bar ? uPlot.paths.bars?.({ size: [0.7, 24] }) : undefined,
          points: { show: !bars },
          value: (_u: uPlot, v: number | null) => legendValue(Boolean(s.money))(v),
        };
      }),
    ],
    // The table beside the chart carries the values: the legend only names the series.
    legend: { live: false },
    axes: [
      {
        space: TIME_LABEL_SPACE,
        splits: (u) => timeTicks(timesOf(u), u.bbox.width / (globalThis.devicePixelRatio || 1), TIME_LABEL_SPACE),
        values: (_u, ticks) => ticks.map((t) => format.axisTime(t)),
      },
      ...scales.map((scale, i) => {
        const money = scale.startsWith('money');
        return {
          scale,
          side: i === 0 ? 3 : 1,
          grid: { show: i === 0 },
          size: labelWidth,
          values: (_u: uPlot, ticks: number[]) => ticks.map((t) => (Number.isInteger(t) ? tickOf(money)(t) : '')),
        };
      }),
    ],
  };
}

export const alignedData = (data: ChartData): uPlot.AlignedData => [data.times, ...data.series.map((s) => s.values)];
