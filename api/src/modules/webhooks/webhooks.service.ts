import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { said } from '../../lib/said';
import type { PaymentAttempt } from '../../providers/payments/payments';
import { recordPaymentAttempt } from '../checkout';
import { completePaidOrder, FAILURE, markPaymentConfirming, orderOfIntent, releaseHold } from '../orders';
import { settleProviderRefund } from '../refunds';
import { forgetWebhookEvent, recordWebhookEvent } from './webhooks.queries';

/**
 * Records the payment the buyer tried, once per event id, as the demo form does for its own: the
 * admin's payment health and the live view count Stripe's payments too. A method named only by id
 * is looked up; if Stripe does not answer, the attempt still counts, as 'unknown'.
 */
async function recordStripeAttempt(deps: AppDeps, order: { id: string; eventId: number }, attempt: PaymentAttempt) {
  let method = attempt.method;
  if (!method && attempt.paymentMethodId && deps.payments.methodTypeOf) {
    method = await deps.payments.methodTypeOf(attempt.paymentMethodId).catch((err) => {
      deps.log.warn({ err, orderId: order.id }, 'payment method type lookup failed');
      return null;
    });
  }
  await recordPaymentAttempt(deps.db, order, method ?? 'unknown', attempt.errorCode);
}

/**
 * How the intent was paid (the receipt's method and reference), read from Stripe: the event names the
 * charge only by id. The order completes without it if Stripe does not answer; the buyer's own
 * confirm, which reads the intent too, fills it in.
 */
async function paidWithOf(deps: AppDeps, orderId: string, intentId: string) {
  const intent = await deps.payments.retrieveIntent(intentId).catch((err) => {
    deps.log.warn({ err, orderId }, 'payment intent could not be read for its receipt');
    return null;
  });
  return intent?.paidWith ?? null;
}

/**
 * Stripe's webhook: the signature is checked on the raw body, each event id is handled once (its
 * row's primary key), the order follows the intent and a refund its refund events. Events may arrive late, twice or out of
 * order: completion is idempotent, and a cancellation only touches an order still pending.
 */
export async function handleStripeWebhook(deps: AppDeps, rawBody: string, signature: string | undefined) {
  if (!deps.payments.parseWebhook) throw notFound(said(m.problem_account_no_such_endpoint));
  let event: ReturnType<NonNullable<typeof deps.payments.parseWebhook>>;
  try {
    event = deps.payments.parseWebhook(rawBody, signature ?? '');
  } catch {
    throw badRequest(said(m.problem_checkout_webhook_signature), 'invalid_signature');
  }
  if (!event) throw badRequest(said(m.problem_checkout_webhook_not_stripe_event), 'malformed_event');
  if (!(await recordWebhookEvent(deps.db, event.id, event.type))) return { received: true, duplicate: true };
  try {
    const order = event.intentId ? await orderOfIntent(deps, event.intentId) : undefined;
    if (order && event.intentId) {
      if (event.type === 'payment_intent.succeeded') {
        await markPaymentConfirming(deps.db, order.id);
        await completePaidOrder(deps, order.id, event.intentId, await paidWithOf(deps, order.id, event.intentId));
      }
      if (event.type === 'payment_intent.canceled') {
        await releaseHold(deps.db, order.id, 'cancelled', FAILURE.paymentCancelled);
      }
      // payment_intent.payment_failed: the order stays pending; the buyer may try again until the hold lapses.
      if (event.attempt) await recordStripeAttempt(deps, order, event.attempt);
    }
    // refund.updated, refund.failed, charge.refund.updated, charge.refunded: each settles a pending refund once.
    for (const refund of event.refunds) await settleProviderRefund(deps, refund);
  } catch (err) {
    // Not handled after all: forget the id so that Stripe's retry is handled.
    await forgetWebhookEvent(deps.db, event.id);
    throw err;
  }
  return { received: true, duplicate: false };
}
