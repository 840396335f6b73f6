/**
 * What each figure on the Analytics page counts, shown behind its card's 'i'. The API
 * computes them this way (docs/design/analytics-and-box-office.md); these words must stay true to it.
 */
export const definitions = {
  revenue:
    "Completed orders only, in the event's own currency, without the service fee (shown apart). Manual tickets count at their recorded value. Pending, failed, refunded and cancelled orders do not count. Currencies are never added together: each has its own total.",
  serviceFees:
    'The service fee buyers paid on top of the tickets, on the same completed orders. It is not part of revenue.',
  ticketsSold:
    'Tickets in completed orders, manual tickets included. Tickets of pending, failed, refunded or cancelled orders do not count.',
  events: 'Your events that are not deleted (for an admin: every event).',
  orders: 'Completed orders, manual ones included.',
  averagePrice:
    "Revenue divided by tickets sold, in the event's currency, without the service fee. Shown as a dash until a ticket sells.",
  averagePriceOverall:
    'Revenue divided by tickets sold. Only shown when all your events are in one currency: amounts in different currencies are never averaged together.',
  recentTransactions:
    'The 5 newest orders of your events, whatever their status. Amounts are the tickets, before the service fee.',
  breakdown: 'Per ticket type: tickets in completed orders and their revenue, without the service fee.',
  stock:
    'Left: on sale now, neither sold nor held. Paid: in completed orders. Held: in checkouts still open. Released: held by checkouts that were cancelled, failed or lapsed, and given back to sale.',
  salesRate:
    "Tickets in orders completed in each minute of the last hour and each hour of the last day, in the event's time zone.",
  payments:
    'Payment attempts per method (card, FPX, GrabPay) and the share that succeeded. A declined card that is tried again counts twice.',
  trends:
    "Tickets sold and revenue per day in the event's time zone, with running totals since the first sale. Revenue excludes the service fee.",
  checkIns:
    'Tickets issued (active or checked in; a transferred ticket counts once) and how many have been checked in at the door.',
  arrivals: "Check-ins per 15 minutes on the event's day, in the event's time zone.",
  attribution:
    'Completed orders per channel: web (the event page), widget (a cart handed over by the buy widget) and manual (issued by staff); and per affiliate code.',
} as const;
