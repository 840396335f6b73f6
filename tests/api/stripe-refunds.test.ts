import { eq } from 'drizzle-orm';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, tickets } from '../../api/src/db/schema';
import { REFUND_JOB, writeRefund } from '../../api/src/modules/refunds';
import { sendRefunds } from '../../api/src/modules/refunds/send-refunds';
import { signedInApi } from '../support/api-client';
import { createTestApp, ORIGIN } from '../support/app';
import { startCheckout } from '../support/checkout';
import { insertEvent } from '../support/factories';

// Refunds through Stripe (docs/design/refunds.md): sent with our id as idempotency key and metadata,
// settled by Stripe's refund events at most once, whatever arrives late, twice or first.
const WEBHOOK_SECRET = 'whsec_test_refunds';

/** Stripe's API as msw serves it: intents that succeed, and refunds answered pending (as FPX's are). */
const sentRefunds: { body: URLSearchParams; idempotencyKey: string | null }[] = [];
let counter = 0;
const stripeApi = setupServer(
  http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    const id = `pi_refund_${++counter}`;
    return HttpResponse.json({
      id,
      object: 'payment_intent',
      client_secret: `${id}_secret_x`,
      status: 'requires_payment_method',
      amount: Number(body.get('amount')),
      currency: body.get('currency'),
    });
  }),
  http.get('https://api.stripe.com/v1/payment_intents/:id', ({ params }) =>
    HttpResponse.json({ id: params.id, object: 'payment_intent', status: 'succeeded', amount: 8240, currency: 'myr' }),
  ),
  http.post('https://api.stripe.com/v1/refunds', async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    sentRefunds.push({ body, idempotencyKey: request.headers.get('idempotency-key') });
    return HttpResponse.json({ id: `re_sent_${sentRefunds.length}`, object: 'refund', status: 'pending' });
  }),
);
beforeAll(() => stripeApi.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => stripeApi.close());

const { app, db, deps } = await createTestApp({
  STRIPE_SECRET_KEY: 'sk_test_pentas',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_pentas',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
});
const customer = await signedInApi(app, 'customer@pentas.test');
const stripe = new Stripe('sk_test_pentas');
const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 8000, quantity: 50 }] });

function webhook(payload: object) {
  const body = JSON.stringify(payload);
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  return app.request(`${ORIGIN}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
}

const refundEvent = (id: string, type: string, refund: object) => ({
  id,
  object: 'event',
  type,
  data: { object: { object: 'refund', metadata: {}, ...refund } },
});

/** A paid order (Stripe's succeeded webhook) and a refund of one of its tickets, written, not yet sent. */
async function paidOrderWithRefund(tag: string) {
  const [type] = event.ticketTypes;
  const { order, intentId } = await startCheckout(db, customer, event.id, [
    { ticketTypeId: type.id, quantity: 1, unitPrice: '80.00' },
  ]);
  await webhook({
    id: `evt_paid_${tag}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded' } },
  });
  const [ticket] = await db.select().from(tickets).where(eq(tickets.orderId, order.id));
  const refundId = await db.transaction((tx) =>
    writeRefund(tx, {
      orderId: order.id,
      ticketIds: [ticket.id],
      amountMinor: 8000,
      feeMinor: 0,
      cause: 'staff',
      reason: null,
      by: REFUND_JOB,
    }),
  );
  return { order, refundId };
}

const refundRow = async (id: string) => (await db.select().from(refunds).where(eq(refunds.id, id)))[0];

