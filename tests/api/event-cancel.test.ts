import { eq, sql as q } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connect } from '../../api/src/db/client';
import { mailOutbox } from '../../api/src/db/schema';
import { renderMail } from '../../api/src/modules/mail/render-mail';
import { runRefunds } from '../../api/src/modules/refunds';
import { createTestApp } from '../support/app';
import { insertAccount, insertCustomers, insertEvent, userId } from '../support/factories';
import { type Client, expectProblem, signedIn } from '../support/http';
import { lockWaiters, transactionHeldOpen } from '../support/locks';
import { startJobs } from '../support/mail';
import { insertPaidOrders } from '../support/paid-orders';

const { app, deps, db, sql, databaseUrl } = await createTestApp();
const organizerEmail = await insertAccount(db, 'organizer', 'cancel-org');
const organizer = await signedIn(app, organizerEmail);
const otherOrganizer = await signedIn(app, 'organizer2@pentas.test');
const admin = await signedIn(app, 'admin@pentas.test');
const customer = await signedIn(app, 'customer@pentas.test');
const reseller = await signedIn(app, 'reseller@pentas.test');
const buyerEmails = await insertCustomers(db, 10, 'cancel-buyer');
const buyers = await Promise.all(buyerEmails.map((email) => userId(db, email)));

/** Ids as one array parameter ('{a,b}'): drizzle would spread a JS array into a row. */
const idArray = (ids: string[]) => `{${ids.join(',')}}`;

const cancel = (who: Client, id: number, reason = 'The venue flooded.') =>
  who.post(`/api/events/${id}/cancel`, { reason });
const progress = (who: Client, id: number) => who.get(`/api/events/${id}/cancellation`);
const postpone = (who: Client, id: number, body: Record<string, unknown>) =>
  who.post(`/api/events/${id}/postpone`, body);

/** An event of the organizer with `count` paid orders (one ticket each, 50.00 + 1.50 fee). */
async function eventWithPaidOrders(count: number, overrides: Parameters<typeof insertEvent>[2] = {}) {
  const event = await insertEvent(db, organizerEmail, { tickets: [{ quantity: count + 50 }], ...overrides });
  const orderIds = await insertPaidOrders(db, {
    eventId: event.id,
    ticketTypeId: event.ticketTypes[0].id,
    buyers,
    count,
  });
  return { event, orderIds };
}

/** Per order of the event: how many refunds it has, their sum, and what it paid. */
async function refundsPerOrder(eventId: number) {
  return db.execute<{ id: string; refunds: number; refunded: string; paid: string; refunded_minor: string }>(q`
    select o.id, count(r.id)::int as refunds, coalesce(sum(r.amount_minor), 0) as refunded,
      o.total_minor + o.service_fee_minor as paid, o.refunded_minor
    from orders o left join refunds r on r.order_id = o.id
    where o.event_id = ${eventId} and o.status = 'completed' group by o.id`);
}

/** Every order refunded in full exactly once: one refund each, of what it paid. */
async function expectEachRefundedOnce(eventId: number, count: number) {
  const rows = await refundsPerOrder(eventId);
  expect(rows).toHaveLength(count);
  for (const row of rows) {
    expect(row.refunds, `refunds of order ${row.id}`).toBe(1);
    expect(Number(row.refunded)).toBe(Number(row.paid));
    expect(Number(row.refunded_minor)).toBe(Number(row.paid));
  }
}

const ticketStates = (eventId: number) =>
  db.execute<{ status: string; n: number }>(
    q`select status, count(*)::int as n from tickets where event_id = ${eventId} group by status`,
  );

