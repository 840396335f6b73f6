import type uPlot from 'uplot';
import { describe, expect, it, vi } from 'vitest';
import { daySeconds } from '@/lib/figures';
import type { ChartData } from './chart';
import { chartFormat } from './chart-format';
import { chartOptions } from './chart-options';

// jsdom has no canvas: the options are what the chart is asked to draw, read without drawing.
vi.mock('uplot', () => ({ default: { tzDate: (d: Date) => d, paths: { bars: () => 'bars' } } }));

const KL = 'Asia/Kuala_Lumpur';
const dayFormat = chartFormat(KL, 'MYR', 'day');

/** The chart as uPlot sees it: its data and its plot's width in CSS pixels. */
const plot = (data: ChartData, width = 600) =>
  ({ data: [data.times, ...data.series.map((s) => s.values)], bbox: { width } }) as unknown as uPlot;

function xScale(data: ChartData, format = dayFormat) {
  const options = chartOptions(data, format, true, 600);
  const u = plot(data);
  const range = options.scales?.x?.range as (u: uPlot, min: number, max: number) => [number, number];
  const splits = options.axes?.[0].splits as (u: uPlot) => number[];
  return { range: range(u, 0, 0), ticks: splits(u), options };
}

describe('chart scales', () => {
  it('draws a range of one day as one day: one tick, the day itself', () => {
    const day = daySeconds('2026-11-27', KL);
    const { range, ticks } = xScale({ times: [day], series: [{ label: 'Tickets', values: [10] }] });
    expect(ticks).toEqual([day]);
    expect(range[1] - range[0]).toBe(86_400);
    expect(dayFormat.axisTime(ticks[0])).toBe('27 Nov');
  });

  it('keeps the last bar inside the plot: half a bucket of room after the last point', () => {
    const hours = Array.from({ length: 24 }, (_, i) => 1_795_000_000 + i * 3600);
    const { range } = xScale(
      { times: hours, series: [{ label: 'Tickets', values: hours.map(() => 2) }] },
      chartFormat(KL, 'MYR', 'dateTime'),
    );
    expect(range[0]).toBe(hours[0] - 1800);
    expect(range[1]).toBe(hours[23] + 1800);
  });

  it('labels only the buckets, thinned to fit, the newest always named', () => {
    const days = Array.from({ length: 42 }, (_, i) => daySeconds('2026-10-17', KL) + i * 86_400);
    const { ticks } = xScale({ times: days, series: [{ label: 'Tickets', values: days.map(() => 1) }] });
    expect(ticks.length).toBeLessThanOrEqual(600 / 70);
    expect(ticks.every((t) => days.includes(t))).toBe(true);
    expect(ticks.at(-1)).toBe(days.at(-1));
  });

  it('puts a running total on an axis of its own, never on the daily bars', () => {
    const days = [daySeconds('2026-11-26', KL), daySeconds('2026-11-27', KL)];
    const { options } = xScale({
      times: days,
      series: [
        { label: 'Per day', values: [5, 6] },
        { label: 'To date', values: [190, 196], cumulative: true },
      ],
    });
    const [, bars, line] = options.series;
    expect(bars.scale).not.toBe(line.scale);
    expect(bars.paths).toBe('bars');
    expect(line.paths).toBeUndefined();
    const axes = options.axes?.slice(1) ?? [];
    expect(axes.map((a) => a.scale)).toEqual([bars.scale, line.scale]);
    expect(axes.map((a) => a.side)).toEqual([3, 1]);
    expect([bars.label, line.label]).toEqual(['Per day (left axis)', 'To date (right axis)']);
    // Each axis from zero, with room above its tallest value (the bar and the line's end are not cut).
    const top = (scale: string | undefined) => {
      const range = options.scales?.[scale ?? '']?.range as (u: uPlot, min: number, max: number) => [number, number];
      return range(plot({ times: [], series: [] }), 0, 196);
    };
    expect(top(line.scale)[0]).toBe(0);
    expect(top(line.scale)[1]).toBeGreaterThan(196);
  });

  it('writes counts with thousands separators and money ticks short', () => {
    const { options } = xScale({
      times: [0],
      series: [
        { label: 'Revenue', values: [2_000_000], money: true },
        { label: 'Tickets', values: [5630] },
      ],
    });
    const [moneyAxis, countAxis] = options.axes?.slice(1) ?? [];
    const tick = (axis: uPlot.Axis | undefined, v: number) => {
      const values = axis?.values as (u: uPlot, t: number[]) => string[];
      return values(plot({ times: [], series: [] }), [v])[0];
    };
    expect(tick(countAxis, 5630)).toBe('5,630');
    expect(tick(moneyAxis, 2_000_000)).toBe('RM 20K');
  });
});
