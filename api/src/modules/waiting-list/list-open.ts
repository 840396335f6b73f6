import type { events, ticketTypes } from '../../db/schema';
import { windowOf } from '../events';

type EventRow = typeof events.$inferSelect;

/** A list takes entrants and makes offers while its event sells: active, not cancelled, not ended. */
export function offersOpen(event: Pick<EventRow, 'isActive' | 'deletedAt' | 'cancelledAt' | 'startsAt' | 'endsAt'>) {
  const end = event.endsAt ?? event.startsAt;
  return event.isActive && !event.deletedAt && !event.cancelledAt && end.getTime() > Date.now();
}

/**
 * A type an offer may sell now, as a checkout could buy it: its event's list open, the type on sale, not
 * hidden (sold only with an access code) and inside its sales window. No second path around the hold's rules.
 */
export function typeSells(
  type: Pick<typeof ticketTypes.$inferSelect, 'isActive' | 'hidden' | 'salesStartsAt' | 'salesEndsAt'> & {
    event: Parameters<typeof offersOpen>[0];
  },
) {
  return offersOpen(type.event) && type.isActive && !type.hidden && windowOf(type, type.event) === 'open';
}
