import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  mailOutbox,
  orderItems,
  orders,
  refundRequests,
  refunds,
  tickets,
  ticketTypes,
} from '../../api/src/db/schema';
import { renderMail } from '../../api/src/modules/mail/render-mail';
import { type ApiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { buyTickets } from '../support/checkout';
import { insertEvent, userId } from '../support/factories';

/**
 * Organizers (their own events) and admins refunding orders and answering buyers' refund requests
 * (issue 29; docs/design/refunds.md, decisions.md items 56 and 57), on real PostgreSQL.
 */
const { app, db, deps } = await createTestApp();
const organizer = await signedInApi(app, 'organizer@pentas.test');
const otherOrganizer = await signedInApi(app, 'organizer2@pentas.test');
const admin = await signedInApi(app, 'admin@pentas.test');
const buyer = await signedInApi(app, 'customer@pentas.test');
const event = await insertEvent(db, 'organizer@pentas.test', {
  title: 'Staff refunds night',
  tickets: [
    { name: 'Standing', priceMinor: 5000 },
    { name: 'Seated', priceMinor: 3000 },
  ],
});
const [standing, seated] = event.ticketTypes;

/** A paid order of two Standing and one Seated ticket: its row and tickets (Standing first). */
async function paidOrder() {
  const id = await buyTickets(db, buyer, event.id, [
    { ticketTypeId: standing.id, quantity: 2, unitPrice: '50.00' },
    { ticketTypeId: seated.id, quantity: 1, unitPrice: '30.00' },
  ]);
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  const held = await db.select().from(tickets).where(eq(tickets.orderId, id)).orderBy(tickets.ticketTypeId, tickets.id);
  return { order, tickets: held, paidMinor: order.totalMinor + order.serviceFeeMinor };
}

const refund = (client: ApiClient, orderId: string, body: Parameters<typeof refundBody>[0]) =>
  client.POST('/api/orders/{id}/refunds', { params: { path: { id: orderId } }, body: refundBody(body) });
const refundBody = (body: {
  ticketIds?: string[];
  amountMinor?: number;
  includeServiceFee?: boolean;
  includeUsed?: boolean;
  reason?: string;
}) => ({ reason: 'Seats double-booked', ...body });

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
const statusOf = async (id: string) => (await db.select().from(tickets).where(eq(tickets.id, id)))[0].status;
const soldOf = async (typeId: number) =>
  (await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0].soldQuantity;

describe("an event's orders", () => {
  it("lists the event's paid orders for its organizer and an admin, found by number or whole e-mail", async () => {
    const { order } = await paidOrder();
    const list = (client: ApiClient, q?: string) =>
      client.GET('/api/events/{id}/orders', { params: { path: { id: event.id }, query: q ? { q } : {} } });
    const all = await list(organizer);
    expect(all.response.status).toBe(200);
    expect(Number(all.response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);
    const byNumber = await expectData(list(organizer, order.id.slice(0, 8)));
    expect(byNumber).toHaveLength(1);
    expect(byNumber[0]).toMatchObject({
      id: order.id,
      number: order.id.slice(0, 8),
      buyer: { email: 'customer@pentas.test' },
      ticketsMinor: 13000,
      paidMinor: 13000 + order.serviceFeeMinor,
      refundedMinor: 0,
      refundState: 'paid',
      complimentary: false,
    });
    expect(byNumber[0].tickets.map((t) => [t.typeName, t.status, t.priceMinor])).toEqual([
      ['Standing', 'active', 5000],
      ['Standing', 'active', 5000],
      ['Seated', 'active', 3000],
    ]);
    const byEmail = await expectData(list(admin, 'CUSTOMER@pentas.test'));
    expect(byEmail.map((o) => o.id)).toContain(order.id);

    // No part of an address: a harvest a letter at a time is refused.
    const partial = await list(organizer, 'customer@');
    expect(partial.response.status).toBe(422);
    expect(partial.error).toMatchObject({ code: 'validation_failed', errors: [{ path: 'q' }] });
  });

  it("is a 404 for another organizer's event and a 403 for a buyer", async () => {
    const other = await otherOrganizer.GET('/api/events/{id}/orders', { params: { path: { id: event.id } } });
    expect(other.response.status).toBe(404);
    const asBuyer = await buyer.GET('/api/events/{id}/orders', { params: { path: { id: event.id } } });
    expect(asBuyer.response.status).toBe(403);
  });
});

describe('refunding an order', () => {
  it('gives back one ticket at its price: the ticket refunded, its stock back, the mail and the audit row', async () => {
    const { order, tickets: held } = await paidOrder();
    const soldBefore = await soldOf(standing.id);
    const done = await expectData(refund(organizer, order.id, { ticketIds: [held[0].id] }), 201);
    expect(done.refund).toMatchObject({ amountMinor: 5000, feeMinor: 0, currency: 'MYR', tickets: [held[0].id] });
    expect(done.order).toEqual({ id: order.id, refundedMinor: 5000, refundState: 'partly_refunded' });
    expect(await statusOf(held[0].id)).toBe('refunded');
    expect(await statusOf(held[1].id)).toBe('active');
    expect(await soldOf(standing.id)).toBe(soldBefore - 1);
    const [row] = await db.select().from(refunds).where(eq(refunds.id, done.refund.id));
    expect(row).toMatchObject({ cause: 'staff', reason: 'Seats double-booked', amountMinor: 5000 });
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.key, `refund:${done.refund.id}`));
    expect(mails).toMatchObject([{ kind: 'refund_issued', recipient: 'customer@pentas.test' }]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, order.id)));
    expect(audit).toHaveLength(1);
  });

  it('gives back an amount without touching the tickets, and both an amount and tickets', async () => {
    const { order, tickets: held } = await paidOrder();
    const byAmount = await expectData(refund(admin, order.id, { amountMinor: 1000 }), 201);
    expect(byAmount.order.refundedMinor).toBe(1000);
    expect(await Promise.all(held.map((t) => statusOf(t.id)))).toEqual(['active', 'active', 'active']);

    const both = await expectData(refund(organizer, order.id, { ticketIds: [held[2].id], amountMinor: 1500 }), 201);
    expect(both.refund.amountMinor).toBe(1500);
    expect(both.order.refundedMinor).toBe(2500);
    expect(await statusOf(held[2].id)).toBe('refunded');
  });

  it('gives the service fee back only with every ticket left, and never more than is left', async () => {
    const { order, tickets: held, paidMinor } = await paidOrder();
    expect(order.serviceFeeMinor).toBeGreaterThan(0);
    const some = await refund(organizer, order.id, { ticketIds: [held[0].id], includeServiceFee: true });
    expect(some.response.status).toBe(422);
    expect(some.error).toMatchObject({ errors: [{ path: 'includeServiceFee' }] });

    await expectData(refund(organizer, order.id, { amountMinor: 2000 }), 201);
    // Everything left: the tickets' 13000 and the fee, less the 2000 already given back.
    const rest = await expectData(
      refund(organizer, order.id, { ticketIds: held.map((t) => t.id), includeServiceFee: true }),
      201,
    );
    expect(rest.refund.amountMinor).toBe(paidMinor - 2000);
    expect(rest.refund.feeMinor).toBe(order.serviceFeeMinor);
    expect(rest.order).toMatchObject({ refundedMinor: paidMinor, refundState: 'refunded' });

    const more = await refund(admin, order.id, { amountMinor: 1 });
    expect(more.response.status).toBe(409);
    expect(more.error).toMatchObject({ code: 'refund_exceeds_remaining' });
  });

  it('refuses bad input with the field named: nothing to refund, a reason too long, a ticket named twice', async () => {
    const { order, tickets: held } = await paidOrder();
    const nothing = await refund(organizer, order.id, {});
    expect(nothing.response.status).toBe(422);
    expect(nothing.error).toMatchObject({ errors: [{ path: 'ticketIds' }] });
    const long = await refund(organizer, order.id, { amountMinor: 100, reason: 'x'.repeat(501) });
    expect(long.response.status).toBe(422);
    expect(long.error).toMatchObject({ errors: [{ path: 'reason' }] });
    const twice = await refund(organizer, order.id, { ticketIds: [held[0].id, held[0].id] });
    expect(twice.response.status).toBe(422);
    expect((await orderRow(order.id)).refundedMinor).toBe(0);
  });

  it('refunds a used ticket only with an admin override: an organizer asking for one is a 403', async () => {
    const { order, tickets: held } = await paidOrder();
    await db.update(tickets).set({ status: 'checked_in', checkedInAt: new Date() }).where(eq(tickets.id, held[0].id));
    const plain = await refund(organizer, order.id, { ticketIds: [held[0].id] });
    expect(plain.response.status).toBe(409);
    expect(plain.error).toMatchObject({ code: 'ticket_not_refundable' });
    const asked = await refund(organizer, order.id, { ticketIds: [held[0].id], includeUsed: true });
    expect(asked.response.status).toBe(403);
    expect((await orderRow(order.id)).refundedMinor).toBe(0);
    const overridden = await expectData(refund(admin, order.id, { ticketIds: [held[0].id], includeUsed: true }), 201);
    expect(overridden.refund.amountMinor).toBe(5000);
    expect(await statusOf(held[0].id)).toBe('refunded');
  });

  it('is a 404 for another organizer and a 403 for the buyer, and writes nothing', async () => {
    const { order, tickets: held } = await paidOrder();
    const other = await refund(otherOrganizer, order.id, { ticketIds: [held[0].id] });
    expect(other.response.status).toBe(404);
    const own = await refund(buyer, order.id, { ticketIds: [held[0].id] });
    expect(own.response.status).toBe(403);
    expect((await orderRow(order.id)).refundedMinor).toBe(0);
    expect(await statusOf(held[0].id)).toBe('active');
  });

  it('never gives back more than was paid: of two refunds of everything at once, the second is a 409', async () => {
    const { order, tickets: held, paidMinor } = await paidOrder();
    const everything = { ticketIds: held.map((t) => t.id), includeServiceFee: true };
    const answers = await Promise.all([refund(organizer, order.id, everything), refund(admin, order.id, everything)]);
    expect(answers.map((a) => a.response.status).sort()).toEqual([201, 409]);
    expect((await orderRow(order.id)).refundedMinor).toBe(paidMinor);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);

    const { order: second, paidMinor: paid2 } = await paidOrder();
    const amounts = await Promise.all([
      refund(organizer, second.id, { amountMinor: paid2 }),
      refund(admin, second.id, { amountMinor: paid2 }),
    ]);
    expect(amounts.map((a) => a.response.status).sort()).toEqual([201, 409]);
    expect((await orderRow(second.id)).refundedMinor).toBe(paid2);
  });

  it("cancels a complimentary (box-office) order's tickets and gives back nothing", async () => {
    const buyerId = await userId(db, 'customer@pentas.test');
    const [order] = await db
      .insert(orders)
      .values({
        userId: buyerId,
        eventId: event.id,
        status: 'completed',
        currency: 'MYR',
        totalMinor: 5000,
        isManual: true,
        channel: 'manual',
      })
      .returning();
    const [item] = await db
      .insert(orderItems)
      .values({ orderId: order.id, ticketTypeId: standing.id, quantity: 1, unitPriceMinor: 5000 })
      .returning();
    const [ticket] = await db
      .insert(tickets)
      .values({
        orderId: order.id,
        orderItemId: item.id,
        eventId: event.id,
        ticketTypeId: standing.id,
        userId: buyerId,
      })
      .returning();
    const paid = await refund(organizer, order.id, { amountMinor: 100 });
    expect(paid.response.status).toBe(422);
    const done = await expectData(refund(organizer, order.id, { ticketIds: [ticket.id] }), 201);
    expect(done.refund.amountMinor).toBe(0);
    expect(await statusOf(ticket.id)).toBe('cancelled');
    expect((await orderRow(order.id)).refundedMinor).toBe(0);
  });
});

