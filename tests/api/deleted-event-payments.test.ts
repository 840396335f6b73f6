import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoPaymentIntents, events, tickets, ticketTypes } from '../../api/src/db/schema';
import { FAILURE } from '../../api/src/modules/orders/failure-reasons';
import { HoldRefused, holdOrderInOneCall } from '../../api/src/modules/orders/hold-batches';
import { type ApiClient, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { oneTicketHold, ordersAndIntents, payDemo, startCheckout } from '../support/checkout';
import { insertCustomers, insertEvent, userId } from '../support/factories';
import { lockWaiters, transactionHeldOpen } from '../support/locks';

/**
 * A payment for an event deleted meanwhile is refunded, never completed into tickets the door refuses,
 * and the hold refuses a deleted event under the same lock that reads its stock: whichever of the
 * deletion and the payment (or the hold) comes first, the other sees it.
 */
const { app, db, sql } = await createTestApp({ MAX_PENDING_ORDERS: '10' });
const buyers: ApiClient[] = [];
for (const email of await insertCustomers(db, 10, 'gone')) buyers.push(await signedInApi(app, email));
const admin = await signedInApi(app, 'admin@pentas.test');

async function saleWith(quantity = 100) {
  const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 1000, quantity }] });
  return { eventId: event.id, typeId: event.ticketTypes[0].id };
}

const line = (typeId: number) => [{ ticketTypeId: typeId, quantity: 1, unitPrice: '10.00' }];

async function deleteEvent(eventId: number) {
  const { response } = await admin.DELETE('/api/events/{id}', { params: { path: { id: eventId } } });
  expect(response.status).toBe(200);
}

/**
 * The event's row deleted as DELETE /api/events/{id} deletes it, without its refusal of an event with paid
 * orders (decision 58): the races here are between a payment's completion and that row's change, and an
 * order paid just before the deletion is their outcome.
 */
async function deleteEventRow(eventId: number) {
  await db.update(events).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(events.id, eventId));
}

describe('paying for a deleted event', () => {
  it('refunds the payment, fails the order with the reason, issues no ticket and gives the stock back', async () => {
    const { eventId, typeId } = await saleWith();
    const { order, intentId } = await startCheckout(db, buyers[0], eventId, line(typeId));
    await deleteEvent(eventId);

    const { data } = await payDemo(buyers[0], intentId);
    expect(data).toMatchObject({ paymentStatus: 'succeeded', orderStatus: 'failed' });
    expect(data?.message).toBe(FAILURE.eventGone);
    const [intent] = await db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.id, intentId));
    expect(intent.refundedAt).not.toBeNull();
    expect(await db.select().from(tickets).where(eq(tickets.orderId, order.id))).toHaveLength(0);
    const [type] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
    expect(type.soldQuantity).toBe(0);
  });

  it('leaves an order paid before the deletion completed, however often the provider repeats itself', async () => {
    const { eventId, typeId } = await saleWith();
    const { order, intentId } = await startCheckout(db, buyers[1], eventId, line(typeId));
    expect((await payDemo(buyers[1], intentId)).data).toMatchObject({ orderStatus: 'completed' });
    await deleteEventRow(eventId);
    // The buyer's page confirms again after the event went: the order stays paid, nothing is refunded.
    const { data } = await buyers[1].POST('/api/confirm-payment', { body: { paymentIntentId: intentId } });
    expect(data).toMatchObject({ orderStatus: 'completed' });
    const [intent] = await db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.id, intentId));
    expect(intent.refundedAt).toBeNull();
    expect(await db.select().from(tickets).where(eq(tickets.orderId, order.id))).toHaveLength(1);
  });

  it('never completes an order after its event was deleted: 50 payments raced against the deletion', async () => {
    const { eventId, typeId } = await saleWith();
    const held = [];
    for (let i = 0; i < 50; i++) {
      const buyer = buyers[i % buyers.length];
      held.push({ buyer, ...(await startCheckout(db, buyer, eventId, line(typeId))) });
    }
    const deletion = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await deleteEventRow(eventId);
    })();
    const answers = await Promise.all(held.map(({ buyer, intentId }) => payDemo(buyer, intentId)));
    await deletion;

    expect(answers.every((a) => a.response.status === 200)).toBe(true);
    const [{ deletedAt }] = await db.select().from(events).where(eq(events.id, eventId));
    const { orderRows: rows, intents } = await ordersAndIntents(
      db,
      held.map((h) => h.order.id),
      held.map((h) => h.intentId),
    );
    let completed = 0;
    for (const order of rows) {
      const intent = intents.find((i) => i.orderId === order.id);
      if (order.status === 'completed') {
        completed += 1;
        expect(order.completedAt?.getTime()).toBeLessThanOrEqual(deletedAt?.getTime() ?? 0);
        expect(intent?.refundedAt, `completed order ${order.id} kept its payment`).toBeNull();
      } else {
        expect(order.status).toBe('failed');
        expect(intent?.refundedAt, `order ${order.id} for the deleted event refunded`).not.toBeNull();
      }
    }
    const issued = await db.select().from(tickets).where(eq(tickets.ticketTypeId, typeId));
    expect(issued).toHaveLength(completed);
    const [type] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
    expect(type.soldQuantity).toBe(completed);
  });
});

describe('the hold and a deletion', () => {
  const request = (user: string, eventId: number, typeId: number) => oneTicketHold(user, eventId, typeId, 10);

  it('refuses a deleted event', async () => {
    const { eventId, typeId } = await saleWith();
    await db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, eventId));
    const [email] = await insertCustomers(db, 1, 'gone-hold');
    const refused = await holdOrderInOneCall(db, request(await userId(db, email), eventId, typeId)).catch((e) => e);
    expect(refused).toBeInstanceOf(HoldRefused);
    expect(refused.reason).toBe('event_closed');
    const [type] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
    expect(type.soldQuantity).toBe(0);
  });

  it('waits for a deletion in flight and then refuses, taking no stock', async () => {
    const { eventId, typeId } = await saleWith();
    const [email] = await insertCustomers(db, 1, 'gone-wait');
    const user = await userId(db, email);
    const deletion = transactionHeldOpen(sql, (tx) => tx`update events set deleted_at = now() where id = ${eventId}`);
    await deletion.opened;
    const hold = holdOrderInOneCall(db, request(user, eventId, typeId)).catch((e) => e);
    await expect.poll(() => lockWaiters(sql)).toBeGreaterThan(0);
    deletion.release();
    await deletion.done;
    const refused = await hold;
    expect(refused).toBeInstanceOf(HoldRefused);
    expect(refused.reason).toBe('event_closed');
    const [type] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
    expect(type.soldQuantity).toBe(0);
  });
});