describe('POST /api/events/{id}/cancel and the refund job', () => {
  it('refunds 200 paid orders in full exactly once, with progress to watch, every ticket refused and a mail per order', async () => {
    const { event, orderIds } = await eventWithPaidOrders(200);
    const before = await progress(organizer, event.id);
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ cancelledAt: null, paidOrders: 200, refundedOrders: 0, done: false });

    const cancelled = await cancel(organizer, event.id, 'The venue flooded and no other venue is free.');
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({
      paidOrders: 200,
      refundedOrders: 0,
      reason: 'The venue flooded and no other venue is free.',
    });
    expect(cancelled.json.cancelledAt).not.toBeNull();
    const [audit] = await db.execute<{ action: string }>(
      q`select action from audit_log where target_type = 'event' and target_id = ${String(event.id)} and action = 'event.cancel'`,
    );
    expect(audit?.action).toBe('event.cancel');

    // At once, before any refund: the door, checkout, transfer and the catalog refuse it.
    const [ticket] = await db.execute<{ id: string; user_id: string }>(
      q`select id, user_id from tickets where event_id = ${event.id} limit 1`,
    );
    const door = await admin.post(`/api/tickets/${ticket.id}/checkin`);
    expect(expectProblem(door, 409).code).toBe('ticket_unusable');
    expect(door.json).toMatchObject({ reason: 'event_cancelled', detail: 'This event has been cancelled' });
    expect(door.json.ticket.event.cancelled).toBe(true);
    const checkout = await customer.post('/api/create-payment-intent', {
      eventId: event.id,
      currency: 'MYR',
      orderItems: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1, unitPrice: '50.00' }],
    });
    expect(expectProblem(checkout, 409).code).toBe('event_cancelled');
    const page = await customer.get(`/api/events/${event.id}`);
    expect(page.json).toMatchObject({
      saleState: 'cancelled',
      cancelReason: 'The venue flooded and no other venue is free.',
    });
    expect(page.json.cancelledAt).not.toBeNull();
    expect(page.json.ticketTypes[0].saleState).toBe('sales_ended');
    const list = await customer.get('/api/events?pageSize=50');
    expect(list.json.map((e: { id: number }) => e.id)).not.toContain(event.id);

    // Midway: the last 100 orders are held by another transaction, so a run refunds the first 100 only.
    const held = transactionHeldOpen(
      sql,
      (tx) => tx`
      select id from orders where id in (
        select id from orders where id = any(${idArray(orderIds)}::uuid[]) order by id offset 100) for update`,
    );
    await held.opened;
    const firstRun = await runRefunds(deps);
    expect(firstRun.cancelled).toBe(100);
    const midway = await progress(organizer, event.id);
    expect(midway.json).toMatchObject({ paidOrders: 200, refundedOrders: 100, done: false });
    expect(midway.json.refunds.succeeded).toBe(100);
    held.release();
    await held.done;

    // The job engine, as an instance runs it, does the rest.
    const engine = await startJobs(deps, databaseUrl);
    await engine.refunds();
    const end = await progress(organizer, event.id);
    expect(end.json).toMatchObject({
      paidOrders: 200,
      refundedOrders: 200,
      refunds: { pending: 0, succeeded: 200, failed: 0, manual: 0 },
      amountPaid: '10300.00',
      amountRefunded: '10300.00',
      done: true,
    });
    await expectEachRefundedOnce(event.id, 200);
    expect(await ticketStates(event.id)).toEqual([{ status: 'refunded', n: 200 }]);
    const refused = await admin.post(`/api/tickets/${ticket.id}/checkin`);
    expect(refused.json).toMatchObject({ reason: 'event_cancelled' });
    const [mails] = await db.execute<{ n: number }>(q`
      select count(distinct m.order_id)::int as n from mail_outbox m
      where m.kind = 'refund_issued' and m.order_id = any(${idArray(orderIds)}::uuid[])`);
    expect(mails.n).toBe(200);
    // A cancelled event's stock does not return to sale.
    const [type] = await db.execute<{ sold_quantity: number }>(
      q`select sold_quantity from ticket_types where id = ${event.ticketTypes[0].id}`,
    );
    expect(type.sold_quantity).toBe(200);
  }, 120_000);

  it('two instances at once never refund one order twice', async () => {
    const { event } = await eventWithPaidOrders(200);
    await cancel(admin, event.id);
    const instances = [connect(databaseUrl, { max: 2 }), connect(databaseUrl, { max: 2 })];
    try {
      const runs = await Promise.all(instances.map((pool) => runRefunds({ ...deps, db: pool.db })));
      expect(runs[0].cancelled + runs[1].cancelled).toBe(200);
    } finally {
      await Promise.all(instances.map((pool) => pool.close()));
    }
    await expectEachRefundedOnce(event.id, 200);
  }, 120_000);

  it('a run killed halfway (its connection gone mid-batch) then run again refunds each order exactly once', async () => {
    const { event, orderIds } = await eventWithPaidOrders(120);
    await cancel(organizer, event.id);
    // A ticket of the 75th order is locked: the run's second batch waits on it, and is killed there.
    const sorted = [...orderIds].sort();
    const blocker = transactionHeldOpen(
      sql,
      (tx) => tx`
      select id from tickets where order_id = ${sorted[74]} for update`,
    );
    await blocker.opened;
    const instance = connect(databaseUrl, { max: 1 });
    const run = runRefunds({ ...deps, db: instance.db }).then(
      () => 'finished',
      () => 'killed',
    );
    await expect.poll(() => lockWaiters(sql), { timeout: 90_000 }).toBeGreaterThan(0);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`;
    expect(await run).toBe('killed');
    await instance.close().catch(() => undefined);
    blocker.release();
    await blocker.done;
    const halfway = await progress(organizer, event.id);
    expect(halfway.json.refundedOrders).toBe(50);

    const again = await runRefunds(deps);
    expect(again.cancelled).toBe(70);
    await expectEachRefundedOnce(event.id, 120);
  }, 120_000);

  it('refuses an ended, a cancelled or a deleted event', async () => {
    const ended = await insertEvent(db, organizerEmail, { startsAt: new Date(Date.now() - 86400_000) });
    expect(expectProblem(await cancel(organizer, ended.id), 409).code).toBe('event_not_cancellable');
    const twice = await insertEvent(db, organizerEmail);
    expect((await cancel(organizer, twice.id)).status).toBe(200);
    expect(expectProblem(await cancel(organizer, twice.id), 409).code).toBe('event_not_cancellable');
    const deleted = await insertEvent(db, organizerEmail, { deletedAt: new Date() });
    expect((await cancel(admin, deleted.id)).status).toBe(404);
    // Under way (started, not ended): it may be cancelled (decision 58).
    const underWay = await insertEvent(db, organizerEmail, {
      startsAt: new Date(Date.now() - 3600_000),
      endsAt: new Date(Date.now() + 3600_000),
    });
    expect((await cancel(organizer, underWay.id)).status).toBe(200);
    // A reason is required, at most 500 characters.
    const open = await insertEvent(db, organizerEmail);
    expect(expectProblem(await cancel(organizer, open.id, '  '), 422).errors?.[0].path).toBe('reason');
    expect((await cancel(organizer, open.id, 'x'.repeat(501))).status).toBe(422);
  });

  it('is for the event organizer and admins only', async () => {
    const { event } = await eventWithPaidOrders(2);
    for (const who of [otherOrganizer, customer, reseller]) {
      expect((await cancel(who, event.id)).status).toBe(403);
      expect((await progress(who, event.id)).status).toBe(403);
      expect(
        (await postpone(who, event.id, { startsAt: new Date(Date.now() + 60 * 86400_000).toISOString() })).status,
      ).toBe(403);
    }
    const anonymous = await signedIn(app, 'customer@pentas.test');
    anonymous.cookie = '';
    expect((await cancel(anonymous, event.id)).status).toBe(401);
    const [row] = await db.execute<{ cancelled_at: Date | null }>(
      q`select cancelled_at from events where id = ${event.id}`,
    );
    expect(row.cancelled_at).toBeNull();
    expect((await progress(admin, event.id)).status).toBe(200);
    expect((await cancel(admin, event.id)).status).toBe(200);
  });
});

describe('DELETE /api/events/{id} with paid orders', () => {
  it('is refused until the event is cancelled and its orders refunded', async () => {
    const { event } = await eventWithPaidOrders(3);
    const refused = await admin.delete(`/api/events/${event.id}`);
    expect(expectProblem(refused, 409).code).toBe('event_has_paid_orders');
    expect(refused.json.detail).toMatch(/cancel the event instead/);
    await cancel(admin, event.id);
    await runRefunds(deps);
    expect((await admin.delete(`/api/events/${event.id}`)).status).toBe(200);
    // An event with no paid order is deleted as before.
    const unsold = await insertEvent(db, organizerEmail);
    expect((await admin.delete(`/api/events/${unsold.id}`)).status).toBe(200);
  });
});

describe('POST /api/events/{id}/postpone', () => {
  it('moves the event later, keeps the first original start, and mails every paid order once per postponement', async () => {
    const startsAt = new Date(Date.now() + 20 * 86400_000);
    const { event, orderIds } = await eventWithPaidOrders(3, {
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * 3600_000),
      timeZone: 'Asia/Kuala_Lumpur',
    });
    // A buyer who gave no address at checkout is told at their account's, as the confirmation was.
    await db.execute(q`update orders set customer_email = null, customer_name = null where id = ${orderIds[0]}`);
    const later = new Date(startsAt.getTime() + 14 * 86400_000);
    const first = await postpone(organizer, event.id, {
      startsAt: later.toISOString(),
      message: 'The headliner is ill.',
    });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      dateTime: later.toISOString(),
      // No end sent: the event keeps its three hours.
      endDateTime: new Date(later.getTime() + 3 * 3600_000).toISOString(),
      postponedFrom: startsAt.toISOString(),
      buyersTold: 3,
    });
    const mails = await db.execute<{ order_id: string; key: string }>(
      q`select order_id, key from mail_outbox where kind = 'event_postponed' and order_id = any(${idArray(orderIds)}::uuid[])`,
    );
    expect(mails.map((m) => m.order_id).sort()).toEqual([...orderIds].sort());
    const [toAccount] = await db.execute<{ recipient: string; email: string }>(
      q`select m.recipient, u.email from mail_outbox m join orders o on o.id = m.order_id join users u on u.id = o.user_id
        where m.kind = 'event_postponed' and m.order_id = ${orderIds[0]}`,
    );
    expect(toAccount.recipient).toBe(toAccount.email);
    const [one] = await db.select().from(mailOutbox).where(eq(mailOutbox.key, mails[0].key));
    const rendered = await renderMail(deps, one);
    expect(rendered.subject).toMatch(/is postponed to/);
    expect(rendered.text).toContain('The headliner is ill.');
    expect(rendered.text).toMatch(/full refund/);

    // A second postponement, in the event's zone: the first original start stays, each buyer told again.
    const second = await postpone(admin, event.id, { startsAt: '2099-01-16T19:30', endsAt: '2099-01-16T23:00' });
    expect(second.json).toMatchObject({
      dateTime: '2099-01-16T11:30:00.000Z',
      endDateTime: '2099-01-16T15:00:00.000Z',
      postponedFrom: startsAt.toISOString(),
      buyersTold: 3,
    });
    const [count] = await db.execute<{ n: number }>(
      q`select count(*)::int as n from mail_outbox where kind = 'event_postponed' and order_id = any(${idArray(orderIds)}::uuid[])`,
    );
    expect(count.n).toBe(6);
    const page = await customer.get(`/api/events/${event.id}`);
    expect(page.json).toMatchObject({ dateTime: '2099-01-16T11:30:00.000Z', postponedFrom: startsAt.toISOString() });
    const [audit] = await db.execute<{ n: number }>(q`
      select count(*)::int as n from audit_log where action = 'event.postpone' and target_id = ${String(event.id)}`);
    expect(audit.n).toBe(2);
  });

  it('refuses an earlier or equal start, a bad end, a cancelled or an ended event', async () => {
    const { event } = await eventWithPaidOrders(1);
    const same = await postpone(organizer, event.id, { startsAt: event.startsAt.toISOString() });
    expect(expectProblem(same, 422).errors?.[0]).toMatchObject({ path: 'startsAt' });
    const later = new Date(event.startsAt.getTime() + 86400_000).toISOString();
    const badEnd = await postpone(organizer, event.id, { startsAt: later, endsAt: event.startsAt.toISOString() });
    expect(expectProblem(badEnd, 422).errors?.[0]).toMatchObject({ path: 'endsAt' });
    await cancel(organizer, event.id);
    expect(expectProblem(await postpone(organizer, event.id, { startsAt: later }), 409).code).toBe('event_cancelled');
    const ended = await insertEvent(db, organizerEmail, { startsAt: new Date(Date.now() - 86400_000) });
    expect(expectProblem(await postpone(organizer, ended.id, { startsAt: later }), 409).code).toBe('event_ended');
  });
});
