import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { orders } from '../../db/schema';
import { ordersAsO, owedBack } from '../orders';
import { REFUND_JOB, writeRefund } from './refund-order';

interface Due extends Record<string, unknown> {
  id: string;
  left: string | number;
  fee_left: string | number;
}

/** Orders refunded per transaction: a crash rolls back at most these, to be done again by the next run. */
const BATCH = 50;

/**
 * Orders of cancelled events still owing money back or holding tickets (a complimentary order owes
 * nothing: its tickets are cancelled), after `after` in id order (a run walks
 * them once): locked for this transaction and skipped by another instance's (SKIP LOCKED), so two
 * instances refund different orders at once.
 */
const dueAfter = (after: string) => sql`
  select o.id, ${owedBack(ordersAsO)} as left,
    greatest(0, least(case when o.is_manual then 0 else o.service_fee_minor end, ${owedBack(ordersAsO)})) as fee_left
  from ${orders} o join events e on e.id = o.event_id
  where e.cancelled_at is not null and o.status = 'completed' and o.id > ${after}::uuid
    and (${owedBack(ordersAsO)} > 0
      or exists (select 1 from tickets t where t.order_id = o.id and t.status in ('active', 'checked_in')))
  order by o.id
  limit ${BATCH}
  for update of o skip locked`;

/**
 * The cancellation job's step (decision 18): refunds every paid order of a cancelled event in full,
 * service fee included, BATCH orders per transaction, until none is left. Each is written by
 * writeRefund, whose conditional statements make a second refund of an order impossible (after a
 * kill -9 halfway, a restarted job finds only the orders not yet refunded). Answers how many it did.
 */
export async function refundCancelledEvents(deps: AppDeps): Promise<number> {
  let done = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await tx.execute<Due>(dueAfter(after));
      let written = 0;
      for (const order of due) {
        const tickets = await tx.execute<{ id: string }>(
          sql`select id from tickets where order_id = ${order.id} and status in ('active', 'checked_in')`,
        );
        // Another instance may have refunded it between this statement's snapshot and its lock: the
        // lock's recheck read the order's own row anew (`left` is 0), but its tickets as they were. The
        // tickets just read are the committed ones: nothing owed and none left means it is done.
        if (Number(order.left) === 0 && tickets.length === 0) continue;
        written++;
        await writeRefund(tx, {
          orderId: order.id,
          ticketIds: tickets.map((t) => t.id),
          amountMinor: Number(order.left),
          feeMinor: Number(order.fee_left),
          cause: 'event_cancelled',
          reason: null,
          by: REFUND_JOB,
          includeUsed: true,
        });
      }
      return { ids: due.map((order) => order.id), written };
    });
    done += batch.written;
    if (batch.ids.length < BATCH) return done;
    after = batch.ids[batch.ids.length - 1];
  }
}
