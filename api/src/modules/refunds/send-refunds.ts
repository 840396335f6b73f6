import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { PaidWith } from '../../db/schema';
import { asError } from '../../lib/as-error';
import { refundByHand } from './refund-windows';

/** A sender holds a refund this long; another instance takes it after (a crash mid-call). */
const CLAIM_SECONDS = 120;
/** Calls that throw (the provider out of reach) are tried this often before the refund is failed. */
const MAX_ATTEMPTS = 8;
const BATCH = 20;

interface Claimed extends Record<string, unknown> {
  id: string;
  amount_minor: string | number;
  attempts: number;
  payment_intent_id: string | null;
  paid_with: PaidWith | null;
  completed_at: string | Date | null;
}

/**
 * Sends written refunds to the payment provider (docs/design/refunds.md). Each is claimed for a while
 * by one conditional statement (SKIP LOCKED: two instances take different ones), sent with its own id as
 * the idempotency key (a send retried after a crash gets the same refund back, never a second), and
 * its answer written only while it is still pending. Answers how many it took.
 */
export async function sendRefunds(deps: AppDeps, now = new Date()): Promise<number> {
  const claimed = await deps.db.execute<Claimed>(sql`
    with due as (
      select id from refunds
      where state = 'pending' and provider_refund_id is null and (claimed_until is null or claimed_until < now())
      order by created_at limit ${BATCH} for update skip locked
    )
    update refunds r set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = r.attempts + 1
    from due, orders o
    where r.id = due.id and o.id = r.order_id
    returning r.id, r.amount_minor, r.attempts, o.payment_intent_id, o.paid_with, o.completed_at`);
  for (const refund of claimed) await sendOne(deps, refund, now);
  return claimed.length;
}

async function sendOne(deps: AppDeps, refund: Claimed, now: Date) {
  const settle = (
    state: 'succeeded' | 'failed' | 'manual' | 'pending',
    fields: { providerRefundId?: string; failureReason?: string | null },
  ) =>
    deps.db.execute(sql`
      update refunds set state = ${state}, provider_refund_id = coalesce(${fields.providerRefundId ?? null}, provider_refund_id),
        failure_reason = ${fields.failureReason ?? null}, claimed_until = null,
        settled_at = case when ${state} = 'pending' then null else now() end
      where id = ${refund.id} and state = 'pending'`);

  if (!refund.payment_intent_id) return settle('succeeded', {});
  const paidAt = refund.completed_at === null ? null : new Date(refund.completed_at);
  const byHand = refundByHand(refund.paid_with, paidAt, now);
  if (byHand) return settle('manual', { failureReason: byHand });
  try {
    const answer = await deps.payments.refund(refund.payment_intent_id, {
      amountMinor: Number(refund.amount_minor),
      idempotencyKey: `refund-${refund.id}`,
      refundId: refund.id,
    });
    await settle(answer.status, { providerRefundId: answer.id, failureReason: answer.failureReason });
    if (answer.status === 'failed')
      deps.log.warn({ refundId: refund.id, reason: answer.failureReason }, 'refund refused by the provider');
  } catch (error) {
    deps.log.error({ err: asError(error), refundId: refund.id, attempt: refund.attempts }, 'refund send failed');
    if (refund.attempts >= MAX_ATTEMPTS) {
      await settle('failed', { failureReason: 'The payment provider could not be reached: refund it by hand.' });
    }
  }
}
