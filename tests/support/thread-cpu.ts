import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ, the unit of /proc's CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;

/** What the render threads call themselves (api/src/modules/mail/render-worker.ts). */
const RENDER_THREAD_NAME = 'pentas-render';

/**
 * CPU time (ms) so far of a Node process's threads, from /proc (Linux): its main thread (the event loop
 * that answers requests; its thread id is the process id), its render threads (by name), and the rest
 * (V8's helpers, libuv's pool). A thread that has ended counts in none: read before and after, subtract.
 */
export function threadCpuMs(pid: number) {
  const totals = { main: 0, render: 0, other: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const end = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, end);
    const fields = stat.slice(end + 2).split(' ');
    const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND; // utime + stime
    if (tid === String(pid)) totals.main += ms;
    else if (name === RENDER_THREAD_NAME) totals.render += ms;
    else totals.other += ms;
  }
  return totals;
}

/** The CPU each kind of thread spent between two readings. */
export const threadCpuBetween = (before: ReturnType<typeof threadCpuMs>, after: ReturnType<typeof threadCpuMs>) => ({
  main: after.main - before.main,
  render: after.render - before.render,
  other: after.other - before.other,
});
