import { createRoute } from '@hono/zod-openapi';
import { cookieAuth, jsonBody, jsonContent, problems } from '../../lib/openapi';
import {
  ConfirmPaymentBody,
  DemoPaymentBody,
  IntentIdParam,
  PaymentConfig,
  PaymentIntentRequest,
  PaymentIntentResponse,
  PaymentOutcome,
} from './checkout.schemas';

const tags = ['Checkout'];

export const createPaymentIntent = createRoute({
  method: 'post',
  path: '/api/create-payment-intent',
  operationId: 'createPaymentIntent',
  tags,
  summary: 'Start checkout',
  description:
    'Creates a pending order and holds its tickets for CHECKOUT_HOLD_MINUTES, then a payment intent with the provider. Prices and totals come from the database: a `unitPrice` that differs is refused (409 prices_changed). Not enough stock: 409, nothing held. At most MAX_PENDING_ORDERS unpaid checkouts per account.',
  security: cookieAuth,
  request: { body: jsonBody(PaymentIntentRequest) },
  responses: {
    200: jsonContent(PaymentIntentResponse, 'The order and the secret the payment form needs'),
    ...problems(401, 403, 404, 409, 422, 429, 502),
  },
});

export const getPaymentConfig = createRoute({
  method: 'get',
  path: '/api/stripe/config',
  operationId: 'getPaymentConfig',
  tags,
  summary: 'Payment form settings',
  description: "Which provider takes payments ('stripe' or 'demo') and Stripe's publishable key.",
  responses: { 200: jsonContent(PaymentConfig, 'Settings') },
});

export const confirmPayment = createRoute({
  method: 'post',
  path: '/api/confirm-payment',
  operationId: 'confirmPayment',
  tags,
  summary: 'Settle a payment',
  description:
    "The buyer's own order only (others: 404). The server retrieves the intent from the provider and completes the order (tickets issued once) or cancels it; the browser's word is never taken.",
  security: cookieAuth,
  request: { body: jsonBody(ConfirmPaymentBody) },
  responses: {
    200: jsonContent(PaymentOutcome, 'What happened to the payment and the order'),
    ...problems(401, 404, 422),
  },
});

export const confirmDemoPayment = createRoute({
  method: 'post',
  path: '/api/demo-payments/{id}/confirm',
  operationId: 'confirmDemoPayment',
  tags,
  summary: 'Pay with the demo provider',
  description:
    "Only while no Stripe key is set (else 404). Card 4242424242424242 succeeds, 4000000000000002 is declined (card_declined), 4000000000009995 has insufficient funds; FPX bank 'fail' fails (fpx_bank_error), any other listed bank succeeds; GrabPay succeeds.",
  security: cookieAuth,
  request: { params: IntentIdParam, body: jsonBody(DemoPaymentBody) },
  responses: { 200: jsonContent(PaymentOutcome, 'The outcome'), ...problems(401, 404, 409, 422) },
});
