import type { AppDeps } from '../../context';
import type { Queryable } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { completePaidOrder } from './complete-order';
import { FAILURE } from './failure-reasons';
import { releaseHoldsTogether } from './holds';
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
  /** Orders found paid while settling and completed by this pass (with their tickets), not released. */
  paid: number;
  /** Tickets given back to stock by the holds this pass released. */
  stockReleased: number;
  /** Payment intents of those released orders now cancelled at the provider. */
  intentsCancelled: number;
  /** Whether lapsed holds were left for the next pass (the batch was full). */
  more: boolean;
}

const HOLDS_PER_PASS = 500;

/** Holds released per transaction: a batch commits (with its audit row, for an admin's run) as one. */
const RELEASES_PER_BATCH = 50;

/**
 * A batch also commits once its first hold has waited this long: with a slow provider, 50 settles
 * take many seconds, and lapsed stock stays unsellable until its batch commits (a flash sale's buyers
 * wait for it).
 */
export const BATCH_WAIT_MS = 1000;

/** What one committed batch changed; `onBatch` writes it in that batch's transaction. */
export type HoldBatch = Omit<HoldSweep, 'more'>;
type OnHoldBatch = (tx: Queryable, batch: HoldBatch) => Promise<void>;

/**
 * Lapsed holds (decisions.md item 5). An order with a payment intent is settled with the provider first
 * (settle-payment: cancelled there, then read back), so a payment that succeeded before a crash or a
 * closed tab is completed with the stock it still holds, never released unpaid-for. The unpaid ones
 * are then released RELEASES_PER_BATCH to a transaction (or fewer, once the batch's first hold has
 * waited BATCH_WAIT_MS for the settles after it), each by one conditional statement, so
 * several instances sweeping at once (or an admin's runs beside them) release each hold exactly once,
 * and only the one that released it counts it; `onBatch` (an admin's run: its audit row) runs in each
 * batch's transaction, so a batch and its row commit, or are lost to a crash, together. `paid` counts
 * only the orders this pass itself completed.
 */
export async function releaseLapsedHolds(
  deps: AppDeps,
  limit = HOLDS_PER_PASS,
  onBatch?: OnHoldBatch,
): Promise<HoldSweep> {
  const lapsed = await findLapsedHolds(deps.db, limit);
  const sweep: HoldSweep = {
    released: 0,
    paid: 0,
    stockReleased: 0,
    intentsCancelled: 0,
    more: lapsed.length === limit,
  };
  let waiting: { id: string; intentCancelled: boolean }[] = [];
  let paidSinceBatch = 0;
  /** When the batch's first hold started to wait (Date.now()), if it has one. */
  let waitingSince = 0;
  const commitBatch = async () => {
    if (!waiting.length && !paidSinceBatch) return;
    const orders = waiting;
    const paid = paidSinceBatch;
    waiting = [];
    paidSinceBatch = 0;
    const batch = await inTransaction(deps.db, async (tx) => {
      const returned = await releaseHoldsTogether(
        tx,
        orders.map((o) => o.id),
        'cancelled',
        FAILURE.holdExpired,
      );
      const done: HoldBatch = {
        released: returned.size,
        paid,
        stockReleased: [...returned.values()].reduce((n, q) => n + q, 0),
        intentsCancelled: orders.filter((o) => o.intentCancelled && returned.has(o.id)).length,
      };
      if (onBatch && (done.released || done.paid)) await onBatch(tx, done);
      return done;
    });
    sweep.released += batch.released;
    sweep.paid += batch.paid;
    sweep.stockReleased += batch.stockReleased;
    sweep.intentsCancelled += batch.intentsCancelled;
  };
  for (const order of lapsed) {
    const settled = await settleFirst(deps, order);
    // Completed by this pass: counted; completed by someone else: neither counted nor released.
    if (settled === 'paid') paidSinceBatch += 1;
    else if (settled !== 'paid_elsewhere') {
      // Cancelled, still processing, or the provider silent: the hold goes back all the same. A
      // payment that succeeds later finds its stock again or is refunded (complete-order.ts).
      if (!waiting.length) waitingSince = Date.now();
      waiting.push({ id: order.id, intentCancelled: settled === 'intent_cancelled' });
    }
    // Checked after each settle: a hold waits at most BATCH_WAIT_MS or one settle longer.
    if (waiting.length >= RELEASES_PER_BATCH || (waiting.length && Date.now() - waitingSince >= BATCH_WAIT_MS)) {
      await commitBatch();
    }
  }
  await commitBatch();
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
    if (settled === 'paid' || settled === 'paid_elsewhere') {
      if (settled === 'paid') sweep.paid += 1;
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
 * it went through and this call completed the order, 'paid_elsewhere' when it went through and the
 * order was completed (or refunded) by someone else or earlier, 'intent_cancelled' when its intent was
 * cancelled at the provider, 'unsettled' otherwise (no intent, still processing, provider silent).
 */
async function settleFirst(deps: AppDeps, order: { id: string; paymentIntentId: string | null }) {
  if (!order.paymentIntentId) return 'unsettled';
  const settled = await cancelOrComplete(deps, order.id, order.paymentIntentId);
  if (settled === 'completed') return 'paid';
  if (wasPaid(settled)) return 'paid_elsewhere';
  return settled === 'canceled' ? 'intent_cancelled' : 'unsettled';
}

/**
 * How long a confirmation is left to the instance doing it before the sweep asks the provider itself:
 * a confirm is a provider call or two, so one marked longer ago than this has most likely stopped.
 */
export const CONFIRMING_GRACE_SECONDS = 30;

/**
 * Pending orders whose payment confirmation began but did not finish (the instance stopped between
 * the provider's success and the order's completion): once the mark is CONFIRMING_GRACE_SECONDS old,
 * the provider is asked, and a payment that went through completes the order with the stock it still
 * holds, long before the hold lapses. Confirmations still under way elsewhere are left alone (no call
 * to the provider for each of them from every instance every minute). Nothing is cancelled here: a
 * buyer may still be paying. A payment still processing keeps its mark; any other answer clears it.
 * Completing is idempotent, so instances sweeping at once do no harm; `paid` counts only the orders
 * this pass itself completed.
 */
export async function settleConfirmingPayments(deps: AppDeps, limit = HOLDS_PER_PASS) {
  let paid = 0;
  for (const order of await findConfirmingPayments(deps.db, limit, CONFIRMING_GRACE_SECONDS)) {
    if (!order.paymentIntentId || !order.confirmingAt) continue;
    const intent = await deps.payments.retrieveIntent(order.paymentIntentId).catch((err) => {
      deps.log.warn({ err, orderId: order.id }, 'payment intent could not be read');
      return null;
    });
    if (!intent || intent.status === 'processing') continue;
    if (intent.status === 'succeeded') {
      // Completed by someone else meanwhile (the confirm itself, a webhook, another instance): not ours to count.
      if ((await completePaidOrder(deps, order.id, order.paymentIntentId, intent.paidWith)) === 'completed') paid += 1;
    } else {
      await clearPaymentConfirming(deps.db, order.id, order.confirmingAt);
    }
  }
  return { paid };
}
