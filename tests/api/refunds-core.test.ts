import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connect } from '../../api/src/db/client';
import {
  auditLog,
  demoPaymentIntents,
  events,
  mailOutbox,
  orders,
  refunds,
  tickets,
  ticketTypes,
} from '../../api/src/db/schema';
import { REFUND_JOB, runRefunds, writeRefund } from '../../api/src/modules/refunds';
import type { RefundToWrite } from '../../api/src/modules/refunds/refund-order';
import { sendRefunds } from '../../api/src/modules/refunds/send-refunds';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { buyTickets, payDemo, startCheckout } from '../support/checkout';
import { insertCustomers, insertEvent } from '../support/factories';

/**
 * The refunds' foundation (docs/design/refunds.md): writeRefund's conditional statements against
 * doubling and against a check-in or transfer that wins first, the sends to the demo provider (its
 * failing card, FPX's window), and the cancellation step on two instances at once.
 */
const { app, deps, db, databaseUrl } = await createTestApp();
const door = await signedInApi(app, 'admin@pentas.test');

const PRICE = 5000;
async function newEvent() {
  return insertEvent(db, 'organizer@pentas.test', {
    tickets: [{ name: 'Standard', priceMinor: PRICE, quantity: 400 }],
  });
}

let buyers = 0;
/** A buyer of their own with a paid order of `quantity` tickets. */
async function paidOrder(event: Awaited<ReturnType<typeof newEvent>>, quantity = 2, card = '4242424242424242') {
  buyers += 1;
  const [email] = await insertCustomers(db, 1, `refund${buyers}`);
  const api = await signedInApi(app, email);
  const line = [{ ticketTypeId: event.ticketTypes[0].id, quantity, unitPrice: '50.00' }];
  let orderId: string;
  if (card === '4242424242424242') orderId = await buyTickets(db, api, event.id, line);
  else {
    const { order, intentId } = await startCheckout(db, api, event.id, line);
    await expectData(payDemo(api, intentId, { method: 'card', cardNumber: card }));
    orderId = order.id;
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const owned = await db.select().from(tickets).where(eq(tickets.orderId, orderId));
  return { order, tickets: owned, api, email };
}

const refund = (input: Partial<RefundToWrite> & Pick<RefundToWrite, 'orderId' | 'amountMinor'>) =>
  db.transaction((tx) =>
    writeRefund(tx, { ticketIds: [], feeMinor: 0, cause: 'staff', reason: 'test', by: REFUND_JOB, ...input }),
  );

const problemCode = async (promise: Promise<unknown>) => {
  const outcome = await promise.then(
    () => 'written',
    (error: { code?: string }) => error.code ?? String(error),
  );
  return outcome;
};

const soldOf = async (typeId: number) =>
  (await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0].soldQuantity;

describe('writing a refund', () => {
  it("marks the tickets refunded, returns their stock, raises the order's refunded total, and queues the mail and the audit row", async () => {
    const event = await newEvent();
    const { order, tickets: owned, email } = await paidOrder(event, 2);
    const soldBefore = await soldOf(event.ticketTypes[0].id);

    const id = await refund({ orderId: order.id, ticketIds: [owned[0].id], amountMinor: PRICE });

    const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
    expect(row).toMatchObject({ amountMinor: PRICE, state: 'pending', cause: 'staff', currency: 'MYR' });
    const after = await db.select().from(tickets).where(eq(tickets.orderId, order.id));
    expect(after.map((t) => [t.id, t.status]).sort()).toEqual(
      [
        [owned[0].id, 'refunded'],
        [owned[1].id, 'active'],
      ].sort(),
    );
    expect(await soldOf(event.ticketTypes[0].id)).toBe(soldBefore - 1);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].refundedMinor).toBe(PRICE);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.key, `refund:${id}`));
    expect(mail).toMatchObject({ kind: 'refund_issued', recipient: email });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, order.id)));
    expect(audits).toHaveLength(1);
  });

  it('never gives back more than was paid, not even with two refunds at once', async () => {
    const event = await newEvent();
    const { order } = await paidOrder(event, 2);
    const paid = order.totalMinor + order.serviceFeeMinor;
    const outcomes = await Promise.all([
      problemCode(refund({ orderId: order.id, amountMinor: paid })),
      problemCode(refund({ orderId: order.id, amountMinor: paid })),
      problemCode(refund({ orderId: order.id, amountMinor: 1 })),
    ]);
    expect(outcomes.filter((o) => o === 'written')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'refund_exceeds_remaining')).toHaveLength(2);
    const written = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(written.reduce((sum, r) => sum + r.amountMinor, 0)).toBeLessThanOrEqual(paid);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].refundedMinor).toBe(
      written.reduce((sum, r) => sum + r.amountMinor, 0),
    );
  });

  it('of a refund and a check-in of the same ticket at once, exactly one happens; a used ticket is refunded only with the override', async () => {
    const event = await newEvent();
    for (let round = 0; round < 5; round += 1) {
      const { order, tickets: owned, api } = await paidOrder(event, 1);
      const { qrCode } = await expectData(api.GET('/api/tickets/{id}/qr', { params: { path: { id: owned[0].id } } }));
      const [refunded, checkIn] = await Promise.all([
        problemCode(refund({ orderId: order.id, ticketIds: [owned[0].id], amountMinor: PRICE })),
        door.POST('/api/tickets/{id}/checkin', { params: { path: { id: owned[0].id } } }),
      ]);
      const [now] = await db.select().from(tickets).where(eq(tickets.id, owned[0].id));
      if (refunded === 'written') {
        expect(now.status).toBe('refunded');
        expect(checkIn.response.status).toBe(409);
      } else {
        expect(refunded).toBe('ticket_not_refundable');
        expect(now.status).toBe('checked_in');
        expect(checkIn.response.status).toBe(200);
        // Nothing of the refused refund stays: the order's total is untouched.
        expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].refundedMinor).toBe(0);
        await refund({ orderId: order.id, ticketIds: [owned[0].id], amountMinor: PRICE, includeUsed: true });
        expect((await db.select().from(tickets).where(eq(tickets.id, owned[0].id)))[0].status).toBe('refunded');
      }
      expect(qrCode).toBeTruthy();
    }
  });

  it('of a refund and a transfer of the same ticket at once, exactly one happens', async () => {
    const event = await newEvent();
    const [recipient] = await insertCustomers(db, 1, 'refund-recipient');
    for (let round = 0; round < 5; round += 1) {
      const { order, tickets: owned, api } = await paidOrder(event, 1);
      const [refunded, transfer] = await Promise.all([
        problemCode(refund({ orderId: order.id, ticketIds: [owned[0].id], amountMinor: PRICE })),
        api.POST('/api/tickets/{id}/transfer', { params: { path: { id: owned[0].id } }, body: { email: recipient } }),
      ]);
      const [now] = await db.select().from(tickets).where(eq(tickets.id, owned[0].id));
      expect(refunded === 'written').toBe(transfer.response.status !== 200);
      expect(now.status).toBe(refunded === 'written' ? 'refunded' : 'transferred');
    }
  });
});

