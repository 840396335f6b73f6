import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (a ticket's code held up at the door), where the browser has the
 * Screen Wake Lock API and allows it; elsewhere nothing happens and nothing is said. The browser drops
 * the lock when the page is hidden, so it is asked for again when the page shows; released on close.
 */
export function useScreenWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let closed = false;
    const request = async () => {
      try {
        const granted = await navigator.wakeLock.request('screen');
        if (closed) await granted.release();
        else lock = granted;
      } catch {
        // Refused (battery saver, a hidden page, a permissions policy): the code still shows.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && (!lock || lock.released)) void request();
    };
    void request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}
