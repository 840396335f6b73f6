import { fromMinor } from '@pentas/openapi';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Queryable } from '../../db/client';
import { orders } from '../../db/schema';
import type { Actor } from '../audit';
import { loadManageableEvent } from '../events';
import { paidThroughUs } from '../orders';

interface Figures extends Record<string, unknown> {
  paid_orders: number;
  refunded_orders: number;
  amount_paid: string | number;
  pending: number;
  succeeded: number;
  failed: number;
  manual: number;
  amount_refunded: string | number;
}

/**
 * What a cancellation has done so far, in one read: the paid orders (completed, paid through us: not
 * complimentary) and
 * those whose full refund is written, the cancellation's refunds by state, and the money given back.
 */
async function figuresOf(db: Queryable, eventId: number) {
  const [row] = await db.execute<Figures>(sql`
    with paid as (
      select id, total_minor + service_fee_minor as paid, refunded_minor from ${orders}
      where event_id = ${eventId} and status = 'completed' and ${paidThroughUs()}
    ), given as (
      select r.state, r.cause, r.amount_minor from refunds r join paid on paid.id = r.order_id
    )
    select
      (select count(*)::int from paid) as paid_orders,
      (select count(*)::int from paid where refunded_minor = paid) as refunded_orders,
      (select coalesce(sum(paid), 0) from paid) as amount_paid,
      (select count(*)::int from given where cause = 'event_cancelled' and state = 'pending') as pending,
      (select count(*)::int from given where cause = 'event_cancelled' and state = 'succeeded') as succeeded,
      (select count(*)::int from given where cause = 'event_cancelled' and state = 'failed') as failed,
      (select count(*)::int from given where cause = 'event_cancelled' and state = 'manual') as manual,
      (select coalesce(sum(amount_minor), 0) from given where state = 'succeeded') as amount_refunded`);
  return row as Figures;
}

/**
 * `GET /api/events/{id}/cancellation`: for the event's organizer or an admin. Before a cancellation it
 * says what one would refund (the Cancel dialog's "N paid orders"); after, how far the job has gone.
 */
export async function cancellationProgress(deps: AppDeps, actor: Actor, eventId: number) {
  const { event } = await loadManageableEvent(deps.db, actor.user, eventId);
  const figures = await figuresOf(deps.db, eventId);
  const cancelled = event.cancelledAt !== null;
  return {
    eventId,
    cancelledAt: event.cancelledAt?.toISOString() ?? null,
    reason: event.cancelReason,
    currency: event.currency,
    paidOrders: figures.paid_orders,
    refundedOrders: figures.refunded_orders,
    refunds: {
      pending: figures.pending,
      succeeded: figures.succeeded,
      failed: figures.failed,
      manual: figures.manual,
    },
    amountPaid: fromMinor(Number(figures.amount_paid)),
    amountRefunded: fromMinor(Number(figures.amount_refunded)),
    done: cancelled && figures.refunded_orders === figures.paid_orders && figures.pending === 0,
  };
}
