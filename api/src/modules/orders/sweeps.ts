import type { AppDeps } from '../../context';
import { completePaidOrder } from './complete-order';
import { releaseHold } from './holds';
import {
  cancelStalePending,
  clearPaymentConfirming,
  findConfirmingPayments,
  findLapsedHolds,
  findStalePending,
} from './orders.queries';
import { cancelOrComplete, wasPaid } from './settle-payment';

/** Pending orders are auto-cancelled after 24 hours, so none stays pending for good. */
const PENDING_ORDER_HOURS = 24;

/** What one pass over lapsed holds did; the admin panel's 'Cancel Pending Payments' answers it. */
export interface HoldSweep {
  /** Holds this pass released (orders cancelled): another pass racing it counts none of the same. */
  released: number;
  /** Orders found paid while settling: completed with their tickets (or refunded), not released. */
  paid: number;
  /** Tickets given back to stock by the holds this pass released. */
  stockReleased: number;
  /** Payment intents of those released orders now cancelled at the provider. */
  intentsCancelled: number;
  /** Whether lapsed holds were left for the next pass (the batch was full). */
  more: boolean;
}

const HOLDS_PER_PASS = 500;

/**
 * Lapsed holds (decisions.md item 5). An order with a payment intent is settled with the provider first
 * (settle-payment: cancelled there, then read back), so a payment that succeeded before a crash or a
 * closed tab is completed with the stock it still holds, never released unpaid-for. Each release is
 * one conditional statement on the order, so several instances sweeping at once (or an admin's run
 * beside them) release each hold exactly once, and only the one that released it counts it.
 */
export async function releaseLapsedHolds(deps: AppDeps, limit = HOLDS_PER_PASS): Promise<HoldSweep> {
  const lapsed = await findLapsedHolds(deps.db, limit);
  const sweep: HoldSweep = {
    released: 0,
    paid: 0,
    stockReleased: 0,
    intentsCancelled: 0,
    more: lapsed.length === limit,
  };
  for (const order of lapsed) {
    const settled = await settleFirst(deps, order);
    if (settled === 'paid') {
      sweep.paid += 1;
      continue;
    }
    // Cancelled, still processing, or the provider silent: the hold goes back all the same. A
    // payment that succeeds later finds its stock again or is refunded (complete-order.ts).
    const intentCancelled = settled === 'intent_cancelled';
    const returned = await releaseHold(deps.db, order.id, 'cancelled', 'The checkout hold expired.');
    if (returned > 0) {
      sweep.released += 1;
      sweep.stockReleased += returned;
      if (intentCancelled) sweep.intentsCancelled += 1;
    }
  }
  return sweep;
}

/** What one pass of the 24-hour rule did; the admin panel's 'Auto-Cancellation' answers it. */
export interface StaleSweep {
  /** Pending orders older than 24 hours that this pass found. */
  found: number;
  /** Of those, the ones this pass cancelled (one raced by another pass is counted by that one). */
  cancelled: number;
  /** Payment intents of the orders this pass cancelled, cancelled at the provider. */
  intentsCancelled: number;
  /** Orders found paid while settling: completed (or refunded), not cancelled. */
  paid: number;
  /** Whether stale orders were left for the next pass (the batch was full). */
  more: boolean;
}

/**
 * Pending orders are auto-cancelled after 24 hours. They hold no stock (their hold lapsed long
 * ago); one that still has a payment intent is settled first, as a lapsed hold is, so a payment that
 * went through is never cancelled unpaid-for. Each cancellation is one conditional statement.
 */
export async function cancelStalePendingOrders(deps: AppDeps, limit = HOLDS_PER_PASS): Promise<StaleSweep> {
  const stale = await findStalePending(deps.db, PENDING_ORDER_HOURS, limit);
  const sweep: StaleSweep = {
    found: stale.length,
    cancelled: 0,
    intentsCancelled: 0,
    paid: 0,
    more: stale.length === limit,
  };
  for (const order of stale) {
    const settled = await settleFirst(deps, order);
    if (settled === 'paid') {
      sweep.paid += 1;
      continue;
    }
    const intentCancelled = settled === 'intent_cancelled';
    if (await cancelStalePending(deps.db, order.id, PENDING_ORDER_HOURS)) {
      sweep.cancelled += 1;
      if (intentCancelled) sweep.intentsCancelled += 1;
    }
  }
  return sweep;
}

/**
 * An unpaid order's payment made final before the order is given up (settle-payment.ts): 'paid' when
 * it went through (the order is now completed or refunded), 'intent_cancelled' when its intent was
 * cancelled at the provider, 'unsettled' otherwise (no intent, still processing, provider silent).
 */
async function settleFirst(deps: AppDeps, order: { id: string; paymentIntentId: string | null }) {
  if (!order.paymentIntentId) return 'unsettled';
  const settled = await cancelOrComplete(deps, order.id, order.paymentIntentId);
  if (wasPaid(settled)) return 'paid';
  return settled === 'canceled' ? 'intent_cancelled' : 'unsettled';
}

/**
 * Pending orders whose payment confirmation began but did not finish (the instance stopped between
 * the provider's success and the order's completion): the provider is asked at once, and a payment
 * that went through completes the order with the stock it still holds, long before the hold lapses.
 * Nothing is cancelled here: a buyer may still be paying. A payment still processing keeps its mark;
 * any other answer clears it. Completing is idempotent, so instances sweeping at once do no harm.
 */
export async function settleConfirmingPayments(deps: AppDeps, limit = HOLDS_PER_PASS) {
  let paid = 0;
  for (const order of await findConfirmingPayments(deps.db, limit)) {
    if (!order.paymentIntentId || !order.confirmingAt) continue;
    const intent = await deps.payments.retrieveIntent(order.paymentIntentId).catch((err) => {
      deps.log.warn({ err, orderId: order.id }, 'payment intent could not be read');
      return null;
    });
    if (!intent || intent.status === 'processing') continue;
    if (intent.status === 'succeeded') {
      await completePaidOrder(deps, order.id, order.paymentIntentId);
      paid += 1;
    } else {
      await clearPaymentConfirming(deps.db, order.id, order.confirmingAt);
    }
  }
  return { paid };
}
