import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { AppError, conflict, notFound, validationFailed } from '../../lib/errors';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { completePaidOrder, FAILURE, markPaymentConfirming, orderById, orderOfIntent, releaseHold } from '../orders';
import { findDemoIntent, markDemoSucceeded, recordDemoDecline } from './checkout.queries';
import { type DemoPayment, demoPaidWith } from './demo-paid-with';
import { recordPaymentAttempt } from './payment-attempts.queries';

/** The buyer's own order behind a payment intent; anyone else's is a 404 (never revealed). */
async function ownOrder(deps: AppDeps, user: SessionUser, paymentIntentId: string) {
  const order = await orderOfIntent(deps, paymentIntentId);
  if (!order || order.userId !== user.id) throw notFound(said(m.problem_order_not_found));
  return order;
}

async function statusOf(deps: AppDeps, orderId: string) {
  const order = await orderById(deps, orderId);
  return { orderStatus: order.status, message: order.failureReason };
}

/**
 * `POST /api/confirm-payment`: the server asks the provider what happened to the payment
 * (never the browser's word) and completes or cancels the order accordingly.
 */
export async function confirmPayment(deps: AppDeps, user: SessionUser, paymentIntentId: string) {
  const order = await ownOrder(deps, user, paymentIntentId);
  await markPaymentConfirming(deps.db, order.id);
  const intent = await deps.payments.retrieveIntent(paymentIntentId);
  if (intent.status === 'succeeded') await completePaidOrder(deps, order.id, paymentIntentId, intent.paidWith);
  if (intent.status === 'canceled') {
    await releaseHold(deps.db, order.id, 'cancelled', FAILURE.paymentCancelled);
  }
  return { paymentStatus: intent.status, errorCode: intent.lastErrorCode, ...(await statusOf(deps, order.id)) };
}

function luhnValid(number: string) {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Stripe's test numbers, as the demo's outcomes: the decline codes are the ones Stripe sends. */
function demoOutcome(payment: DemoPayment): string | null {
  if (payment.method === 'card') {
    const number = payment.cardNumber.replace(/\s/g, '');
    if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
      throw validationFailed([{ path: 'cardNumber', message: said(m.problem_checkout_card_number_invalid) }]);
    }
    if (number === '4000000000000002') return 'card_declined';
    if (number === '4000000000009995') return 'insufficient_funds';
    return null;
  }
  if (payment.method === 'fpx') return payment.bank === 'fail' ? 'fpx_bank_error' : null;
  return null;
}

/**
 * The demo payment form's confirm (only while the demo provider is active): decides the outcome
 * like Stripe's test mode, then completes the order exactly as a webhook would.
 */
export async function confirmDemoPayment(
  deps: AppDeps,
  user: SessionUser,
  paymentIntentId: string,
  payment: DemoPayment,
) {
  if (deps.payments.kind !== 'demo') throw notFound(said(m.problem_account_no_such_endpoint));
  const order = await ownOrder(deps, user, paymentIntentId);
  const intent = await findDemoIntent(deps.db, paymentIntentId);
  if (!intent) throw notFound(said(m.problem_order_not_found));
  if (intent.status === 'canceled') throw conflict(said(m.problem_checkout_payment_cancelled), 'payment_canceled');
  let paidWith = intent.paidWith;
  if (intent.status !== 'succeeded') {
    if (!intent.paymentMethodTypes.includes(payment.method)) {
      throw new AppError(
        422,
        'payment_method_not_available',
        'Validation Failed',
        said(m.problem_checkout_method_not_available, { method: payment.method }),
        [{ path: 'method', message: said(m.problem_checkout_method_not_available_field) }],
      );
    }
    const errorCode = demoOutcome(payment);
    await markPaymentConfirming(deps.db, order.id);
    if (errorCode) {
      await recordDemoDecline(deps.db, paymentIntentId, errorCode);
      await recordPaymentAttempt(deps.db, order, payment.method, errorCode);
      return { paymentStatus: 'requires_payment_method' as const, errorCode, ...(await statusOf(deps, order.id)) };
    }
    const paid = await markDemoSucceeded(deps.db, paymentIntentId, demoPaidWith(payment));
    if (!paid) {
      // Cancelled between the read above and now (the buyer deleted the order, or its hold lapsed).
      throw conflict(said(m.problem_checkout_payment_cancelled), 'payment_canceled');
    }
    paidWith = paid.paidWith;
    await recordPaymentAttempt(deps.db, order, payment.method, null);
  }
  await completePaidOrder(deps, order.id, paymentIntentId, paidWith);
  return { paymentStatus: 'succeeded' as const, errorCode: null, ...(await statusOf(deps, order.id)) };
}
