import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ticketTypes, waitingListEntries } from '../../db/schema';

/**
 * The waiting list's stock (docs/design/waiting-list.md). Freed tickets are counted in sold_quantity
 * and in waiting_list_freed; each change here is one conditional statement on the type's row, so two
 * instances, a sweep and an organizer at once each get a ticket once.
 */

/**
 * Takes `quantity` for an offer: from freed stock first, then, only for an offer made by hand
 * (`fromSale`), from what is on sale. Answers false when there is not enough.
 */
export async function takeForOffer(db: Queryable, ticketTypeId: number, quantity: number, fromSale: boolean) {
  const fromFreed = sql`least(${ticketTypes.waitingListFreed}, ${quantity})`;
  const [row] = await db
    .update(ticketTypes)
    .set({
      waitingListFreed: sql`${ticketTypes.waitingListFreed} - ${fromFreed}`,
      soldQuantity: sql`${ticketTypes.soldQuantity} + (${quantity} - ${fromFreed})`,
    })
    .where(
      and(
        eq(ticketTypes.id, ticketTypeId),
        fromSale
          ? sql`${ticketTypes.waitingListFreed} + (${ticketTypes.quantity} - ${ticketTypes.soldQuantity}) >= ${quantity}`
          : sql`${ticketTypes.waitingListFreed} >= ${quantity}`,
      ),
    )
    .returning({ id: ticketTypes.id });
  return row !== undefined;
}

/**
 * Freed stock back on sale when nobody is left waiting (or the list is off; or, `evenIfWaiting`, when the
 * type cannot sell now and offers would never take it): answers how many went
 * back. Conditional on the row as it is, so a join or an offer racing it finds either state whole.
 */
export async function releaseFreedToSale(db: Queryable, ticketTypeId: number, { evenIfWaiting = false } = {}) {
  // Locked first: FOR NO KEY UPDATE reads the row's latest version, so `released` is what is given back.
  const [row] = await db.execute<{ released: number }>(sql`
    with locked as (
      select id, waiting_list_freed as released from ${ticketTypes}
      where id = ${ticketTypeId} and waiting_list_freed > 0
        and (${evenIfWaiting} or not waiting_list_on or not exists (select 1 from ${waitingListEntries} e
          where e.ticket_type_id = ${ticketTypeId} and e.state = 'waiting'))
      for no key update)
    update ${ticketTypes} t
    set sold_quantity = t.sold_quantity - l.released, waiting_list_freed = t.waiting_list_freed - l.released
    from locked l where t.id = l.id
    returning l.released`);
  return row ? Number(row.released) : 0;
}

/** Types with freed stock waiting for an offer (the job's round), a bounded batch. */
export async function typesWithFreedStock(db: Queryable, limit: number) {
  const rows = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(sql`${ticketTypes.waitingListFreed} > 0`)
    .orderBy(ticketTypes.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * The list's switch and offer hours; turning it off puts freed stock back on sale in the same
 * statement. Answers the row as it now is.
 */
export async function setWaitingList(db: Queryable, ticketTypeId: number, on: boolean, offerHours: number) {
  const [row] = await db
    .update(ticketTypes)
    .set({
      waitingListOn: on,
      offerHours,
      soldQuantity: on ? undefined : sql`${ticketTypes.soldQuantity} - ${ticketTypes.waitingListFreed}`,
      waitingListFreed: on ? undefined : 0,
      updatedAt: sql`now()`,
    })
    // A free type never gets a list (an offer is an order to pay): checked in the statement, so a price set
    // to 0 at the same moment cannot slip between the check and the switch. Undefined: refused.
    .where(and(eq(ticketTypes.id, ticketTypeId), on ? sql`${ticketTypes.priceMinor} > 0` : undefined))
    .returning();
  return row;
}
