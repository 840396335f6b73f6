import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { events, orders, refundRequests, users } from '../../../db/schema';

/** A buyer's refund request as its organizer's mail tells it: who, which order, how many tickets, why. */
export async function refundRequestMailData(deps: AppDeps, requestId: string) {
  const [row] = await deps.db
    .select({
      orderId: refundRequests.orderId,
      reason: refundRequests.reason,
      tickets: sql<number>`cardinality(${refundRequests.ticketIds})`,
      buyerName: sql<string>`coalesce(${orders.customerName}, ${users.name})`,
      event: {
        title: events.title,
        titleMs: events.titleMs,
        startsAt: events.startsAt,
        timeZone: events.timeZone,
        venue: events.venue,
      },
    })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(refundRequests.id, requestId));
  if (!row) throw new Error(`refund request ${requestId} is gone: its mail cannot be written`);
  return {
    ...row,
    tickets: Number(row.tickets),
    number: row.orderId.slice(0, 8),
    event: { ...row.event, startsAt: row.event.startsAt.toISOString() },
  };
}

export type RefundRequestForMail = Awaited<ReturnType<typeof refundRequestMailData>>;
