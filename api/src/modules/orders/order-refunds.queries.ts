import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { refundRequests, refunds } from '../../db/schema';

/** The order's refunds, oldest first, as its page shows them. */
export async function refundsOfOrder(db: Queryable, orderId: string) {
  return db
    .select({
      id: refunds.id,
      amountMinor: refunds.amountMinor,
      feeMinor: refunds.feeMinor,
      currency: refunds.currency,
      state: refunds.state,
      cause: refunds.cause,
      reason: refunds.reason,
      tier: refunds.tier,
      createdAt: refunds.createdAt,
      settledAt: refunds.settledAt,
    })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** The buyer's refund requests on the order (those sent to the organizer), oldest first. */
export async function refundRequestsOfOrder(db: Queryable, orderId: string) {
  return db
    .select({
      id: refundRequests.id,
      state: refundRequests.state,
      reason: refundRequests.reason,
      decisionReason: refundRequests.decisionReason,
      ticketIds: refundRequests.ticketIds,
      refundId: refundRequests.refundId,
      createdAt: refundRequests.createdAt,
      decidedAt: refundRequests.decidedAt,
    })
    .from(refundRequests)
    .where(eq(refundRequests.orderId, orderId))
    .orderBy(asc(refundRequests.createdAt), asc(refundRequests.id));
}
