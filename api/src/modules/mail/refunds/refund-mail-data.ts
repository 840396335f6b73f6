import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { events, orders, refunds } from '../../../db/schema';

/** One refund as its mail tells it: the amount, why, the order and its event. Read when the mail is rendered. */
export async function refundMailData(deps: AppDeps, refundId: string) {
  const [row] = await deps.db
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      amountMinor: refunds.amountMinor,
      feeMinor: refunds.feeMinor,
      currency: refunds.currency,
      cause: refunds.cause,
      reason: refunds.reason,
      // Complimentary tickets, or a free order's: cancelled, nothing paid back (the mail says so).
      isManual: sql<boolean>`${orders.isManual} or ${orders.totalMinor} + ${orders.serviceFeeMinor} = 0`,
      event: {
        title: events.title,
        titleMs: events.titleMs,
        startsAt: events.startsAt,
        timeZone: events.timeZone,
        venue: events.venue,
        location: events.location,
        cancelReason: events.cancelReason,
      },
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(refunds.id, refundId));
  if (!row) throw new Error(`refund ${refundId} is gone: its mail cannot be written`);
  return {
    ...row,
    event: { ...row.event, startsAt: row.event.startsAt.toISOString() },
    number: row.orderId.slice(0, 8),
  };
}

export type RefundForMail = Awaited<ReturnType<typeof refundMailData>>;
