import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { orderItems, orders, refunds, tickets } from '../../db/schema';

/*
 * Every figure net of refunds (issue 29, decisions.md item 61), written once for analytics, the exports,
 * resellers' and affiliates' figures and the box-office tracker:
 * - Tickets sold: the tickets of paid orders less those given back (status 'refunded', or 'cancelled'
 *   for a complimentary ticket; only a refund sets either).
 * - Revenue (the ticket prices, the organizer's): paid less each refund's ticket part (amount - fee part).
 * - Service fees (the platform's): paid less each refund's fee part (`refunds.fee_minor`: a buyer's own
 *   refund keeps the fee, a cancellation gives it back).
 * A refund counts from the moment it is written (pending, failed or settled by hand alike: the money is
 * owed back), on the day of the sale it reduces (trends are per sale, not per refund).
 */

/** Orders as `o`, for hand-written SQL (`from ${orders} o`) that uses the fragments below. */
export const ordersAsO = alias(orders, 'o');

interface OrderColumns {
  id: AnyPgColumn;
  isManual: AnyPgColumn;
  totalMinor: AnyPgColumn;
  serviceFeeMinor: AnyPgColumn;
  refundedMinor: AnyPgColumn;
}

/**
 * What a completed order still owes its buyer if refunded in full (decisions.md item 62): what was paid
 * less what is back; nothing for a complimentary (box-office) order, whose tickets are cancelled, not
 * refunded, whatever their face value. The one rule for the cancellation job, its progress and the delete rule.
 */
export const owedBack = (o: OrderColumns = orders): SQL =>
  sql`(case when ${o.isManual} then 0 else ${o.totalMinor} + ${o.serviceFeeMinor} - ${o.refundedMinor} end)`;

/** A completed order paid through us (something paid, not complimentary): the orders a cancellation refunds. */
export const paidThroughUs = (o: OrderColumns = orders): SQL =>
  sql`(not ${o.isManual} and ${o.totalMinor} + ${o.serviceFeeMinor} > 0)`;

/** Ticket statuses that no longer count as sold. */
const givenBack = sql.raw(`('refunded', 'cancelled')`);

/** The refunds' fee part of an order (the subquery runs only for an order with a refund). */
const refundedFee = (o: OrderColumns) =>
  sql`(case when ${o.refundedMinor} = 0 then 0
    else (select coalesce(sum(r.fee_minor), 0) from ${refunds} r where r.order_id = ${o.id}) end)`;

const boughtOf = (o: OrderColumns) =>
  sql`(select coalesce(sum(oi.quantity), 0) from ${orderItems} oi where oi.order_id = ${o.id})`;
const givenBackOf = (o: OrderColumns) =>
  sql`(select count(*) from ${tickets} t where t.order_id = ${o.id} and t.status in ${givenBack})`;

/**
 * What an order keeps of its ticket prices: its subtotal less the refunds' ticket parts. A box-office
 * order was not paid through us: its value is its tickets' prices, and a cancelled ticket leaves it.
 */
export const netSubtotal = (o: OrderColumns = orders): SQL =>
  sql`(case when ${o.isManual}
    then coalesce(${o.totalMinor} * (${boughtOf(o)} - ${givenBackOf(o)}) / nullif(${boughtOf(o)}, 0), 0)
    else ${o.totalMinor} - ${o.refundedMinor} + ${refundedFee(o)} end)`;

/** What an order keeps of its service fee: the fee less the refunds' fee parts. */
export const netServiceFee = (o: OrderColumns = orders): SQL => sql`(${o.serviceFeeMinor} - ${refundedFee(o)})`;

/** Tickets of an order that count as sold: its items less its tickets given back. */
export const netTicketsOfOrder = (o: OrderColumns = orders): SQL => sql`(${boughtOf(o)} - ${givenBackOf(o)})::int`;

/**
 * Tickets given back per ticket type of one event: a subquery with `ticket_type_id` and `n` to subtract
 * from the paid orders' items (the (event, type, status) index answers it alone).
 */
export const givenBackPerType = (eventId: number) =>
  sql`(select t.ticket_type_id, count(*)::int as n from ${tickets} t
    where t.event_id = ${eventId} and t.status in ${givenBack} group by t.ticket_type_id)`;

/**
 * The refunds' ticket parts per ticket type of one event (`ticket_type_id`, `minor`): each refund's
 * ticket part spread over the tickets it gave back in proportion to their prices (a box-office ticket
 * cancelled takes its price out, as netSubtotal does). A refund naming no tickets (money only) reduces
 * the event's revenue but no type's.
 */
export const refundedPerType = (eventId: number) => sql`(
  select ticket_type_id, round(sum(share))::bigint as minor from (
    select t.ticket_type_id,
      case when o.is_manual then oi.unit_price_minor::numeric
        else (r.amount_minor - r.fee_minor) * oi.unit_price_minor::numeric
          / nullif(sum(oi.unit_price_minor) over (partition by r.id), 0) end as share
    from ${tickets} t
    join ${refunds} r on r.id = t.refund_id
    join ${orders} o on o.id = t.order_id
    join ${orderItems} oi on oi.order_id = t.order_id and oi.ticket_type_id = t.ticket_type_id
    where t.event_id = ${eventId} and t.status in ${givenBack}
  ) shares group by ticket_type_id)`;
