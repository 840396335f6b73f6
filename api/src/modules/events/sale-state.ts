import { intlLocaleOf } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { type EventSaleState, formatEventDate, formatEventTime, type TicketSaleState } from '@pentas/openapi';
import type { events, ticketTypes } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { said } from '../../lib/said';

/**
 * When an event and its ticket types are on sale (decision 17): a type from its sales start (null: at
 * once) until its sales end (null: the event's start), the end excluded; an event whose end (or start,
 * when it has none) has passed is ended and never sold. This file states the rule for every reader in
 * TypeScript (the public and managed views, checkout's quick refusal); the hold function
 * (orders/hold-orders.sql) applies the same rule under its locks, and the box office asks `isEnded`.
 */

/** An event's times, and its cancellation when the reader has it (a cancelled event sells nothing: decision 58). */
type EventTimes = Pick<typeof events.$inferSelect, 'startsAt' | 'endsAt'> & { cancelledAt?: Date | null };
type EventRow = EventTimes & Pick<typeof events.$inferSelect, 'isActive' | 'deletedAt'>;
type TypeRow = Pick<
  typeof ticketTypes.$inferSelect,
  'isActive' | 'quantity' | 'soldQuantity' | 'salesStartsAt' | 'salesEndsAt'
>;

/** The event's end, or its start when it has none, has passed. */
export function isEnded(event: EventTimes, now = new Date()) {
  return (event.endsAt ?? event.startsAt).getTime() < now.getTime();
}

/** When the type stops selling: its own sales end, or the event's start. */
function salesCloseAt(type: Pick<TypeRow, 'salesEndsAt'>, event: EventTimes) {
  return type.salesEndsAt ?? event.startsAt;
}

/** Where the type stands in its window, stock aside: before it, in it, or after it. */
export function windowOf(type: Pick<TypeRow, 'salesStartsAt' | 'salesEndsAt'>, event: EventTimes, now = new Date()) {
  if (event.cancelledAt || isEnded(event, now) || salesCloseAt(type, event).getTime() <= now.getTime())
    return 'sales_ended' as const;
  if (type.salesStartsAt && type.salesStartsAt.getTime() > now.getTime()) return 'not_started' as const;
  return 'open' as const;
}

export function ticketSaleState(type: TypeRow, event: EventTimes, now = new Date()): TicketSaleState {
  if (!type.isActive) return 'inactive';
  const window = windowOf(type, event, now);
  if (window !== 'open') return window;
  return type.quantity - type.soldQuantity > 0 ? 'on_sale' : 'sold_out';
}

/** Lists badge an event by this, never "Active" for an ended or deleted one. */
export function eventSaleState(event: EventRow, types: TypeRow[], now = new Date()): EventSaleState {
  if (event.deletedAt) return 'deleted';
  if (event.cancelledAt) return 'cancelled';
  if (isEnded(event, now)) return 'ended';
  if (!event.isActive) return 'inactive';
  const states = new Set(types.map((t) => ticketSaleState(t, event, now)));
  // The most hopeful for a buyer first: anything to buy now, then something still to open.
  for (const state of ['on_sale', 'not_started', 'sold_out'] as const) if (states.has(state)) return state;
  return 'sales_ended';
}

/** The 409s of every channel that sells (checkout, the widget's checkout, the box office). */
export const eventEndedProblem = () => conflict(said(m.problem_checkout_event_ended), 'event_ended');

export const eventCancelledProblem = () => conflict(said(m.problem_checkout_event_cancelled), 'event_cancelled');

export const salesNotStartedProblem = (name: string, opensAt: Date, timeZone: string) => {
  const at = opensAt.toISOString();
  // The day and time on the event's clock, written as the reader's language writes them.
  return conflict((locale) => {
    const intl = intlLocaleOf(locale);
    const [date, time] = [formatEventDate(at, timeZone, intl), formatEventTime(at, timeZone, intl)];
    return m.problem_checkout_sales_not_started({ name, date, time }, { locale });
  }, 'sales_not_started');
};

export const salesEndedProblem = (name: string) =>
  conflict(said(m.problem_checkout_sales_ended, { name }), 'sales_ended');