describe('a payment against a cancellation', () => {
  it('is refunded, never completed, when the event was cancelled while the buyer paid', async () => {
    const event = await newEvent();
    buyers += 1;
    const [email] = await insertCustomers(db, 1, `refund${buyers}`);
    const api = await signedInApi(app, email);
    const line = [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1, unitPrice: '50.00' }];
    const { order, intentId } = await startCheckout(db, api, event.id, line);
    await db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, event.id));

    await payDemo(api, intentId);

    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after.status).toBe('failed');
    expect(await db.select().from(tickets).where(eq(tickets.orderId, order.id))).toHaveLength(0);
    const [intent] = await db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.id, intentId));
    expect(intent.refundedAt).not.toBeNull();
  });
});

describe('sending refunds to the provider', () => {
  it('settles a demo refund, fails one of the card whose refunds fail, and leaves an FPX payment past 60 days to an admin', async () => {
    const event = await newEvent();
    const good = await paidOrder(event, 1);
    const failing = await paidOrder(event, 1, '4000000000005126');
    const late = await paidOrder(event, 1);
    await db
      .update(orders)
      .set({
        paidWith: { method: 'fpx', reference: 'FPX1', bank: 'maybank2u', cardBrand: null, cardLast4: null },
        completedAt: new Date(Date.now() - 61 * 86_400_000),
      })
      .where(eq(orders.id, late.order.id));
    const ids = await Promise.all(
      [good, failing, late].map(({ order }) => refund({ orderId: order.id, amountMinor: PRICE })),
    );

    while ((await sendRefunds(deps)) > 0);
    // A second round finds nothing more to send: each went once.
    expect(await sendRefunds(deps)).toBe(0);

    const rows = await db.select().from(refunds).where(inArray(refunds.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids[0])).toMatchObject({ state: 'succeeded', attempts: 1 });
    expect(byId.get(ids[0])?.providerRefundId).toMatch(/^re_demo_/);
    expect(byId.get(ids[1])).toMatchObject({ state: 'failed', failureReason: 'expired_or_canceled_card' });
    expect(byId.get(ids[2])).toMatchObject({ state: 'manual' });
    expect(byId.get(ids[2])?.failureReason).toMatch(/bank transfer/);
  });
});