describe("buyers' refund requests", () => {
  /** A paid order with a request for its two Standing tickets, written as the buyer's request would be. */
  async function requested() {
    const placed = await paidOrder();
    const [request] = await db
      .insert(refundRequests)
      .values({
        orderId: placed.order.id,
        userId: await userId(db, 'customer@pentas.test'),
        ticketIds: [placed.tickets[0].id, placed.tickets[1].id],
        reason: 'I am in hospital that week',
      })
      .returning();
    return { ...placed, request };
  }
  const approve = (client: ApiClient, id: string, body: { amountMinor?: number; note?: string } = {}) =>
    client.POST('/api/refund-requests/{id}/approve', { params: { path: { id } }, body });
  const refuse = (client: ApiClient, id: string, reason: string) =>
    client.POST('/api/refund-requests/{id}/refuse', { params: { path: { id } }, body: { reason } });

  it("lists open requests of the organizer's own events, with the tickets and what the policy would give", async () => {
    const { request, order } = await requested();
    const mine = await expectData(organizer.GET('/api/refund-requests', { params: { query: {} } }));
    const listed = mine.find((r) => r.id === request.id);
    expect(listed).toMatchObject({
      state: 'requested',
      reason: 'I am in hospital that week',
      order: { id: order.id, number: order.id.slice(0, 8) },
      buyer: { email: 'customer@pentas.test' },
      ticketsMinor: 10000,
      // The event is 30 days away: a buyer's own request would give 75%.
      policy: { percent: 75, refundMinor: 7500 },
      decision: null,
    });
    expect(listed?.tickets).toHaveLength(2);
    const others = await expectData(otherOrganizer.GET('/api/refund-requests', { params: { query: {} } }));
    expect(others.map((r) => r.id)).not.toContain(request.id);
    const asBuyer = await buyer.GET('/api/refund-requests', { params: { query: {} } });
    expect(asBuyer.response.status).toBe(403);
  });

  it('approves once when two staff answer at once: the refund of the tickets, linked, audited', async () => {
    const { request, order, tickets: held } = await requested();
    const answers = await Promise.all([approve(organizer, request.id), approve(admin, request.id)]);
    expect(answers.map((a) => a.response.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.response.status === 409)?.error).toMatchObject({ code: 'refund_request_decided' });
    const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, request.id));
    expect(row.state).toBe('approved');
    const made = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(made).toMatchObject([{ id: row.refundId, cause: 'request_approved', amountMinor: 10000 }]);
    expect(await statusOf(held[0].id)).toBe('refunded');
    expect(await statusOf(held[2].id)).toBe('active');
    expect((await orderRow(order.id)).refundedMinor).toBe(10000);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, request.id));
    expect(audit.map((a) => a.action)).toEqual(['refund_request.approve']);
  });

  it('approves with a smaller amount when staff say so', async () => {
    const { request, order } = await requested();
    const done = await expectData(approve(admin, request.id, { amountMinor: 4000, note: 'Half, as agreed' }));
    expect(done).toMatchObject({ state: 'approved', amountMinor: 4000 });
    expect((await orderRow(order.id)).refundedMinor).toBe(4000);
  });

  it('refuses once when two staff answer at once, and mails the buyer the reason', async () => {
    const { request } = await requested();
    const answers = await Promise.all([
      refuse(organizer, request.id, 'The event is in two days'),
      refuse(admin, request.id, 'No refunds this close'),
    ]);
    expect(answers.map((a) => a.response.status).sort()).toEqual([200, 409]);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.key, `refund-request-refused:${request.id}`));
    expect(mails).toMatchObject([{ kind: 'refund_request_refused', recipient: 'customer@pentas.test' }]);
    const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, request.id));
    expect(row.state).toBe('refused');
    // The mail says no, and why, in the winner's words.
    const rendered = await renderMail(deps, mails[0]);
    expect(rendered.subject).toBe('Your refund request for Staff refunds night was not approved');
    expect(rendered.text).toContain(`Reason: ${row.decisionReason}`);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, row.orderId))).toHaveLength(0);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, request.id));
    expect(audit.map((a) => a.action)).toEqual(['refund_request.refuse']);
    // An approval after the refusal is answered already.
    const late = await approve(admin, request.id);
    expect(late.response.status).toBe(409);
  });

  it('approving refunds what is left of the asked tickets when staff gave one back meanwhile', async () => {
    const { request, order, tickets: held } = await requested();
    await expectData(refund(organizer, order.id, { ticketIds: [held[0].id] }), 201);
    const done = await expectData(approve(organizer, request.id));
    // The second Standing ticket only, at its price: the first went with the staff refund.
    expect(done).toMatchObject({ state: 'approved', amountMinor: 5000 });
    expect(await statusOf(held[1].id)).toBe('refunded');
    expect((await orderRow(order.id)).refundedMinor).toBe(10000);
  });

  it('a staff refund of every asked ticket answers the request, so it leaves the inbox and the buyer may ask again', async () => {
    const { request, order, tickets: held } = await requested();
    const given = await expectData(refund(organizer, order.id, { ticketIds: [held[0].id, held[1].id] }), 201);
    const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, request.id));
    expect(row).toMatchObject({ state: 'approved', refundId: given.refund.id });
    const waiting = await expectData(organizer.GET('/api/refund-requests', { params: { query: {} } }));
    expect(waiting.map((r) => r.id)).not.toContain(request.id);
    // A staff refund of another ticket leaves a request for other tickets waiting.
    const second = await requested();
    await expectData(refund(organizer, second.order.id, { ticketIds: [second.tickets[2].id] }), 201);
    const [open] = await db.select().from(refundRequests).where(eq(refundRequests.id, second.request.id));
    expect(open.state).toBe('requested');
  });

  it("shows what the buyer's own request would give inside a postponement's window: everything", async () => {
    const postponed = await insertEvent(db, 'organizer@pentas.test', {
      title: 'Postponed for staff',
      startsAt: new Date(Date.now() + 3 * 86400_000),
      tickets: [{ name: 'Standing', priceMinor: 5000 }],
    });
    const orderId = await buyTickets(db, buyer, postponed.id, [
      { ticketTypeId: postponed.ticketTypes[0].id, quantity: 1, unitPrice: '50.00' },
    ]);
    const [ticket] = await db.select().from(tickets).where(eq(tickets.orderId, orderId));
    const [request] = await db
      .insert(refundRequests)
      .values({ orderId, userId: await userId(db, 'customer@pentas.test'), ticketIds: [ticket.id], reason: 'Ill' })
      .returning();
    await db.execute(sql`update events set postponed_at = now() where id = ${postponed.id}`);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const listed = (await expectData(organizer.GET('/api/refund-requests', { params: { query: {} } }))).find(
      (r) => r.id === request.id,
    );
    expect(listed?.policy).toEqual({ tier: 'postponed', percent: 100, refundMinor: 5000 + order.serviceFeeMinor });
  });

  it("needs a reason to refuse; another organizer's request is a 404, a buyer's try a 403", async () => {
    const { request } = await requested();
    const blank = await refuse(organizer, request.id, '  ');
    expect(blank.response.status).toBe(422);
    expect(blank.error).toMatchObject({ errors: [{ path: 'reason' }] });
    expect((await refuse(otherOrganizer, request.id, 'No')).response.status).toBe(404);
    expect((await approve(buyer, request.id)).response.status).toBe(403);
    const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, request.id));
    expect(row.state).toBe('requested');
    const [{ n }] = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where key like 'refund-request-refused:%' and data->>'requestId' = ${request.id}`,
    );
    expect(n).toBe(0);
  });
});
