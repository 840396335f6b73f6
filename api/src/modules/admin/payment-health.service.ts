import { m } from '@pentas/i18n/messages';
import { DEFAULT_TIME_ZONE, fromMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { assertCan } from '../../lib/access';
import { conflict, notFound } from '../../lib/errors';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { type Actor, recordAudit } from '../audit';
import { settleRefundByHand } from '../refunds';
import { attemptsByMethod, failuresByCode, ordersSince, refundsToSettle, stuckHolds } from './payment-health.queries';

/** The panel lists this many refunds to settle (the oldest first); the count says how many in all. */
const REFUNDS_LISTED = 50;
const PAY_BY_HAND = 'Pay the buyer back by bank transfer, then mark it settled.';

/** Stripe's refund failure reasons, as an operator reads them. */
const REFUSALS: Record<string, string> = {
  expired_or_canceled_card: "the buyer's card has expired or was cancelled",
  lost_or_stolen_card: "the buyer's card was reported lost or stolen",
  declined: "the buyer's bank declined it",
  insufficient_funds: 'the payment account had too little balance to pay it',
  charge_for_pending_refund_disputed: 'the buyer disputed the payment',
  merchant_request: 'it was cancelled at the provider',
};

/** Why a refund needs a hand, in words: the provider's refusal, or the window that passed (its own words). */
function whyOf(state: 'failed' | 'manual', reason: string | null) {
  // The window's words end with what to do ("…: pay the buyer back …"), said apart in whatToDo.
  if (state === 'manual') return reason ? `${reason.split(':')[0]}.` : 'The payment can no longer be refunded.';
  if (reason?.startsWith('The payment provider')) return reason;
  const words = reason ? REFUSALS[reason] : undefined;
  return words ? `The payment provider refused it: ${words}.` : 'The payment provider refused it, without saying why.';
}

/** A payment failure rate above 50% counts as high: the panel flags it for an operator to look into. */
const HIGH_FAILURE_RATE_PERCENT = 50;

/**
 * `GET /api/admin/payment-health`: today's failures, orders and failure rate, 'today' being Kuala
 * Lumpur's day (decisions.md item 3), plus what an operator acts on: where the failures are (method,
 * decline code) and holds the sweep has not released (the 'Cancel Pending Payments' button releases them).
 */
export async function paymentHealth(deps: AppDeps, user: SessionUser) {
  assertCan(user, 'admin-panel');
  const [todayOrders, byMethod, byErrorCode, stuck, toSettle] = await Promise.all([
    ordersSince(deps.db, DEFAULT_TIME_ZONE),
    attemptsByMethod(deps.db, DEFAULT_TIME_ZONE),
    failuresByCode(deps.db, DEFAULT_TIME_ZONE),
    stuckHolds(deps.db),
    refundsToSettle(deps.db, REFUNDS_LISTED),
  ]);
  const attempts = byMethod.reduce((n, m) => n + m.attempts, 0);
  const todayFailures = byMethod.reduce((n, m) => n + m.failures, 0);
  const failureRate = attempts ? Math.round((todayFailures / attempts) * 1000) / 10 : 0;
  return {
    todayFailures,
    todayOrders,
    todayAttempts: attempts,
    failureRate,
    failureRateHigh: failureRate > HIGH_FAILURE_RATE_PERCENT,
    byMethod,
    byErrorCode,
    stuckOrders: {
      count: stuck.orders,
      ticketsHeld: stuck.tickets,
      oldestHoldExpiredAt: stuck.oldestHoldExpiredAt ? new Date(stuck.oldestHoldExpiredAt).toISOString() : null,
    },
    refundsToSettle: {
      count: toSettle.count,
      refunds: toSettle.rows.map((r) => {
        const state = r.state === 'manual' ? ('manual' as const) : ('failed' as const);
        return {
          id: r.id,
          orderId: r.orderId,
          eventTitle: r.eventTitle,
          customerEmail: r.customerEmail,
          amount: fromMinor(r.amountMinor),
          currency: r.currency,
          state,
          why: whyOf(state, r.failureReason),
          whatToDo: PAY_BY_HAND,
          createdAt: r.createdAt.toISOString(),
        };
      }),
    },
  };
}

/**
 * `POST /api/admin/refunds/{id}/settle`: an admin paid a failed or manual refund back by hand. One
 * conditional statement (refunds/settle-by-hand.ts) with its audit row in the same transaction: of two
 * admins at once, one settles it and the other is told it is settled already.
 */
export async function settleRefund(deps: AppDeps, actor: Actor, refundId: string, note: string) {
  assertCan(actor.user, 'admin-panel');
  return deps.db.transaction(async (tx) => {
    const answer = await settleRefundByHand(tx, refundId, note);
    if (!answer) throw notFound(said(m.problem_account_refund_not_found));
    const settled = answer.before;
    if (!answer.settled) {
      throw conflict(said(m.problem_account_refund_not_to_settle, { state: settled.state }), 'refund_not_to_settle');
    }
    await recordAudit(tx, actor, {
      action: 'refund.settle_by_hand',
      targetType: 'refund',
      targetId: settled.id,
      before: { state: settled.state, reason: settled.failure_reason },
      after: {
        state: 'succeeded',
        note,
        orderId: settled.order_id,
        amountMinor: Number(settled.amount_minor),
        currency: settled.currency,
      },
    });
    return { id: settled.id, state: 'succeeded' as const };
  });
}
