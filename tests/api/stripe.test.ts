import { eq } from 'drizzle-orm';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAttempts, tickets } from '../../api/src/db/schema';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp, ORIGIN } from '../support/app';
import { payDemo, startCheckout as startSharedCheckout } from '../support/checkout';
import { insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';

const WEBHOOK_SECRET = 'whsec_test_secret';

/** Stripe's API as msw serves it: what was asked, and intents whose status a test can set. */
const created: { body: URLSearchParams; idempotencyKey: string | null }[] = [];
const intents = new Map<string, { status: string; amount: number; currency: string }>();
let counter = 0;
const stripeApi = setupServer(
  http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    created.push({ body, idempotencyKey: request.headers.get('idempotency-key') });
    const id = `pi_test_${++counter}`;
    intents.set(id, {
      status: 'requires_payment_method',
      amount: Number(body.get('amount')),
      currency: String(body.get('currency')),
    });
    return HttpResponse.json({
      id,
      object: 'payment_intent',
      client_secret: `${id}_secret_x`,
      status: 'requires_payment_method',
      amount: Number(body.get('amount')),
      currency: body.get('currency'),
    });
  }),
  http.get('https://api.stripe.com/v1/payment_intents/:id', ({ params }) => {
    const intent = intents.get(String(params.id));
    if (!intent)
      return HttpResponse.json(
        { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
        { status: 404 },
      );
    return HttpResponse.json({
      id: params.id,
      object: 'payment_intent',
      client_secret: `${params.id}_secret_x`,
      ...intent,
    });
  }),
  http.post('https://api.stripe.com/v1/payment_intents/:id/cancel', ({ params }) =>
    HttpResponse.json({ id: params.id, object: 'payment_intent', status: 'canceled' }),
  ),
  http.get('https://api.stripe.com/v1/payment_methods/:id', ({ params }) =>
    params.id === 'pm_grabpay'
      ? HttpResponse.json({ id: params.id, object: 'payment_method', type: 'grabpay' })
      : HttpResponse.json({ error: { type: 'api_error', message: 'Stripe is down' } }, { status: 500 }),
  ),
  http.post('https://api.stripe.com/v1/refunds', () =>
    HttpResponse.json({ id: 're_test', object: 'refund', status: 'succeeded' }),
  ),
);
beforeAll(() => stripeApi.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => stripeApi.close());

const { app, db } = await createTestApp({
  STRIPE_SECRET_KEY: 'sk_test_pentas',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_pentas',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
});
const customer = await signedInApi(app, 'customer@pentas.test');
const confirm = (paymentIntentId: string) => customer.POST('/api/confirm-payment', { body: { paymentIntentId } });
const stripe = new Stripe('sk_test_pentas');

/** A held order for `quantity` tickets of a fresh event (tests/support/checkout does the call). */
async function startCheckout(quantity: number) {
  const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 8000, quantity: 10 }] });
  const [type] = event.ticketTypes;
  return startSharedCheckout(db, customer, event.id, [{ ticketTypeId: type.id, quantity, unitPrice: '80.00' }]);
}

