import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

interface Refund extends Record<string, unknown> {
  id: string;
  order_id: string;
  amount_minor: string | number;
  currency: string;
  state: string;
  failure_reason: string | null;
}

/**
 * An admin paid a failed or manual refund back by hand (a bank transfer): the refund becomes succeeded
 * by one conditional statement on its state, under its row lock, so two admins settling it at once
 * settle it once. The note (how it was paid) joins the reason it needed a hand. Answers the refund as
 * it was and whether this call settled it; nothing when there is no such refund.
 */
export async function settleRefundByHand(tx: Tx, refundId: string, note: string) {
  const [before] = await tx.execute<Refund>(sql`
    select id, order_id, amount_minor, currency, state::text as state, failure_reason
    from refunds where id = ${refundId} for update`);
  if (!before) return undefined;
  const settled = await tx.execute(sql`
    update refunds set state = 'succeeded', settled_at = now(), claimed_until = null,
      failure_reason = concat_ws(' — ', failure_reason, ${`Paid back by hand: ${note}`}::text)
    where id = ${refundId} and state in ('failed', 'manual')
    returning id`);
  return { before, settled: settled.length === 1 };
}
