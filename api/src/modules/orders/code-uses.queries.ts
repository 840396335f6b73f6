import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderItems, orders, promoCodes, tickets } from '../../db/schema';

/**
 * A code's uses given back, with the stock they came with (docs/design/promo-codes.md): each is one
 * statement in the transaction that gives the stock back, before it (codes are locked before ticket
 * types, as the checkout's hold function locks them). Uses are the tickets of the lines priced with
 * the code: those that keep a list price.
 */

/**
 * Locks the codes named by `codeIds` (a subquery) in id order, as the hold function does: an UPDATE … FROM
 * would lock them in whatever order its plan reads them, and a hold locking the same codes by id could
 * then wait on it in a cycle (a deadlock, a 500 for the hold's buyers).
 */
const lockCodesInIdOrder = (tx: Queryable, codeIds: SQL) =>
  tx.execute(sql`select pc.id from ${promoCodes} pc where pc.id in (${codeIds}) order by pc.id for no key update`);

/** The uses of orders just released (their hold lapsed, deleted, cancelled), per code, in code id order. */
export async function giveBackOrderUses(tx: Queryable, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await lockCodesInIdOrder(tx, sql`select o.promo_code_id from ${orders} o where o.id in ${orderIds}`);
  await tx.execute(sql`
    update ${promoCodes} pc set used = greatest(pc.used - given.uses, 0), updated_at = now()
    from (select o.promo_code_id as id, sum(oi.quantity)::int as uses
          from ${orders} o join ${orderItems} oi on oi.order_id = o.id
          where o.id in ${orderIds} and o.promo_code_id is not null and oi.list_price_minor is not null
          group by 1 order by 1) given
    where pc.id = given.id`);
}

/** The uses of tickets just refunded or cancelled: one each, when its line was priced with the code. */
export async function giveBackTicketUses(tx: Queryable, ticketIds: string[]) {
  if (ticketIds.length === 0) return;
  await lockCodesInIdOrder(
    tx,
    sql`select o.promo_code_id from ${tickets} t join ${orders} o on o.id = t.order_id where t.id in ${ticketIds}`,
  );
  await tx.execute(sql`
    update ${promoCodes} pc set used = greatest(pc.used - given.uses, 0), updated_at = now()
    from (select o.promo_code_id as id, count(*)::int as uses
          from ${tickets} t join ${orderItems} oi on oi.id = t.order_item_id join ${orders} o on o.id = t.order_id
          where t.id in ${ticketIds} and o.promo_code_id is not null and oi.list_price_minor is not null
          group by 1 order by 1) given
    where pc.id = given.id`);
}

/**
 * A late payment's order takes its uses again with its stock (complete-order.ts), within the code's
 * limit: false when the code has too few left (the payment is then refunded, as for stock).
 */
export async function takeOrderUsesAgain(tx: Queryable, orderId: string) {
  const [row] = await tx.execute<{ wanted: number; taken: number }>(sql`
    with wanted as (
      select o.promo_code_id as id, sum(oi.quantity)::int as uses
      from ${orders} o join ${orderItems} oi on oi.order_id = o.id
      where o.id = ${orderId} and o.promo_code_id is not null and oi.list_price_minor is not null
      group by 1),
    taken as (
      update ${promoCodes} pc set used = pc.used + w.uses, updated_at = now() from wanted w
      where pc.id = w.id and (pc.max_uses is null or pc.used + w.uses <= pc.max_uses)
      returning pc.id)
    select (select count(*) from wanted)::int as "wanted", (select count(*) from taken)::int as "taken"`);
  return Number(row.wanted) === Number(row.taken);
}
