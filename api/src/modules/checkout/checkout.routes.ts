import { cookieAuth, jsonBody, jsonContent, noAuth, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
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
const orderId = '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a';
const paid = { paymentStatus: 'succeeded' as const, errorCode: null, orderStatus: 'completed' as const, message: null };

export const createPaymentIntent = defineRoute(
  {
    method: 'post',
    path: '/api/create-payment-intent',
    operationId: 'createPaymentIntent',
    tags,
    summary: 'Start checkout',
    description:
      'Creates a pending order and holds its tickets for CHECKOUT_HOLD_MINUTES, then a payment intent with the provider. Prices and totals come from the database: a `unitPrice` that differs is refused (409 prices_changed). Not enough stock: 409, nothing held. An event that has ended (409 event_ended), a ticket type before its sales start (409 sales_not_started, `detail` says when) or after its sales end, by default the event start (409 sales_ended): nothing held. At most MAX_PENDING_ORDERS unpaid checkouts per account. `affiliateCode` (from a `?ref=` link) is recorded on the order when it is a known code of another user; an unknown code, or one belonging to the buyer, is ignored and never an error.',
    security: cookieAuth,
    request: {
      body: jsonBody(PaymentIntentRequest, {
        eventId: 12,
        orderItems: [{ ticketTypeId: 31, quantity: 2, unitPrice: '80.00' }],
        currency: 'MYR',
        customerData: { fullName: 'Chloe Tan', email: 'chloe@example.com' },
        affiliateCode: 'PNT-7Q2K9XW4DM',
      }),
    },
    responses: {
      200: jsonContent(PaymentIntentResponse, 'The order and the secret the payment form needs', {
        clientSecret: 'pi_demo_3kq8c2_secret_x7Yp2',
        orderId,
        status: 'pending',
      }),
      ...problems(401, 403, 404, 409, 422, 429, 502),
    },
  },
  // The session is read in the checkout's first statement (hot-path.ts), not by a lookup of its own.
  { sessionLookedUpByHandler: true },
);

export const getPaymentConfig = defineRoute({
  method: 'get',
  path: '/api/stripe/config',
  operationId: 'getPaymentConfig',
  security: noAuth,
  tags,
  summary: 'Payment form settings',
  description: "Which provider takes payments ('stripe' or 'demo') and Stripe's publishable key.",
  responses: { 200: jsonContent(PaymentConfig, 'Settings', { publishableKey: null, provider: 'demo' }) },
});

export const confirmPayment = defineRoute({
  method: 'post',
  path: '/api/confirm-payment',
  operationId: 'confirmPayment',
  tags,
  summary: 'Settle a payment',
  description:
    "The buyer's own order only (others: 404). The server retrieves the intent from the provider and completes the order (tickets issued once) or cancels it; the browser's word is never taken.",
  security: cookieAuth,
  request: { body: jsonBody(ConfirmPaymentBody, { paymentIntentId: 'pi_demo_3kq8c2' }) },
  responses: {
    200: jsonContent(PaymentOutcome, 'What happened to the payment and the order', paid),
    ...problems(401, 403, 404, 422),
  },
});

export const confirmDemoPayment = defineRoute({
  method: 'post',
  path: '/api/demo-payments/{id}/confirm',
  operationId: 'confirmDemoPayment',
  tags,
  summary: 'Pay with the demo provider',
  description:
    "Only while no Stripe key is set (else 404). Card 4242424242424242 succeeds, 4000000000000002 is declined (card_declined), 4000000000009995 has insufficient funds; FPX bank 'fail' fails (fpx_bank_error), any other listed bank succeeds; GrabPay succeeds.",
  security: cookieAuth,
  request: {
    params: IntentIdParam,
    body: jsonBody(DemoPaymentBody, { method: 'card', cardNumber: '4242424242424242' }),
  },
  responses: { 200: jsonContent(PaymentOutcome, 'The outcome', paid), ...problems(401, 403, 404, 409, 422) },
});
