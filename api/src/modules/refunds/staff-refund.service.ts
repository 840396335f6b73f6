import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { type StaffRefundReason, staffRefundAmount } from '@pentas/openapi/staff-refund-amount';
import type { AppDeps } from '../../context';
import { forbidden, notFound, validationFailed } from '../../lib/errors';
import { can } from '../../lib/permissions';
import { type Said, said } from '../../lib/said';
import type { Actor } from '../audit';
import { refundStateOf } from './event-orders.service';
import { ticketNotRefundable, writeRefund } from './refund-order';
import { assertRefundStaff, assertRefundsOf } from './staff-access';
import { heldTicketsOfOrder, refundableOrder, refundedSoFar } from './staff-refunds.queries';
import type { StaffRefundBody } from './staff-refunds.schemas';

/** The amount rule's reasons (openapi/src/staff-refund-amount.ts) in the reader's language. */
const AMOUNT_WORDS: Record<StaffRefundReason, Said> = {
  nothing_chosen: said(m.problem_codes_refund_choose_tickets_or_amount),
  ticket_twice: said(m.problem_codes_refund_ticket_twice),
  complimentary_amount: said(m.problem_codes_refund_complimentary_no_amount),
  complimentary_none_chosen: said(m.problem_codes_refund_choose_complimentary),
  fee_with_amount: said(m.problem_codes_refund_fee_with_amount),
  fee_without_all_tickets: said(m.problem_codes_refund_fee_all_tickets),
};

export const refundByActor = (actor: Actor) => ({
  id: actor.user.id,
  email: actor.user.email,
  requestId: actor.requestId,
  clientRequestId: actor.clientRequestId,
});

/**
 * `POST /api/orders/{id}/refunds`: the event's organizer or an admin gives back some or all of a paid
 * order (decisions.md item 57), written by writeRefund in one transaction: its conditional statements
 * decide two refunds at once (the second finds less left: 409), whatever was read here before.
 */
export async function refundOrder(deps: AppDeps, actor: Actor, orderId: string, body: z.infer<typeof StaffRefundBody>) {
  assertRefundStaff(actor.user);
  if (body.includeUsed && !can(actor.user.role, 'manage-all-events')) {
    throw forbidden(said(m.problem_codes_used_tickets_admin_only));
  }
  assertRefundsOf(actor.user, await refundableOrder(deps.db, orderId), 'Order');

  return deps.db.transaction(async (tx) => {
    const order = await refundableOrder(tx, orderId, true);
    if (!order) throw notFound(said(m.problem_order_not_found));
    const held = await heldTicketsOfOrder(tx, orderId);
    // A ticket given back (or transferred) since the screen was drawn: the same 409 as writeRefund's.
    if (body.ticketIds?.some((id) => !held.some((t) => t.id === id))) throw ticketNotRefundable();
    const figures = {
      totalMinor: Number(order.total_minor),
      serviceFeeMinor: Number(order.service_fee_minor),
      refundedMinor: Number(order.refunded_minor),
      isManual: order.is_manual,
      held: held.map((t) => ({ id: t.id, priceMinor: Number(t.price_minor) })),
    };
    const amount = staffRefundAmount(body, figures);
    if ('errors' in amount)
      throw validationFailed(amount.errors.map(({ path, reason }) => ({ path, message: AMOUNT_WORDS[reason] })));
    const ticketIds = body.ticketIds ?? [];
    const refundId = await writeRefund(tx, {
      orderId,
      ticketIds,
      amountMinor: amount.amountMinor,
      feeMinor: amount.feeMinor,
      cause: 'staff',
      reason: body.reason,
      by: refundByActor(actor),
      includeUsed: body.includeUsed,
    });
    const { currency, refundedMinor, validTickets } = await refundedSoFar(tx, orderId);
    return {
      refund: {
        id: refundId,
        amountMinor: amount.amountMinor,
        feeMinor: amount.feeMinor,
        currency,
        tickets: ticketIds,
      },
      order: { id: orderId, refundedMinor, refundState: refundStateOf({ ...figures, refundedMinor }, validTickets) },
    };
  });
}
