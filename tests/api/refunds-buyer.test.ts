import { instantInZone, todayInZone } from '@pentas/openapi';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  events,
  mailOutbox,
  orders,
  refundRequests,
  refunds,
  tickets,
  ticketTypes,
} from '../../api/src/db/schema';
import { renderMail } from '../../api/src/modules/mail/render-mail';
import { type ApiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { buyTickets, startCheckout } from '../support/checkout';
import { insertAccount, insertEvent } from '../support/factories';

const { app, db, deps } = await createTestApp();
const admin = await signedInApi(app, 'admin@pentas.test');
const organizer = await signedInApi(app, 'organizer@pentas.test');

/** An event starting at 7:00 pm on the day `days` from today on its own calendar, in `zone`; RM 40.00 and RM 60.00 tickets. */
async function eventInDays(days: number, zone = 'Pacific/Auckland') {
  const today = todayInZone(zone);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  const startsAt = instantInZone(
    { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: 19 },
    zone,
  );
  return insertEvent(db, 'organizer@pentas.test', {
    startsAt,
    timeZone: zone,
    tickets: [
      { name: 'Standard', priceMinor: 4_000 },
      { name: 'Premium', priceMinor: 6_000 },
    ],
  });
}

/** A new buyer (their own rate limit and orders), signed in. */
async function newBuyer(tag: string) {
  const email = await insertAccount(db, 'customer', `${tag}-${Math.random().toString(36).slice(2, 8)}`);
  return { email, api: await signedInApi(app, email) };
}

/** `buyer` pays for one Standard and one Premium ticket of `event`; the order row and its tickets. */
async function paidOrder(buyer: ApiClient, event: Awaited<ReturnType<typeof eventInDays>>) {
  const [standard, premium] = event.ticketTypes;
  const orderId = await buyTickets(db, buyer, event.id, [
    { ticketTypeId: standard.id, quantity: 1, unitPrice: '40.00' },
    { ticketTypeId: premium.id, quantity: 1, unitPrice: '60.00' },
  ]);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const rows = await db.select().from(tickets).where(eq(tickets.orderId, orderId));
  const byType = (typeId: number) => rows.find((t) => t.ticketTypeId === typeId)?.id as string;
  return { order, standardId: byType(standard.id), premiumId: byType(premium.id), ticketIds: rows.map((t) => t.id) };
}

const quote = (buyer: ApiClient, id: string, ticketIds?: string[]) =>
  buyer.GET('/api/orders/{id}/refund-quote', {
    params: { path: { id }, query: ticketIds ? { ticketIds: ticketIds.join(',') } : {} },
  });
const ask = (
  buyer: ApiClient,
  id: string,
  body: { ticketIds?: string[]; reason?: string; expectedAmount?: string } = {},
) => buyer.POST('/api/orders/{id}/refund-requests', { params: { path: { id } }, body });
const page = (buyer: ApiClient, id: string) => expectData(buyer.GET('/api/orders/{id}', { params: { path: { id } } }));
type Answer = { refund: { id: string } } | { request: { id: string } };
/** The refund a 201 carries (the typed client cannot tell a 201's body from a 202's). */
function refundOf<T extends Answer>(answer: T) {
  if (!('refund' in answer)) throw new Error('no refund in the answer');
  return answer.refund as Extract<T, { refund: unknown }>['refund'];
}
function requestOf<T extends Answer>(answer: T) {
  if (!('request' in answer)) throw new Error('no request in the answer');
  return answer.request as Extract<T, { request: unknown }>['request'];
}
const money = (minor: number) => (minor / 100).toFixed(2);

describe("a buyer's refund by the policy's tiers, through the API", () => {
  it('gives the whole ticket price at 31 days (fee kept): ticket refunded, stock back, refund row, mail, audit row', async () => {
    const event = await eventInDays(31);
    const { api, email } = await newBuyer('tier31');
    const { order, standardId, premiumId } = await paidOrder(api, event);

    const seen = await expectData(quote(api, order.id, [premiumId]));
    expect(seen).toMatchObject({
      tier: 'more_than_30_days',
      percent: 100,
      daysBeforeEvent: 31,
      ticketsPrice: '60.00',
      amount: '60.00',
      serviceFeeBack: '0.00',
      serviceFeeKept: money(order.serviceFeeMinor),
      automatic: true,
    });

    const given = await expectData(ask(api, order.id, { ticketIds: [premiumId] }), 201);
    expect(refundOf(given)).toMatchObject({
      amount: '60.00',
      serviceFee: '0.00',
      cause: 'buyer_request',
      tier: 'more_than_30_days',
    });

    // Only the documented fields: none of the sender's bookkeeping or the actor's id.
    expect(Object.keys(refundOf(given)).sort()).toEqual([
      'amount',
      'cause',
      'createdAt',
      'currency',
      'id',
      'reason',
      'serviceFee',
      'settledAt',
      'state',
      'tier',
    ]);
    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, premiumId));
    expect(ticket).toMatchObject({ status: 'refunded', refundId: refundOf(given).id });
    const [premium] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, event.ticketTypes[1].id));
    expect(premium.soldQuantity).toBe(0);
    const [row] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.id, refundOf(given).id));
    expect(row).toMatchObject({ orderId: order.id, amountMinor: 6_000, feeMinor: 0, state: 'pending' });
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after.refundedMinor).toBe(6_000);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.key, `refund:${refundOf(given).id}`));
    expect(mails).toMatchObject([{ kind: 'refund_issued', recipient: email }]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, order.id)));
    expect(audit).toMatchObject([{ actorEmail: email, after: { amountMinor: 6_000, cause: 'buyer_request' } }]);

    // The order's page: partly refunded (a ticket is left), the refund listed, the other ticket still askable.
    const shown = await page(api, order.id);
    expect(shown).toMatchObject({ refunded: '60.00', refundStatus: 'partly_refunded', refundRequests: [] });
    expect(shown.refunds).toMatchObject([
      { id: refundOf(given).id, amount: '60.00', state: 'pending', tier: 'more_than_30_days' },
    ]);
    expect(shown.tickets.find((t) => t.id === premiumId)).toMatchObject({ status: 'refunded', refundable: false });
    expect(shown.tickets.find((t) => t.id === standardId)).toMatchObject({ status: 'active', refundable: true });
    // Asking again for the refunded ticket is refused; the rest is refunded and the order reads Refunded.
    expect((await ask(api, order.id, { ticketIds: [premiumId] })).response.status).toBe(409);
    await expectData(ask(api, order.id), 201);
    const done = await page(api, order.id);
    expect(done).toMatchObject({ refunded: '100.00', refundStatus: 'refunded' });
    const listed = await expectData(api.GET('/api/my-orders'));
    expect(listed.find((o) => o.id === order.id)).toMatchObject({ refunded: '100.00', refundStatus: 'refunded' });
  });

  it("gives 75% from 30 days (on Auckland's calendar) down to 7", async () => {
    for (const days of [30, 7]) {
      const event = await eventInDays(days);
      const { api } = await newBuyer(`tier${days}`);
      const { order } = await paidOrder(api, event);
      expect(await expectData(quote(api, order.id))).toMatchObject({
        tier: 'from_7_to_30_days',
        percent: 75,
        daysBeforeEvent: days,
        ticketsPrice: '100.00',
        amount: '75.00',
        automatic: true,
      });
      const given = await expectData(ask(api, order.id), 201);
      expect(refundOf(given)).toMatchObject({ amount: '75.00', tier: 'from_7_to_30_days' });
      // Every ticket is given back, the policy kept the rest: the order reads Refunded.
      expect(await page(api, order.id)).toMatchObject({ refunded: '75.00', refundStatus: 'refunded' });
    }
  });

  it('sends the request to the organizer under 7 days: a reason is needed, 202, one open per order', async () => {
    const event = await eventInDays(6, 'America/Los_Angeles');
    const { api } = await newBuyer('tier6');
    const { order, standardId } = await paidOrder(api, event);
    expect(await expectData(quote(api, order.id))).toMatchObject({
      tier: 'under_7_days',
      daysBeforeEvent: 6,
      amount: '0.00',
      automatic: false,
    });
    const noReason = await ask(api, order.id);
    expect(noReason.response.status).toBe(422);
    const sent = await expectData(ask(api, order.id, { ticketIds: [standardId], reason: 'I broke my leg.' }), 202);
    expect(requestOf(sent)).toMatchObject({ state: 'requested', reason: 'I broke my leg.', ticketIds: [standardId] });
    expect(Object.keys(requestOf(sent)).sort()).toEqual([
      'createdAt',
      'decidedAt',
      'decisionReason',
      'id',
      'reason',
      'refundId',
      'state',
      'ticketIds',
    ]);
    // Nothing was refunded; the organizer is told.
    expect((await db.select().from(refunds).where(eq(refunds.orderId, order.id))).length).toBe(0);
    const [told] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.key, `refund-request:${requestOf(sent).id}`));
    expect(told).toMatchObject({ kind: 'refund_requested', recipient: 'organizer@pentas.test' });
    // As the send job renders it: who asks, for what, and why.
    const mail = await renderMail(deps, told);
    expect(mail.subject).toBe(`Refund request for ${event.title} (order ${order.id.slice(0, 8)})`);
    expect(mail.text).toContain('asks for a refund of 1 ticket');
    expect(mail.text).toContain('I broke my leg.');

    const second = await ask(api, order.id, { reason: 'And the other one too.' });
    expect(second.response.status).toBe(409);
    expect(second.error).toMatchObject({ code: 'refund_request_open' });
    expect(await page(api, order.id)).toMatchObject({
      refundStatus: 'none',
      refundRequests: [{ state: 'requested', reason: 'I broke my leg.' }],
    });
  });

  it('writes one open request when two arrive at once', async () => {
    const event = await eventInDays(2);
    const { api } = await newBuyer('race-request');
    const { order } = await paidOrder(api, event);
    const answers = await Promise.all([
      ask(api, order.id, { reason: 'First click.' }),
      ask(api, order.id, { reason: 'Second click.' }),
    ]);
    expect(answers.map((a) => a.response.status).sort()).toEqual([202, 409]);
    const rows = await db.select().from(refundRequests).where(eq(refundRequests.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('gives everything back, fee included, within 30 days of a postponement, and the tiers again after', async () => {
    const event = await eventInDays(3);
    const { api } = await newBuyer('postponed');
    const { order } = await paidOrder(api, event);
    await db
      .update(events)
      .set({ postponedAt: new Date(Date.now() - 29 * 86_400_000) })
      .where(eq(events.id, event.id));
    const paid = order.totalMinor + order.serviceFeeMinor;
    expect(await expectData(quote(api, order.id))).toMatchObject({
      tier: 'postponed',
      percent: 100,
      amount: money(paid),
      serviceFeeBack: money(order.serviceFeeMinor),
      serviceFeeKept: '0.00',
      automatic: true,
    });
    const given = await expectData(ask(api, order.id), 201);
    expect(refundOf(given)).toMatchObject({
      amount: money(paid),
      serviceFee: money(order.serviceFeeMinor),
      cause: 'event_postponed',
    });
    expect(await page(api, order.id)).toMatchObject({ refunded: money(paid), refundStatus: 'refunded' });

    // 32 days after the postponement the window is closed: 3 days before the event, a request.
    const other = await newBuyer('postponed-late');
    const late = await paidOrder(other.api, event);
    await db
      .update(events)
      .set({ postponedAt: new Date(Date.now() - 32 * 86_400_000) })
      .where(eq(events.id, event.id));
    expect(await expectData(quote(other.api, late.order.id))).toMatchObject({ tier: 'under_7_days', automatic: false });
  });

  it('computes the amount on the server: a figure sent by the client is not read', async () => {
    const event = await eventInDays(20);
    const { api } = await newBuyer('no-client-amount');
    const { order } = await paidOrder(api, event);
    const forged = await api.POST('/api/orders/{id}/refund-requests', {
      params: { path: { id: order.id } },
      body: { amountMinor: 999_999, amount: '9999.00', feeMinor: 500 } as never,
    });
    expect(forged.response.status).toBe(201);
    expect(forged.data && refundOf(forged.data)).toMatchObject({ amount: '75.00', serviceFee: '0.00' });
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after.refundedMinor).toBe(7_500);
  });

  it('gives what the buyer was shown or nothing: a day into another tier since the quote is a 409 with the new amount', async () => {
    const event = await eventInDays(31);
    const { api } = await newBuyer('quote-changed');
    const { order } = await paidOrder(api, event);
    const shown = await expectData(quote(api, order.id));
    expect(shown).toMatchObject({ tier: 'more_than_30_days', amount: '100.00' });
    // Midnight passes twice on the event's calendar before the buyer confirms: 29 days, 75%.
    await db.execute(sql`update events set starts_at = starts_at - interval '2 days' where id = ${event.id}`);
    const late = await ask(api, order.id, { expectedAmount: shown.amount });
    expect(late.response.status).toBe(409);
    expect(late.error).toMatchObject({ code: 'refund_quote_changed', amount: '75.00' });
    const [untouched] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(untouched.refundedMinor).toBe(0);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);
    const given = await expectData(ask(api, order.id, { expectedAmount: '75.00' }), 201);
    expect(refundOf(given)).toMatchObject({ amount: '75.00' });
  });

  it('refunds once when two requests for the same tickets arrive at once: never more than paid', async () => {
    const event = await eventInDays(45);
    const { api } = await newBuyer('race-refund');
    const { order } = await paidOrder(api, event);
    const answers = await Promise.all([ask(api, order.id), ask(api, order.id), ask(api, order.id)]);
    expect(answers.map((a) => a.response.status).sort()).toEqual([201, 409, 409]);
    const rows = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after.refundedMinor).toBe(10_000);
    expect(after.refundedMinor).toBeLessThanOrEqual(after.totalMinor + after.serviceFeeMinor);
    const [sold] = await db
      .select({ n: sql<number>`sum(${ticketTypes.soldQuantity})::int` })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event.id));
    expect(sold.n).toBe(0);
  });
});

