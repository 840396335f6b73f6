import { m } from '@pentas/i18n/messages';
import { fromMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { can } from '../../lib/permissions';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import {
  claimStartAgain,
  dropStartAgainClaim,
  FAILURE,
  linkStartAgain,
  orderById,
  orderLines,
  paidMeanwhile,
  releaseHold,
  settleBeforeGivingUp,
  unlinkStartAgain,
} from '../orders';
import { codeTextById } from '../promo-codes';
import { checkoutAgain, startedAgainElsewhere } from './checkout.service';
import { failedOrder } from './resume.service';

/** Why an order started again left 'pending', when it still held its tickets. */

type Order = NonNullable<Awaited<ReturnType<typeof orderById>>>;

export const alreadyStartedAgain = (newOrderId: string) =>
  conflict(said(m.problem_checkout_already_started_again, { number: newOrderId.slice(0, 8) }), 'order_started_again');

/** The answer for an order that cannot be started again as it is now. */
function notStartable(order: Order) {
  if (order.status === 'completed') return paidMeanwhile();
  if (order.status === 'failed') return failedOrder(order.failureReason);
  if (order.startedAgainAs) return alreadyStartedAgain(order.startedAgainAs);
  if (order.startAgainClaimedAt) return startedAgainElsewhere();
  return conflict(said(m.problem_checkout_cannot_start_again), 'order_changed');
}

/**
 * `POST /api/orders/{id}/start-again` (decisions.md items 37-38): the buyer's own unpaid order
 * (pending, its hold lapsed or not, or cancelled) becomes a new checkout for the same ticket types and
 * quantities, priced as they are now. The rule: the buyer ends with the old hold or a new one, never
 * both, and pays at most once.
 * 1. A claim on the old order (orders/start-again.queries.ts): of two clicks at once, one goes on, the
 *    other is refused (409 order_started_again) before anything is given back or taken.
 * 2. The old payment made final as a delete makes it (settle-payment.ts): cancelled at the provider,
 *    then read back; one that went through completes the old order instead (409 order_completed), and
 *    no late payment of it can succeed afterwards.
 * 3. The old hold given back by the release's one conditional statement (a sweep racing it finds it
 *    done, or does it first).
 * 4. The new checkout: priced, held (the same stock, sales-window and cap rules as any checkout: sold
 *    out, sales_ended, … refuse it, and the old order stays cancelled), linked to the old order while
 *    the claim is still this request's, then its payment opened.
 * A refusal after the claim ends the claim (or undoes the link), so the buyer can try again.
 */
export async function startAgain(deps: AppDeps, user: SessionUser, orderId: string) {
  if (!can(user.role, 'purchase-tickets')) throw forbidden(said(m.problem_cannot_buy));
  const old = await orderById(deps, orderId);
  if (!old || old.userId !== user.id) throw notFound(said(m.problem_order_not_found));
  const claimedAt = await claimStartAgain(deps.db, old.id, user.id);
  if (!claimedAt) throw notStartable((await orderById(deps, orderId)) ?? old);

  let linked: string | undefined;
  try {
    await settleBeforeGivingUp(deps, old);
    if (old.status === 'pending') await releaseHold(deps.db, old.id, 'cancelled', FAILURE.startedAgain);
    const started = await checkoutAgain(deps, user, await sameTickets(deps, old), old.affiliateCodeId, async (id) => {
      if (!(await linkStartAgain(deps.db, old.id, claimedAt, id))) return false;
      linked = id;
      return true;
    });
    const held = await orderById(deps, started.orderId);
    return { ...started, expiresAt: held?.holdExpiresAt?.toISOString() ?? null };
  } catch (err) {
    if (linked) await unlinkStartAgain(deps.db, old.id, linked);
    else await dropStartAgainClaim(deps.db, old.id, claimedAt);
    throw err;
  }
}

/** The old order's checkout request: its ticket types, quantities, details and channel. */
async function sameTickets(deps: AppDeps, old: Order) {
  const lines = await orderLines(deps, old.id);
  return {
    eventId: old.eventId,
    currency: old.currency,
    // The price it was held at; the new order is priced as the tickets are now.
    orderItems: lines.map((l) => ({
      ticketTypeId: l.ticketTypeId,
      quantity: l.quantity,
      unitPrice: fromMinor(l.unitPriceMinor),
    })),
    customerData:
      old.customerName && old.customerEmail ? { fullName: old.customerName, email: old.customerEmail } : undefined,
    // Its code too, priced and counted again as a new checkout's (a code since deleted or used up is refused).
    code: old.promoCodeId === null ? undefined : await codeTextById(deps.db, old.promoCodeId),
    channel: old.channel === 'widget' ? ('widget' as const) : ('web' as const),
  };
}
