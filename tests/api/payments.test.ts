import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoPaymentIntents, orders, tickets, ticketTypes } from '../../api/src/db/schema';
import { FAILURE } from '../../api/src/modules/orders/failure-reasons';
import { releaseHold } from '../../api/src/modules/orders/holds';
import { type ApiClient, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { type DemoPaymentRequest, payDemo, startCheckout } from '../support/checkout';
import { insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';

const { app, db } = await createTestApp({ SIGN_IN_MAX_ATTEMPTS: '1000' });
const customer = await signedInApi(app, 'customer@pentas.test');
const stranger = await signedInApi(app, 'customer2@pentas.test');

/** A started checkout for `quantity` tickets of a fresh event: its order id and intent id. */
async function checkout(quantity = 2, currency: 'MYR' | 'SGD' = 'MYR', stock = 20, buyer: ApiClient = customer) {
  const event = await insertEvent(db, 'organizer@pentas.test', {
    currency,
    tickets: [{ priceMinor: 5000, quantity: stock }],
  });
  const [type] = event.ticketTypes;
  const { order, intentId } = await startCheckout(
    db,
    buyer,
    event.id,
    [{ ticketTypeId: type.id, quantity, unitPrice: '50.00' }],
    currency,
  );
  return { order, intentId, typeId: type.id };
}

const pay = (intentId: string, body: DemoPaymentRequest, client: ApiClient = customer) =>
  payDemo(client, intentId, body);
const confirm = (paymentIntentId: string, client: ApiClient = customer) =>
  client.POST('/api/confirm-payment', { body: { paymentIntentId } });
const ticketsOf = (orderId: string) => db.select().from(tickets).where(eq(tickets.orderId, orderId));
const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
const soldOf = async (id: number) =>
  (await db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0].soldQuantity;

describe('paying with the demo provider', () => {
  it('completes the order and issues one ticket per unit on a good card', async () => {
    const { order, intentId, typeId } = await checkout(3);
    const res = await pay(intentId, { method: 'card', cardNumber: '4242 4242 4242 4242' });
    expect(res.data).toEqual({ paymentStatus: 'succeeded', errorCode: null, orderStatus: 'completed', message: null });
    expect(await ticketsOf(order.id)).toHaveLength(3);
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', holdExpiresAt: null });
    expect(await soldOf(typeId)).toBe(3);
  });

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
  ])('keeps the order open after %s (%s) and lets the buyer try again', async (cardNumber, errorCode) => {
    const { order, intentId } = await checkout(1);
    const declined = await pay(intentId, { method: 'card', cardNumber });
    expect(declined.data).toMatchObject({
      paymentStatus: 'requires_payment_method',
      errorCode,
      orderStatus: 'pending',
    });
    expect(await ticketsOf(order.id)).toHaveLength(0);
    const retry = await pay(intentId, { method: 'card', cardNumber: '4242424242424242' });
    expect(retry.data?.orderStatus).toBe('completed');
  });

  it('refuses a card number that is not one', async () => {
    const { intentId } = await checkout(1);
    expect(
      expectProblem(await pay(intentId, { method: 'card', cardNumber: '1234 5678 9012 3456' }), 422).errors,
    ).toEqual([{ path: 'cardNumber', message: 'Your card number is invalid.' }]);
  });

  it('pays by FPX (the bank called fail fails) and by GrabPay', async () => {
    const fpx = await checkout(1);
    expect((await pay(fpx.intentId, { method: 'fpx', bank: 'fail' })).data?.errorCode).toBe('fpx_bank_error');
    expect((await pay(fpx.intentId, { method: 'fpx', bank: 'maybank2u' })).data?.orderStatus).toBe('completed');
    const grab = await checkout(1, 'SGD');
    expect((await pay(grab.intentId, { method: 'grabpay' })).data?.orderStatus).toBe('completed');
  });

  it('refuses FPX for an SGD order', async () => {
    const { intentId } = await checkout(1, 'SGD');
    expect(expectProblem(await pay(intentId, { method: 'fpx', bank: 'cimb' }), 422).code).toBe(
      'payment_method_not_available',
    );
  });

  it("never lets anyone pay for, settle or see someone else's order", async () => {
    const { intentId, order } = await checkout(1);
    expectProblem(await pay(intentId, { method: 'grabpay' }, stranger), 404);
    expectProblem(await confirm(intentId, stranger), 404);
    expect((await orderRow(order.id)).status).toBe('pending');
  });
});

describe('completion is idempotent', () => {
  it('issues tickets once when demo confirms and confirm-payment race', async () => {
    const { order, intentId } = await checkout(4);
    const calls = [
      ...Array.from({ length: 5 }, () => pay(intentId, { method: 'grabpay' })),
      ...Array.from({ length: 5 }, () => confirm(intentId)),
    ];
    const results = await Promise.all(calls);
    expect(results.map((r) => r.response.status)).toEqual(Array(10).fill(200));
    expect(await ticketsOf(order.id)).toHaveLength(4);
    expect((await confirm(intentId)).data).toMatchObject({ paymentStatus: 'succeeded', orderStatus: 'completed' });
    expect(await ticketsOf(order.id)).toHaveLength(4);
  });

  it('confirm-payment on an unpaid intent changes nothing', async () => {
    const { order, intentId } = await checkout(1);
    expect((await confirm(intentId)).data).toMatchObject({
      paymentStatus: 'requires_payment_method',
      orderStatus: 'pending',
    });
    expect(await ticketsOf(order.id)).toHaveLength(0);
  });
});

describe('a payment that succeeds after its hold lapsed', () => {
  it('gets its tickets when the stock can be taken again', async () => {
    const { order, intentId, typeId } = await checkout(2, 'MYR', 5);
    await releaseHold(db, order.id, 'cancelled', 'Hold expired');
    expect(await soldOf(typeId)).toBe(0);
    const res = await pay(intentId, { method: 'card', cardNumber: '4242424242424242' });
    expect(res.data?.orderStatus).toBe('completed');
    expect(await ticketsOf(order.id)).toHaveLength(2);
    expect(await soldOf(typeId)).toBe(2);
  });

  it('is refunded automatically, with the reason, when the tickets sold out meanwhile', async () => {
    const { order, intentId, typeId } = await checkout(2, 'MYR', 5);
    await releaseHold(db, order.id, 'cancelled', 'Hold expired');
    await db.update(ticketTypes).set({ soldQuantity: 5 }).where(eq(ticketTypes.id, typeId));
    const res = await pay(intentId, { method: 'card', cardNumber: '4242424242424242' });
    expect(res.data).toMatchObject({ paymentStatus: 'succeeded', orderStatus: 'failed', message: FAILURE.lateSoldOut });
    expect(await ticketsOf(order.id)).toHaveLength(0);
    expect(await soldOf(typeId)).toBe(5);
    const [intent] = await db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.id, intentId));
    expect(intent.refundedAt).not.toBeNull();
  });

  it('refuses to take a cancelled intent', async () => {
    const { intentId } = await checkout(1);
    await db.update(demoPaymentIntents).set({ status: 'canceled' }).where(eq(demoPaymentIntents.id, intentId));
    expect(expectProblem(await pay(intentId, { method: 'grabpay' }), 409).code).toBe('payment_canceled');
  });
});
