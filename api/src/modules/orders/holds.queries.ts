import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders, ticketTypes, waitingListEntries } from '../../db/schema';
import { reservedLeftOf } from './reserved-stock';

/** Stock freed for a waiting list (at commit): wakes every instance's offer run. */
export const WAITING_LIST_CHANNEL = 'waiting_list';

/**
 * Takes `quantity` of a ticket type, or nothing: one conditional statement, so two buyers can
 * never both take the last ticket (no read-then-write).
 */
export async function takeStock(db: Queryable, ticketTypeId: number, quantity: number) {
  const [row] = await db
    .update(ticketTypes)
    .set({ soldQuantity: sql`${ticketTypes.soldQuantity} + ${quantity}` })
    .where(
      and(
        eq(ticketTypes.id, ticketTypeId),
        eq(ticketTypes.isActive, true),
        sql`${ticketTypes.quantity} - ${ticketTypes.soldQuantity} >= ${quantity}`,
      ),
    )
    .returning({ id: ticketTypes.id });
  return row !== undefined;
}

/**
 * Gives stock back, in one statement: to sale, or, when the type's waiting list is on and someone
 * waits, to the list (docs/design/waiting-list.md): the tickets stay counted as sold, so the public
 * still sees the type sold out, and are marked freed for the job engine to offer. What a code's
 * reservation still needs goes back to sale, for the code's holders (its uses were given back first).
 * The notice wakes the offer run at commit.
 */
export async function giveBackStock(db: Queryable, ticketTypeId: number, quantity: number) {
  const waiting = sql`${ticketTypes.waitingListOn} and exists (select 1 from ${waitingListEntries} e
    where e.ticket_type_id = ${ticketTypeId} and e.state = 'waiting')`;
  const unsoldAfter = sql`${ticketTypes.quantity} - ${ticketTypes.soldQuantity} + ${quantity}`;
  const beyondReserved = sql`greatest(0, ${unsoldAfter} - ${reservedLeftOf(ticketTypes.eventId, ticketTypeId)})`;
  const toList = sql`case when ${waiting} then least(${quantity}, ${beyondReserved}) else 0 end`;
  const [row] = await db
    .update(ticketTypes)
    .set({
      soldQuantity: sql`${ticketTypes.soldQuantity} - ${quantity} + ${toList}`,
      waitingListFreed: sql`${ticketTypes.waitingListFreed} + ${toList}`,
    })
    .where(eq(ticketTypes.id, ticketTypeId))
    .returning({ freed: ticketTypes.waitingListFreed });
  if (row && row.freed > 0) await db.execute(sql`select pg_notify(${WAITING_LIST_CHANNEL}, '')`);
}

/**
 * Stock an organizer adds while people wait goes to the list as given-back stock does: raised and
 * kept in one statement, in the edit's transaction, only while the list is on and someone waits.
 * Answers the type's row when it was kept.
 */
export async function keepAddedStockForList(db: Queryable, ticketTypeId: number, added: number) {
  const [row] = await db
    .update(ticketTypes)
    .set({
      soldQuantity: sql`${ticketTypes.soldQuantity} + ${added}`,
      waitingListFreed: sql`${ticketTypes.waitingListFreed} + ${added}`,
    })
    .where(
      and(
        eq(ticketTypes.id, ticketTypeId),
        eq(ticketTypes.waitingListOn, true),
        sql`${ticketTypes.quantity} - ${ticketTypes.soldQuantity} >= ${added}`,
        sql`exists (select 1 from ${waitingListEntries} e where e.ticket_type_id = ${ticketTypeId} and e.state = 'waiting')`,
      ),
    )
    .returning();
  if (row) await db.execute(sql`select pg_notify(${WAITING_LIST_CHANNEL}, '')`);
  return row;
}

/**
 * Moves a pending order that still holds stock out of 'pending' and clears its hold, in one
 * conditional statement: of any number of concurrent releases exactly one gets true.
 */
export async function markReleased(db: Queryable, orderId: string, status: 'failed' | 'cancelled', reason: string) {
  const [released] = await db
    .update(orders)
    .set({ status, holdExpiresAt: null, failureReason: reason, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), sql`${orders.holdExpiresAt} is not null`))
    .returning({ id: orders.id });
  return released !== undefined;
}
