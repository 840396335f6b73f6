import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { RefundUpdate } from '../../providers/payments/payments';

interface Known extends Record<string, unknown> {
  id: string;
  state: string;
}

/**
 * A provider's word on a refund (Stripe's refund.* and charge.refund* events), written at most once:
 * one conditional statement on `state = 'pending'`, found by the provider's refund id or by our id in
 * its metadata (an event may arrive before the send wrote the provider's id). A replayed or late event
 * changes nothing. A refund we have no record of was made in Stripe's dashboard: logged, not recorded
 * (decisions.md item 60). Answers what it did, for the log and the tests.
 */
export async function settleProviderRefund(deps: AppDeps, update: RefundUpdate) {
  if (update.status === 'pending') return 'pending';
  const settled = await deps.db.execute<Known>(sql`
    update refunds set state = ${update.status},
      provider_refund_id = coalesce(provider_refund_id, ${update.id}),
      failure_reason = ${update.status === 'failed' ? (update.failureReason ?? 'refused by the provider') : null},
      claimed_until = null, settled_at = now()
    where (provider_refund_id = ${update.id} or id = ${update.refundId}::uuid) and state = 'pending'
    returning id, state`);
  if (settled.length > 0) return 'settled';

  const [known] = await deps.db.execute<Known>(sql`
    select id, state from refunds where provider_refund_id = ${update.id} or id = ${update.refundId}::uuid limit 1`);
  if (!known) {
    deps.log.warn(
      { providerRefundId: update.id, status: update.status },
      'a refund made outside Pentas (the provider’s dashboard): tickets and figures are unchanged',
    );
    return 'unknown';
  }
  if (known.state === 'succeeded' && update.status === 'failed') {
    // Stripe may fail a refund it had reported succeeded (a closed account): an admin must look.
    deps.log.error({ refundId: known.id, reason: update.failureReason }, 'a refund failed after it had succeeded');
  }
  return 'already settled';
}
