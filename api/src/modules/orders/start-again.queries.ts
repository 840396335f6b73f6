import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * Starting an order again (a new checkout for the same tickets once its hold lapsed) happens at most
 * once per order, decided by conditional statements on the old order's row: a claim before anything is
 * given back or taken, the link to the new order once it holds its tickets. So two clicks at once, two
 * tabs or two instances never both take a new hold: the one whose claim lost takes nothing. The
 * orchestration is the checkout module's start-again.service.ts.
 */

/** A claim whose request died (a crash mid-way) gives way after this long; a live one ends in seconds. */
const CLAIM_LAPSES_AFTER = sql`interval '2 minutes'`;

/**
 * Claims the buyer's order for a start-again: pending with a hold (lapsed or not) or cancelled, not
 * started again yet, and no other start-again under way. One statement: of any number of concurrent
 * callers one gets the claim (its instant, the token the later statements check), the others undefined.
 */
export async function claimStartAgain(db: Queryable, orderId: string, userId: string) {
  const [row] = await db
    .update(orders)
    // To the millisecond, as JavaScript reads it back: the later statements compare the two.
    .set({ startAgainClaimedAt: sql`date_trunc('milliseconds', now())` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        isNull(orders.startedAgainAs),
        or(eq(orders.status, 'cancelled'), and(eq(orders.status, 'pending'), sql`${orders.holdExpiresAt} is not null`)),
        or(isNull(orders.startAgainClaimedAt), sql`${orders.startAgainClaimedAt} < now() - ${CLAIM_LAPSES_AFTER}`),
      ),
    )
    .returning({ claimedAt: orders.startAgainClaimedAt });
  return row?.claimedAt ?? undefined;
}

/**
 * Links the old order to the new one that now holds its tickets, if the claim is still this caller's
 * (a claim that lapsed and was taken by another caller loses here, and its new order must be given
 * back). True when linked.
 */
export async function linkStartAgain(db: Queryable, orderId: string, claimedAt: Date, newOrderId: string) {
  const rows = await db
    .update(orders)
    .set({ startedAgainAs: newOrderId, startAgainClaimedAt: null, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.startAgainClaimedAt, claimedAt), isNull(orders.startedAgainAs)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Ends a claim that took nothing (the new checkout was refused): the order can be started again later. */
export async function dropStartAgainClaim(db: Queryable, orderId: string, claimedAt: Date) {
  await db
    .update(orders)
    .set({ startAgainClaimedAt: null })
    .where(and(eq(orders.id, orderId), eq(orders.startAgainClaimedAt, claimedAt)));
}

/** Undoes a link whose new order never got its payment (it was released): the order can be started again. */
export async function unlinkStartAgain(db: Queryable, orderId: string, newOrderId: string) {
  await db
    .update(orders)
    .set({ startedAgainAs: null, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.startedAgainAs, newOrderId)));
}