describe('refunds through Stripe', () => {
  it('sends the amount with our id as idempotency key and metadata, and keeps Stripe’s pending answer', async () => {
    const { refundId } = await paidOrderWithRefund('send');
    await sendRefunds(deps);
    const sent = sentRefunds.find((r) => r.body.get('metadata[refundId]') === refundId);
    expect(sent?.body.get('amount')).toBe('8000');
    expect(sent?.idempotencyKey).toBe(`refund-${refundId}`);
    expect(await refundRow(refundId)).toMatchObject({ state: 'pending', settledAt: null });
  });

  it('settles a pending refund once: refund.updated succeeds it, a replay or a late failure changes nothing', async () => {
    const { refundId } = await paidOrderWithRefund('once');
    await sendRefunds(deps);
    const { providerRefundId } = await refundRow(refundId);
    const succeeded = refundEvent('evt_re_once_1', 'refund.updated', { id: providerRefundId, status: 'succeeded' });
    expect(await (await webhook(succeeded)).json()).toEqual({ received: true, duplicate: false });
    const settled = await refundRow(refundId);
    expect(settled).toMatchObject({ state: 'succeeded', failureReason: null });
    expect(settled.settledAt).not.toBeNull();

    expect(await (await webhook(succeeded)).json()).toEqual({ received: true, duplicate: true });
    const late = refundEvent('evt_re_once_2', 'refund.failed', {
      id: providerRefundId,
      status: 'failed',
      failure_reason: 'lost_or_stolen_card',
    });
    expect((await webhook(late)).status).toBe(200);
    expect(await refundRow(refundId)).toMatchObject({ state: 'succeeded', settledAt: settled.settledAt });
  });

  it('fails a pending refund on refund.failed with Stripe’s reason (charge.refund.updated the same)', async () => {
    const { refundId } = await paidOrderWithRefund('fail');
    await sendRefunds(deps);
    const { providerRefundId } = await refundRow(refundId);
    await webhook(
      refundEvent('evt_re_fail_1', 'charge.refund.updated', {
        id: providerRefundId,
        status: 'failed',
        failure_reason: 'expired_or_canceled_card',
      }),
    );
    expect(await refundRow(refundId)).toMatchObject({ state: 'failed', failureReason: 'expired_or_canceled_card' });
  });

  it('settles by our id in the metadata when the event comes before the send wrote Stripe’s id', async () => {
    const { refundId } = await paidOrderWithRefund('early');
    await webhook(
      refundEvent('evt_re_early_1', 'refund.updated', {
        id: 're_early_1',
        status: 'succeeded',
        metadata: { refundId },
      }),
    );
    expect(await refundRow(refundId)).toMatchObject({ state: 'succeeded', providerRefundId: 're_early_1' });
    // The send no longer takes it: it is settled.
    await sendRefunds(deps);
    expect(sentRefunds.some((r) => r.body.get('metadata[refundId]') === refundId)).toBe(false);
  });

  it('reads charge.refunded’s list of refunds', async () => {
    const { refundId } = await paidOrderWithRefund('charge');
    await sendRefunds(deps);
    const { providerRefundId } = await refundRow(refundId);
    await webhook({
      id: 'evt_ch_refunded_1',
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_1',
          object: 'charge',
          refunds: { object: 'list', data: [{ id: providerRefundId, object: 'refund', status: 'succeeded' }] },
        },
      },
    });
    expect(await refundRow(refundId)).toMatchObject({ state: 'succeeded' });
  });

  it('answers 200 and records nothing for a refund made in Stripe’s dashboard', async () => {
    const before = await db.$count(refunds);
    const res = await webhook(
      refundEvent('evt_re_dash_1', 'refund.updated', { id: 're_dashboard', status: 'succeeded' }),
    );
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    expect(await db.$count(refunds)).toBe(before);
    expect(await db.$count(refunds, eq(refunds.providerRefundId, 're_dashboard'))).toBe(0);
  });

  it('settles once when a success and a failure for the same refund arrive at the same moment', async () => {
    const { refundId } = await paidOrderWithRefund('race');
    await sendRefunds(deps);
    const { providerRefundId } = await refundRow(refundId);
    await Promise.all([
      webhook(refundEvent('evt_re_race_1', 'refund.updated', { id: providerRefundId, status: 'succeeded' })),
      webhook(refundEvent('evt_re_race_2', 'refund.failed', { id: providerRefundId, status: 'failed' })),
    ]);
    const row = await refundRow(refundId);
    expect(['succeeded', 'failed']).toContain(row.state);
    expect(row.failureReason === null).toBe(row.state === 'succeeded');
  });
});
