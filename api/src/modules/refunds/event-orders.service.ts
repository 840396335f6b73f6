import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { validationFailed } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { refundStatusOf } from '../orders';
import { assertRefundStaff, assertRefundsOf } from './staff-access';
import { type EventOrderRow, eventOrdersPage, eventOwner, type OrderSearch } from './staff-refunds.queries';
import type { EventOrdersQuery } from './staff-refunds.schemas';

const ORDER_NUMBER = /^[0-9a-f]{8}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * A search is an order number or a whole e-mail address, nothing looser: a part of an address would
 * let anyone with an event list its buyers' addresses a letter at a time (decisions.md item 56).
 */
function orderSearch(q: string | undefined): OrderSearch {
  const text = q?.trim().replace(/^#/, '');
  if (!text) return undefined;
  if (ORDER_NUMBER.test(text)) return { number: text.toLowerCase() };
  if (EMAIL.test(text)) return { email: text };
  throw validationFailed([{ path: 'q', message: said(m.problem_codes_order_search) }]);
}

/** The order's refund status (orders/refund-status.ts, decisions.md item 55) as staff read it: 'paid' for none. */
export function refundStateOf(
  order: { refundedMinor: number; totalMinor: number; serviceFeeMinor: number },
  validTickets: number,
) {
  const status = refundStatusOf(order, validTickets);
  return status === 'none' ? ('paid' as const) : status;
}

const toEventOrder = (row: EventOrderRow) => {
  const ticketsMinor = Number(row.total_minor);
  const serviceFeeMinor = Number(row.service_fee_minor);
  const refundedMinor = Number(row.refunded_minor);
  const paidMinor = ticketsMinor + serviceFeeMinor;
  return {
    id: row.id,
    number: row.id.slice(0, 8),
    buyer: { name: row.buyer_name, email: row.buyer_email },
    currency: row.currency,
    // A complimentary order records face value it never took: nothing was paid, nothing goes back.
    ticketsMinor: row.is_manual ? 0 : ticketsMinor,
    serviceFeeMinor: row.is_manual ? 0 : serviceFeeMinor,
    paidMinor: row.is_manual ? 0 : paidMinor,
    refundedMinor,
    refundState: row.is_manual
      ? ('paid' as const)
      : refundStateOf(
          { refundedMinor, totalMinor: ticketsMinor, serviceFeeMinor },
          row.tickets.filter((t) => t.status === 'active' || t.status === 'checked_in').length,
        ),
    complimentary: row.is_manual,
    openRequestId: row.open_request_id,
    promoCode: row.promo_code,
    paidAt: new Date(row.paid_at).toISOString(),
    tickets: row.tickets.map((t) => ({ ...t, priceMinor: row.is_manual ? 0 : Number(t.priceMinor) })),
  };
};

/** `GET /api/events/{id}/orders`: the event's paid orders, newest first, for its organizer and admins. */
export async function listEventOrders(
  deps: AppDeps,
  user: SessionUser,
  eventId: number,
  query: z.infer<typeof EventOrdersQuery>,
) {
  assertRefundStaff(user);
  assertRefundsOf(user, await eventOwner(deps.db, eventId));
  const rows = await eventOrdersPage(deps.db, eventId, orderSearch(query.q), pageWindow(query));
  return { items: rows.map(toEventOrder), total: Number(rows[0]?.total ?? 0) };
}
