import { m } from '@pentas/i18n/messages';
import { paymentMethodsFor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { conflict, notFound, paymentProviderUnavailable } from '../../lib/errors';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { completePaidOrder, failureWords, orderAndHold, orderById, paidMeanwhile } from '../orders';
import { attachIntent } from './hot-path';

export const holdExpired = () => conflict(said(m.problem_checkout_hold_expired), 'hold_expired');

export const failedOrder = (reason: string | null) =>
  conflict(reason === null ? said(m.problem_checkout_order_failed) : failureWords(reason), 'order_failed');

/**
 * `POST /api/orders/{id}/resume`: the buyer's own pending order, while its hold lasts, reopened for
 * payment with the intent it already has (the same hold, never a second one, and never longer: the
 * hold keeps its expiry). Anyone else's order is a 404. The provider is asked for the intent's secret;
 * an intent already paid completes the order instead (409 order_completed), one cancelled means the
 * hold is over (409 hold_expired).
 */
export async function resumeCheckout(deps: AppDeps, user: SessionUser, orderId: string) {
  const found = await orderAndHold(deps, orderId);
  if (!found || found.order.userId !== user.id) throw notFound(said(m.problem_order_not_found));
  const { order, holdLive } = found;
  if (order.status === 'completed') throw paidMeanwhile();
  if (order.status === 'failed') throw failedOrder(order.failureReason);
  if (order.status !== 'pending' || !holdLive || !order.holdExpiresAt) throw holdExpired();
  if (!order.paymentIntentId) {
    // A waiting-list offer is held by the job engine without a payment: opened at its first resume.
    if (order.channel === 'waiting_list') return openOfferPayment(deps, order);
    // Between its hold and its intent (a checkout under way): a moment later it has one.
    throw conflict(said(m.problem_checkout_still_starting), 'order_changed');
  }
  const intent = await deps.payments.retrieveIntent(order.paymentIntentId).catch((err) => {
    deps.log.warn({ err, orderId }, 'payment intent could not be read');
    return null;
  });
  if (!intent) throw paymentProviderUnavailable();
  if (intent.status === 'succeeded') {
    // Paid in another tab, or the page closed before it said so: the order is completed (or refunded).
    const outcome = await completePaidOrder(deps, order.id, order.paymentIntentId, intent.paidWith);
    if (outcome === 'refunded') throw failedOrder((await orderById(deps, order.id))?.failureReason ?? null);
    throw paidMeanwhile();
  }
  if (intent.status === 'canceled') throw holdExpired();
  return { orderId: order.id, clientSecret: intent.clientSecret, expiresAt: order.holdExpiresAt.toISOString() };
}

/**
 * A waiting-list offer's payment, made when its buyer first opens it: the provider's intent with the
 * order's own idempotency key (two tabs get the same intent) attached while the order is pending.
 */
async function openOfferPayment(
  deps: AppDeps,
  order: { id: string; currency: string; totalMinor: number; serviceFeeMinor: number; holdExpiresAt: Date | null },
) {
  const intent = await deps.payments
    .createIntent({
      orderId: order.id,
      amountMinor: order.totalMinor + order.serviceFeeMinor,
      currency: order.currency,
      methods: paymentMethodsFor(order.currency),
      idempotencyKey: `order-${order.id}`,
    })
    .catch((err) => {
      deps.log.warn({ err, orderId: order.id }, 'payment intent could not be made for an offer');
      return null;
    });
  if (!intent) throw paymentProviderUnavailable();
  if (!(await attachIntent(deps.db, deps.payments.kind, order.id, intent.id))) {
    await deps.payments.cancelIntent(intent.id);
    throw holdExpired();
  }
  return {
    orderId: order.id,
    clientSecret: intent.clientSecret,
    expiresAt: (order.holdExpiresAt as Date).toISOString(),
  };
}
