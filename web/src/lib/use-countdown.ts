import { useSyncExternalStore } from 'react';

/**
 * One clock for every countdown on the page: a single one-second timer, running only while something
 * shows a countdown, that every subscriber reads (a dashboard of pending orders ticks together, and one
 * timer, not one per row).
 */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The clock as a render reads it: fresh (to the second, so two reads agree) when nothing ticks yet. */
function read() {
  if (timer === undefined) now = Math.floor(Date.now() / 1000) * 1000;
  return now;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 'mm:ss' for a number of seconds; 'h:mm:ss' from an hour (a waiting-list offer holds for hours). */
function clockOf(seconds: number) {
  const clock = `${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}`;
  return seconds >= 3600 ? `${Math.floor(seconds / 3600)}:${clock}` : clock;
}

/**
 * Time left until `expiresAt` (an ISO instant), ticking each second: whole seconds left, the same as
 * 'mm:ss', the minutes begun (what a screen reader is told, so it speaks once a minute), and whether
 * it has run out. Null for no expiry.
 */
export function useCountdown(expiresAt: string | null) {
  // The server's render shows what was left when the page was made; the browser's ticks on.
  const current = useSyncExternalStore(subscribe, read, read);
  if (!expiresAt) return null;
  const seconds = Math.max(0, Math.ceil((Date.parse(expiresAt) - current) / 1000));
  return { seconds, clock: clockOf(seconds), minutes: Math.ceil(seconds / 60), expired: seconds === 0 };
}