describe('the cancellation step', () => {
  it('refunds every paid order of a cancelled event in full exactly once, with two instances running at once', async () => {
    const event = await newEvent();
    const bought = [];
    for (let i = 0; i < 12; i += 1) bought.push(await paidOrder(event, 1 + (i % 3)));
    // One ticket already refunded in part, one used at the door: the job gives back the rest, used too.
    await refund({ orderId: bought[0].order.id, ticketIds: [bought[0].tickets[0].id], amountMinor: PRICE });
    await expectData(door.POST('/api/tickets/{id}/checkin', { params: { path: { id: bought[1].tickets[0].id } } }));
    const sold = await soldOf(event.ticketTypes[0].id);
    await db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, event.id));

    const other = connect(databaseUrl, { max: 4 });
    try {
      await Promise.all([runRefunds(deps), runRefunds({ ...deps, db: other.db }), runRefunds(deps)]);
    } finally {
      await other.close();
    }

    const orderIds = bought.map((b) => b.order.id);
    const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
    for (const row of rows) expect(row.refundedMinor).toBe(row.totalMinor + row.serviceFeeMinor);
    const written = await db.select().from(refunds).where(inArray(refunds.orderId, orderIds));
    const cancellations = written.filter((r) => r.cause === 'event_cancelled');
    // One cancellation refund per order, and every refund sent.
    expect(new Set(cancellations.map((r) => r.orderId)).size).toBe(cancellations.length);
    expect(cancellations).toHaveLength(12);
    expect(written.every((r) => r.state === 'succeeded')).toBe(true);
    const left = await db
      .select()
      .from(tickets)
      .where(and(inArray(tickets.orderId, orderIds), inArray(tickets.status, ['active', 'checked_in'])));
    expect(left).toHaveLength(0);
    // A cancelled event's stock stays off sale: only the refund made before the cancellation returned one.
    expect(await soldOf(event.ticketTypes[0].id)).toBe(sold);
    expect(await runRefunds(deps)).toEqual({ cancelled: 0, sent: 0 });
  });

  it("gives a complimentary (box-office) order no money back, whatever its tickets' face value: its tickets are cancelled, once", async () => {
    const event = await newEvent();
    const gift = await paidOrder(event, 2);
    // As the box office writes its orders: completed, the tickets' value in total_minor, nothing paid through us.
    await db.update(orders).set({ isManual: true, serviceFeeMinor: 0 }).where(eq(orders.id, gift.order.id));
    expect(await problemCode(refund({ orderId: gift.order.id, amountMinor: 1 }))).toBe('refund_exceeds_remaining');

    await db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, event.id));
    await runRefunds(deps);
    expect(await runRefunds(deps)).toEqual({ cancelled: 0, sent: 0 });

    const [after] = await db.select().from(orders).where(eq(orders.id, gift.order.id));
    expect(after.refundedMinor).toBe(0);
    const written = await db.select().from(refunds).where(eq(refunds.orderId, gift.order.id));
    expect(written.map((r) => [r.amountMinor, r.cause])).toEqual([[0, 'event_cancelled']]);
    const held = await db.select().from(tickets).where(eq(tickets.orderId, gift.order.id));
    expect(held.map((t) => t.status)).toEqual(['cancelled', 'cancelled']);
  });
});
