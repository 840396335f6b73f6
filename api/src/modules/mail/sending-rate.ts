import { setTimeout as sleep } from 'node:timers/promises';

/**
 * At most `perSecond` sends from this instance (MAIL_PER_SECOND): each send waits for its slot, the
 * slots evenly spaced, so a backlog drains at the rate the SMTP server accepts instead of in a burst.
 */
export function sendingRate(perSecond: number) {
  const spacingMs = 1000 / perSecond;
  let nextSlot = 0;
  return async function waitForSlot() {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + spacingMs;
    if (slot > now) await sleep(slot - now);
  };
}
