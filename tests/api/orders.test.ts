import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoPaymentIntents, orders, tickets, ticketTypes } from '../../api/src/db/schema';
import { FAILURE, notPaidWithin } from '../../api/src/modules/orders/failure-reasons';
import { type ApiClient, apiClient, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { payDemo, startCheckout } from '../support/checkout';
import { insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';

const { app, db } = await createTestApp();
const customer = await signedInApi(app, 'customer@pentas.test');
const stranger = await signedInApi(app, 'customer2@pentas.test');

async function checkout(quantity = 2) {
  const event = await insertEvent(db, 'organizer@pentas.test', {
    title: 'Orders test',
    tickets: [{ name: 'Standing', priceMinor: 8000, quantity: 10 }],
  });
  const [type] = event.ticketTypes;
  const started = await startCheckout(db, customer, event.id, [
    { ticketTypeId: type.id, quantity, unitPrice: '80.00' },
  ]);
  return { ...started, typeId: type.id };
}

const deleteOrder = (client: ApiClient, id: string) => client.DELETE('/api/orders/{id}', { params: { path: { id } } });

const soldOf = async (id: number) =>
  (await db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0].soldQuantity;

describe('GET /api/my-orders', () => {
  it("lists the user's own orders with items, names and amounts", async () => {
    const { order } = await checkout(2);
    const { data: mine } = await customer.GET('/api/my-orders');
    const listed = mine?.find((o) => o.id === order.id);
    expect(listed).toMatchObject({
      status: 'pending',
      currency: 'MYR',
      totalAmount: '160.00',
      serviceFee: '4.80',
      eventTitle: 'Orders test',
      orderItems: [{ quantity: 2, unitPrice: '80.00', ticketType: { name: 'Standing' } }],
    });
    const { data: theirs } = await stranger.GET('/api/my-orders');
    expect(theirs?.map((o) => o.id)).not.toContain(order.id);
    expectProblem(await apiClient(app).GET('/api/my-orders'), 401);
  });
});

describe('DELETE /api/orders/{id}', () => {
  it('deletes a pending order, gives its tickets back and cancels its intent', async () => {
    const { order, typeId, intentId } = await checkout(3);
    expect(await soldOf(typeId)).toBe(3);
    expect((await deleteOrder(customer, order.id)).data).toEqual({ message: 'Order deleted' });
    expect(await soldOf(typeId)).toBe(0);
    expect(await db.select().from(orders).where(eq(orders.id, order.id))).toEqual([]);
    // The intent is cancelled at the provider and keeps its record, as Stripe's would.
    const [intent] = await db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.id, intentId));
    expect(intent).toMatchObject({ status: 'canceled', orderId: null });
    expectProblem(await payDemo(customer, intentId), 404);
  });

  it("refuses completed orders with 'cannot be deleted', and keeps their tickets", async () => {
    const { order, intentId } = await checkout(1);
    await payDemo(customer, intentId, { method: 'grabpay' });
    const res = await deleteOrder(customer, order.id);
    expect(expectProblem(res, 409).detail).toBe(
      'Completed orders with tickets cannot be deleted. Contact support if needed.',
    );
    expect(await db.select().from(tickets).where(eq(tickets.orderId, order.id))).toHaveLength(1);
  });

  it('completes, rather than deletes, an order whose payment already went through', async () => {
    const { order, intentId } = await checkout(1);
    await db.update(demoPaymentIntents).set({ status: 'succeeded' }).where(eq(demoPaymentIntents.id, intentId));
    expectProblem(await deleteOrder(customer, order.id), 409);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('completed');
    expect(await db.select().from(tickets).where(eq(tickets.orderId, order.id))).toHaveLength(1);
  });

  it("answers 404 for someone else's order and leaves it alone", async () => {
    const { order, typeId } = await checkout(1);
    expectProblem(await deleteOrder(stranger, order.id), 404);
    expect(await soldOf(typeId)).toBe(1);
    expectProblem(await deleteOrder(customer, 'not-a-uuid'), 422);
  });
});

describe("an order's failure reason, said in its reader's language", () => {
  it('says the reasons Pentas stores in Malay to a Malay reader, the list and the order page alike; any other as stored', async () => {
    const { order } = await checkout(1);
    const storeReason = (reason: string) =>
      db.update(orders).set({ status: 'cancelled', failureReason: reason }).where(eq(orders.id, order.id));
    const malay = { headers: { 'accept-language': 'ms-MY,ms;q=0.9' } };
    const listed = async (options = {}) =>
      (await customer.GET('/api/my-orders', options)).data?.find((o) => o.id === order.id)?.failureReason;
    const onItsPage = async (options = {}) =>
      (await customer.GET('/api/orders/{id}', { params: { path: { id: order.id } }, ...options })).data?.failureReason;

    await storeReason(notPaidWithin(24));
    expect(await listed()).toBe('Not paid within 24 hours.');
    expect(await listed(malay)).toBe('Tidak dibayar dalam tempoh 24 jam.');
    expect(await onItsPage(malay)).toBe('Tidak dibayar dalam tempoh 24 jam.');
    await storeReason(FAILURE.holdExpired);
    expect(await onItsPage()).toBe('The checkout hold expired.');
    expect(await listed(malay)).toBe('Tempoh simpanan tiket semasa pembayaran telah tamat.');
    await storeReason('Refused by the bank.');
    expect(await listed(malay)).toBe('Refused by the bank.');
  });
});
