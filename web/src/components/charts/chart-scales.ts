/**
 * Where a chart's times sit and which are labelled. uPlot's own time scale fits its range to the
 * points, so one day of data was stretched over years of ticks and the first and last bars were cut
 * in half at the plot's edges. Here the range is the buckets themselves, half a bucket either side,
 * and the ticks are the buckets' own times (thinned to fit), never times between them.
 */

/** The bucket size in seconds: the smallest gap between points, else `fallback` for a single point. */
export function bucketSeconds(times: number[], fallback: number): number {
  let step = Number.POSITIVE_INFINITY;
  for (let i = 1; i < times.length; i++) step = Math.min(step, times[i] - times[i - 1]);
  return Number.isFinite(step) && step > 0 ? step : fallback;
}

/** The x range: from half a bucket before the first point to half a bucket after the last, so no bar is cut. */
export function timeRange(times: number[], step: number): [number, number] {
  if (times.length === 0) return [0, step];
  return [times[0] - step / 2, times[times.length - 1] + step / 2];
}

/**
 * The labelled times: every point when they fit `width` at `space` pixels a label, else every k-th
 * counted back from the newest (the most recent bucket is always named).
 */
export function timeTicks(times: number[], width: number, space: number): number[] {
  const fit = Math.max(1, Math.floor(width / space));
  const every = Math.ceil(times.length / fit);
  return times.filter((_, i) => (times.length - 1 - i) % every === 0);
}