function webhook(
  payload: object,
  { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const body = JSON.stringify(payload);
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
  return app.request(`${ORIGIN}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
}

const event = (id: string, type: string, intentId: string) => ({
  id,
  object: 'event',
  type,
  data: {
    object: { id: intentId, object: 'payment_intent', status: type.endsWith('succeeded') ? 'succeeded' : 'canceled' },
  },
});
const ticketsOf = (orderId: string) => db.select().from(tickets).where(eq(tickets.orderId, orderId));

describe('checkout with Stripe', () => {
  it('creates the intent with the order amount in minor units, the currency methods and an idempotency key', async () => {
    const { order, clientSecret } = await startCheckout(2);
    const request = created[created.length - 1];
    expect(request.body.get('amount')).toBe(String(16000 + 480));
    expect(request.body.get('currency')).toBe('myr');
    expect(['0', '1', '2'].map((i) => request.body.get(`allowed_payment_method_types[${i}]`))).toEqual([
      'card',
      'fpx',
      'grabpay',
    ]);
    expect(request.body.get('metadata[orderId]')).toBe(order.id);
    expect(request.idempotencyKey).toBe(`order-${order.id}`);
    expect(clientSecret).toBe(`${order.paymentIntentId}_secret_x`);
    expect(await expectData(customer.GET('/api/stripe/config'))).toEqual({
      publishableKey: 'pk_test_pentas',
      provider: 'stripe',
    });
  });

  it('hides the demo payment form while Stripe is active', async () => {
    const { intentId } = await startCheckout(1);
    expectProblem(await payDemo(customer, intentId, { method: 'grabpay' }), 404);
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('completes the order once, however often the event arrives', async () => {
    const { order, intentId } = await startCheckout(2);
    intents.set(intentId, {
      ...(intents.get(intentId) as { amount: number; currency: string; status: string }),
      status: 'succeeded',
    });
    const first = await webhook(event('evt_ok_1', 'payment_intent.succeeded', intentId));
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const replay = await webhook(event('evt_ok_1', 'payment_intent.succeeded', intentId));
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await ticketsOf(order.id)).toHaveLength(2);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('completed');
  });

  it('refuses a wrong or stale signature with 400 and changes nothing', async () => {
    const { order, intentId } = await startCheckout(1);
    const wrong = await webhook(event('evt_bad_1', 'payment_intent.succeeded', intentId), {
      secret: 'whsec_someone_else',
    });
    expect(wrong.status).toBe(400);
    const stale = await webhook(event('evt_bad_2', 'payment_intent.succeeded', intentId), {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(stale.status).toBe(400);
    const unsigned = await app.request(`${ORIGIN}/api/webhooks/stripe`, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(400);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('pending');
  });

  it('refuses a correctly signed body that is not a Stripe event with 400, never a 500', async () => {
    const { order, intentId } = await startCheckout(1);
    const good = event('evt_shape_1', 'payment_intent.succeeded', intentId);
    for (const body of [
      { ...good, type: undefined },
      { ...good, id: undefined },
      { ...good, id: 'evt_\u0000' },
      { ...good, data: { object: { ...good.data.object, id: `${intentId}\u0000` } } },
      { ...good, data: null },
      [good],
    ]) {
      const res = await webhook(body as object);
      expect(expectProblem({ response: res, error: await res.json() }, 400).code, JSON.stringify(body)).toBe(
        'malformed_event',
      );
    }
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('pending');
  });

  it('ignores a cancellation that arrives after the success (out of order)', async () => {
    const { order, intentId } = await startCheckout(1);
    intents.set(intentId, {
      ...(intents.get(intentId) as { amount: number; currency: string; status: string }),
      status: 'succeeded',
    });
    await webhook(event('evt_ooo_1', 'payment_intent.succeeded', intentId));
    await webhook(event('evt_ooo_2', 'payment_intent.canceled', intentId));
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('completed');
    expect(await ticketsOf(order.id)).toHaveLength(1);
  });

  it('issues one set of tickets when the webhook and the confirm call race', async () => {
    const { order, intentId } = await startCheckout(3);
    intents.set(intentId, {
      ...(intents.get(intentId) as { amount: number; currency: string; status: string }),
      status: 'succeeded',
    });
    await Promise.all([
      webhook(event('evt_race_1', 'payment_intent.succeeded', intentId)),
      confirm(intentId),
      confirm(intentId),
      webhook(event('evt_race_2', 'payment_intent.succeeded', intentId)),
    ]);
    expect(await ticketsOf(order.id)).toHaveLength(3);
  });

  it('releases the hold when the intent is cancelled', async () => {
    const { order, intentId } = await startCheckout(2);
    await webhook(event('evt_cancel_1', 'payment_intent.canceled', intentId));
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', holdExpiresAt: null });
  });

  it('records each payment tried, once per event: the method (looked up when named by id) and the decline code', async () => {
    const { order, intentId } = await startCheckout(1);
    const attemptsOf = () =>
      db
        .select({
          method: paymentAttempts.method,
          succeeded: paymentAttempts.succeeded,
          errorCode: paymentAttempts.errorCode,
        })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, order.id))
        .orderBy(paymentAttempts.id);
    const intentEvent = (id: string, type: string, object: object) => {
      const base = event(id, type, intentId);
      return { ...base, data: { object: { ...base.data.object, ...object } } };
    };
    const declined = intentEvent('evt_try_1', 'payment_intent.payment_failed', {
      payment_method: 'pm_fpx',
      last_payment_error: {
        code: 'payment_intent_payment_attempt_failed',
        decline_code: 'insufficient_funds',
        payment_method: { type: 'fpx' },
      },
    });
    await webhook(declined);
    await webhook(declined);
    await webhook(
      intentEvent('evt_try_2', 'payment_intent.payment_failed', {
        last_payment_error: { code: 'card_declined' },
        payment_method: 'pm_down',
      }),
    );
    intents.set(intentId, { ...(intents.get(intentId) as { amount: number; currency: string }), status: 'succeeded' });
    await webhook(
      intentEvent('evt_try_3', 'payment_intent.succeeded', {
        payment_method: 'pm_grabpay',
        payment_method_types: ['card', 'fpx', 'grabpay'],
      }),
    );
    expect(await attemptsOf()).toEqual([
      { method: 'fpx', succeeded: false, errorCode: 'insufficient_funds' },
      { method: 'unknown', succeeded: false, errorCode: 'card_declined' },
      { method: 'grabpay', succeeded: true, errorCode: null },
    ]);
    expect(await ticketsOf(order.id)).toHaveLength(1);
  });
});
