import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp, ORIGIN } from '../support/app';
import { startCheckout } from '../support/checkout';
import { insertEvent } from '../support/factories';

const WEBHOOK_SECRET = 'whsec_order_page';

/**
 * Stripe's API as msw serves it, for the receipt: each intent's status and, once paid, the charge that
 * paid it (what `expand[]=latest_charge` returns); `down` makes Stripe fail.
 */
const intents = new Map<string, { status: string; charge: object | null }>();
const expanded: string[] = [];
let down = false;
let counter = 0;
const stripeApi = setupServer(
  http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    const id = `pi_page_${++counter}`;
    intents.set(id, { status: 'requires_payment_method', charge: null });
    return HttpResponse.json({
      id,
      object: 'payment_intent',
      client_secret: `${id}_secret_x`,
      status: 'requires_payment_method',
      amount: Number(body.get('amount')),
      currency: body.get('currency'),
    });
  }),
  http.get('https://api.stripe.com/v1/payment_intents/:id', ({ params, request }) => {
    if (down) return HttpResponse.json({ error: { type: 'api_error', message: 'Stripe is down' } }, { status: 500 });
    const intent = intents.get(String(params.id));
    if (!intent) return HttpResponse.json({ error: { type: 'invalid_request_error' } }, { status: 404 });
    // The SDK sends arrays by index: expand[0]=latest_charge.
    const expand = [...new URL(request.url).searchParams]
      .filter(([key]) => key.startsWith('expand['))
      .map(([, v]) => v);
    expanded.push(...expand);
    return HttpResponse.json({
      id: params.id,
      object: 'payment_intent',
      client_secret: `${params.id}_secret_x`,
      status: intent.status,
      amount: 5150,
      currency: 'myr',
      latest_charge: intent.charge && expand.includes('latest_charge') ? intent.charge : 'ch_unexpanded',
    });
  }),
);
beforeAll(() => stripeApi.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => stripeApi.close());

const { app, db } = await createTestApp({
  STRIPE_SECRET_KEY: 'sk_test_pentas',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_pentas',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
});
const customer = await signedInApi(app, 'customer@pentas.test');
const stripe = new Stripe('sk_test_pentas');
const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 5000, quantity: 20 }] });

async function checkout() {
  return startCheckout(db, customer, event.id, [
    { ticketTypeId: event.ticketTypes[0].id, quantity: 1, unitPrice: '50.00' },
  ]);
}

/** The intent paid, with the charge Stripe keeps for it. */
const pay = (intentId: string, charge: object) => intents.set(intentId, { status: 'succeeded', charge });
const fpxCharge = {
  id: 'ch_fpx_1',
  object: 'charge',
  payment_method_details: { type: 'fpx', fpx: { bank: 'maybank2u', transaction_id: '1911201425280896' } },
};
const cardCharge = {
  id: 'ch_card_1',
  object: 'charge',
  payment_method_details: { type: 'card', card: { brand: 'mastercard', last4: '4444' } },
};

function succeededWebhook(eventId: string, intentId: string) {
  const body = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded', latest_charge: 'ch_x' } },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  return app.request(`${ORIGIN}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
}

const page = (id: string) => expectData(customer.GET('/api/orders/{id}', { params: { path: { id } } }));

describe("the order page's payment, from Stripe", () => {
  it("shows the FPX bank and FPX's transaction id from the charge, when the buyer's confirm completes it", async () => {
    const { order, intentId } = await checkout();
    pay(intentId, fpxCharge);
    await expectData(customer.POST('/api/confirm-payment', { body: { paymentIntentId: intentId } }));
    expect(expanded).toContain('latest_charge');
    expect((await page(order.id)).payment).toEqual({
      method: 'fpx',
      bank: 'Maybank2u',
      reference: '1911201425280896',
      cardBrand: null,
      cardLast4: null,
      providerPaymentId: intentId,
    });
  });

  it("shows the card's brand and last four when the webhook completes it", async () => {
    const { order, intentId } = await checkout();
    pay(intentId, cardCharge);
    expect((await succeededWebhook('evt_page_card', intentId)).status).toBe(200);
    expect((await page(order.id)).payment).toMatchObject({
      method: 'card',
      cardBrand: 'mastercard',
      cardLast4: '4444',
      reference: 'ch_card_1',
    });
  });

  it('completes the order even when Stripe cannot say how it was paid, and the later confirm fills it in', async () => {
    const { order, intentId } = await checkout();
    pay(intentId, fpxCharge);
    down = true;
    try {
      expect((await succeededWebhook('evt_page_down', intentId)).status).toBe(200);
    } finally {
      down = false;
    }
    const before = await page(order.id);
    expect(before.status).toBe('completed');
    expect(before.payment).toMatchObject({ method: null, reference: intentId, bank: null });
    await expectData(customer.POST('/api/confirm-payment', { body: { paymentIntentId: intentId } }));
    expect((await page(order.id)).payment).toMatchObject({ method: 'fpx', reference: '1911201425280896' });
  });
});