describe('who may ask', () => {
  it('answers another buyer, the organizer and an admin as for an unknown order, and leaves it as it was', async () => {
    const event = await eventInDays(40);
    const { api } = await newBuyer('owner');
    const { order } = await paidOrder(api, event);
    const stranger = await newBuyer('stranger');
    for (const caller of [stranger.api, organizer, admin]) {
      expect((await quote(caller, order.id)).response.status).toBe(404);
      expect((await ask(caller, order.id)).response.status).toBe(404);
    }
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after.refundedMinor).toBe(0);
    // The buyer, and only they, may.
    expect(await expectData(quote(api, order.id))).toMatchObject({ tier: 'more_than_30_days', amount: '100.00' });
  });

  it('refuses a ticket transferred away: it is no longer the buyer’s to refund', async () => {
    const event = await eventInDays(40);
    const { api } = await newBuyer('giver');
    const friend = await newBuyer('friend');
    const { order, standardId, premiumId } = await paidOrder(api, event);
    const moved = await api.POST('/api/tickets/{id}/transfer', {
      params: { path: { id: standardId } },
      body: { email: friend.email },
    });
    expect(moved.response.status).toBe(200);
    const refused = await ask(api, order.id, { ticketIds: [standardId] });
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'ticket_not_refundable' });
    // The recipient did not buy the order: a 404 for them.
    expect((await ask(friend.api, order.id)).response.status).toBe(404);
    // The buyer's own ticket is still refundable; "all" means the ones they hold.
    expect(await expectData(quote(api, order.id))).toMatchObject({ ticketIds: [premiumId], amount: '60.00' });
  });

  it('refuses an order of a cancelled event: the cancellation refunds it', async () => {
    const event = await eventInDays(40);
    const { api } = await newBuyer('cancelled');
    const { order } = await paidOrder(api, event);
    await db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, event.id));
    const refused = await ask(api, order.id);
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'event_cancelled' });
    expect((await page(api, order.id)).tickets.every((t) => !t.refundable)).toBe(true);
  });
});

describe('a free order', () => {
  it('is cancelled at once, whatever the days: nothing to pay back, the place back on sale', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', {
      startsAt: new Date(Date.now() + 2 * 86_400_000),
      tickets: [{ name: 'Free entry', priceMinor: 0 }],
    });
    const { api } = await newBuyer('free');
    // A free order is completed when it is taken: nothing to pay.
    const { order } = await startCheckout(db, api, event.id, [
      { ticketTypeId: event.ticketTypes[0].id, quantity: 1, unitPrice: '0.00' },
    ]);
    expect(order.status).toBe('completed');
    const orderId = order.id;
    expect(await expectData(quote(api, orderId))).toMatchObject({
      tier: 'nothing_paid',
      amount: '0.00',
      automatic: true,
    });
    const given = await expectData(ask(api, orderId), 201);
    expect(refundOf(given)).toMatchObject({ amount: '0.00', state: 'succeeded' });
    const [ticket] = await db.select().from(tickets).where(eq(tickets.orderId, orderId));
    expect(ticket.status).toBe('cancelled');
    expect(await page(api, orderId)).toMatchObject({ refundStatus: 'none' });
    const [type] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, event.ticketTypes[0].id));
    expect(type.soldQuantity).toBe(0);
  });
});
