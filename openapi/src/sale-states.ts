/**
 * What the API says about selling an event and each of its ticket types (decision 17: sales close at
 * the event's start unless the organizer sets other times; an ended event is never sold), and the
 * words every screen shows for it. The API computes the state (api/src/modules/events/sale-state.ts).
 */
export const eventSaleStates = [
  'on_sale',
  'sold_out',
  'not_started',
  'sales_ended',
  'ended',
  'inactive',
  'deleted',
  // Called off by its organizer or an admin (issue 29): nothing sold, every order refunded.
  'cancelled',
] as const;
export type EventSaleState = (typeof eventSaleStates)[number];

export const ticketSaleStates = ['on_sale', 'sold_out', 'not_started', 'sales_ended', 'inactive'] as const;
export type TicketSaleState = (typeof ticketSaleStates)[number];

/** A type outside its sales window (before its start or after its end): not bought anywhere, whatever is left. */
export function isOutsideSalesWindow(type: { saleState: TicketSaleState }): boolean {
  return type.saleState === 'not_started' || type.saleState === 'sales_ended';
}

export const eventSaleStateLabels: Record<EventSaleState, string> = {
  on_sale: 'On sale',
  sold_out: 'Sold out',
  not_started: 'Not yet on sale',
  sales_ended: 'Sales ended',
  ended: 'Ended',
  inactive: 'Inactive',
  deleted: 'Deleted',
  cancelled: 'Cancelled',
};

export const ticketSaleStateLabels: Record<TicketSaleState, string> = {
  on_sale: 'On sale',
  sold_out: 'Sold Out',
  not_started: 'Not yet on sale',
  sales_ended: 'Sales ended',
  inactive: 'Inactive',
};

/** The event page's words for an event that has ended (its ticket types stay listed, not buyable). */
export const EVENT_ENDED_NOTICE = 'This event has ended';

/** The buy widget's words for a cancelled event (the event page's banner says more, with the organizer's words). */
export const EVENT_CANCELLED_NOTICE = 'This event has been cancelled';
