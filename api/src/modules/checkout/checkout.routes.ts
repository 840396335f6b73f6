import { createRoute } from '@hono/zod-openapi';
import { cookieAuth, jsonBody, jsonContent, problems } from '../../lib/openapi';
import { PaymentConfig, PaymentIntentRequest, PaymentIntentResponse } from './checkout.schemas';

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
