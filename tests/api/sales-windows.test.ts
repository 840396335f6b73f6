import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, orders, tickets, ticketTypes } from '../../api/src/db/schema';
import { HoldRefused, holdOrderInOneCall } from '../../api/src/modules/orders/hold-batches';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { boxOffice } from '../support/box-office';
import { oneTicketHold, payDemo, startCheckout } from '../support/checkout';
import { insertCustomers, insertEvent, userId } from '../support/factories';
import { expectProblem } from '../support/http';
import { lockWaiters, transactionHeldOpen } from '../support/locks';

/**
 * Sales close (decision 17): a ticket type is on sale from its sales start (default: at once) to its
 * sales end (default: the event's start); an event that has ended is never sold, by checkout, the
 * widget's checkout or the box office. Times are set relative to now, never waited for.
 */
const { app, db, sql } = await createTestApp({ MAX_PENDING_ORDERS: '20' });
const [buyerEmail] = await insertCustomers(db, 1, 'sales');
const buyer = await signedInApi(app, buyerEmail);
const admin = await signedInApi(app, 'admin@pentas.test');
const organizer = await signedInApi(app, 'organizer@pentas.test');
const { generate } = boxOffice();

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

/** An event with one ticket type (RM 10, 100 of them), the event and type times as given. */
async function sale(
  times: { startsAt?: Date; endsAt?: Date | null } = {},
  window: { salesStartsAt?: Date | null; salesEndsAt?: Date | null } = {},
) {
  const event = await insertEvent(db, 'organizer@pentas.test', {
    tickets: [{ name: 'General', priceMinor: 1000, quantity: 100 }],
    ...times,
  });
  const [type] = event.ticketTypes;
  if (Object.keys(window).length) await db.update(ticketTypes).set(window).where(eq(ticketTypes.id, type.id));
  return { eventId: event.id, typeId: type.id };
}

/** The event that ended six days ago, as in the issue. */
const endedSixDaysAgo = () => sale({ startsAt: at(-7 * DAY), endsAt: at(-6 * DAY) });

const checkout = (eventId: number, typeId: number, channel: 'web' | 'widget' = 'web') =>
  buyer.POST('/api/create-payment-intent', {
    body: {
      eventId,
      currency: 'MYR',
      orderItems: [{ ticketTypeId: typeId, quantity: 1, unitPrice: '10.00' }],
      channel,
    },
  });

async function nothingSold(eventId: number, typeId: number) {
  expect(await db.select().from(orders).where(eq(orders.eventId, eventId))).toHaveLength(0);
  const [type] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
  expect(type.soldQuantity).toBe(0);
}

describe('an event that has ended is never sold', () => {
  it('checkout (web) answers 409 event_ended and holds nothing', async () => {
    const { eventId, typeId } = await endedSixDaysAgo();
    const problem = expectProblem(await checkout(eventId, typeId), 409);
    expect(problem.code).toBe('event_ended');
    expect(problem.detail).toBe('This event has ended: its tickets are no longer sold.');
    await nothingSold(eventId, typeId);
  });

  it("the widget's checkout answers the same", async () => {
    const { eventId, typeId } = await endedSixDaysAgo();
    expect(expectProblem(await checkout(eventId, typeId, 'widget'), 409).code).toBe('event_ended');
    await nothingSold(eventId, typeId);
  });

  it('an event without an end has ended once its start has passed', async () => {
    const { eventId, typeId } = await sale({ startsAt: at(-HOUR), endsAt: null });
    expect(expectProblem(await checkout(eventId, typeId), 409).code).toBe('event_ended');
    await nothingSold(eventId, typeId);
  });

  it('the box office answers 409 event_ended and issues nothing', async () => {
    const { eventId, typeId } = await endedSixDaysAgo();
    const res = await generate(admin, { userEmail: buyerEmail, eventId, ticketTypeId: typeId, quantity: 1 });
    const problem = expectProblem(res, 409);
    expect(problem.code).toBe('event_ended');
    await nothingSold(eventId, typeId);
  });

  it('the box office still issues during the event, after the sales closed (windows bind buyers, not staff)', async () => {
    const { eventId, typeId } = await sale({ startsAt: at(-HOUR), endsAt: at(2 * HOUR) });
    await expectData(generate(admin, { userEmail: buyerEmail, eventId, ticketTypeId: typeId, quantity: 1 }));
  });

  it('the public page and every list say Ended, its types Sales ended', async () => {
    const { eventId } = await endedSixDaysAgo();
    const page = await expectData(buyer.GET('/api/events/{id}', { params: { path: { id: eventId } } }));
    expect(page.saleState).toBe('ended');
    expect(page.ticketTypes.map((t) => t.saleState)).toEqual(['sales_ended']);
    const mine = await expectData(organizer.GET('/api/my-events/{id}', { params: { path: { id: eventId } } }));
    expect(mine.saleState).toBe('ended');
    const list = await expectData(admin.GET('/api/my-events'));
    expect(list.find((e) => e.id === eventId)?.saleState).toBe('ended');
    const inventory = await expectData(
      admin.GET('/api/admin/events-with-tickets', { params: { query: { pageSize: 100 } } }),
    );
    const row = inventory.find((e) => e.id === eventId);
    expect(row?.saleState).toBe('ended');
    expect(row?.ticketTypes[0].saleState).toBe('sales_ended');
  });

  it('a deleted event is Deleted in the admin list, an open one On sale', async () => {
    const gone = await sale();
    const open = await sale();
    await db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, gone.eventId));
    const deleted = await expectData(
      admin.GET('/api/admin/events-with-tickets', { params: { query: { deleted: 'true', pageSize: 100 } } }),
    );
    expect(deleted.find((e) => e.id === gone.eventId)?.saleState).toBe('deleted');
    const live = await expectData(
      admin.GET('/api/admin/events-with-tickets', { params: { query: { pageSize: 100 } } }),
    );
    expect(live.find((e) => e.id === open.eventId)?.saleState).toBe('on_sale');
  });
});

describe("a ticket type's sales window", () => {
  it('a type opening later is refused with when it opens, and on sale once its start has passed', async () => {
    const { eventId, typeId } = await sale({ startsAt: at(30 * DAY) }, { salesStartsAt: at(HOUR) });
    const page = await expectData(buyer.GET('/api/events/{id}', { params: { path: { id: eventId } } }));
    expect(page.saleState).toBe('not_started');
    expect(page.ticketTypes[0]).toMatchObject({ saleState: 'not_started', salesEnd: null });
    const problem = expectProblem(await checkout(eventId, typeId), 409);
    expect(problem.code).toBe('sales_not_started');
    expect(problem.detail).toMatch(/^General is not on sale yet: sales open on .+ at .+\.$/);
    await nothingSold(eventId, typeId);

    // The start passes (moved to a second ago rather than waited for).
    await db
      .update(ticketTypes)
      .set({ salesStartsAt: at(-1000) })
      .where(eq(ticketTypes.id, typeId));
    expect((await checkout(eventId, typeId)).response.status).toBe(200);
  });

  it("closes at the event's start by default, while the event is still on", async () => {
    const { eventId, typeId } = await sale({ startsAt: at(-60_000), endsAt: at(2 * HOUR) });
    const problem = expectProblem(await checkout(eventId, typeId), 409);
    expect(problem.code).toBe('sales_ended');
    expect(problem.detail).toBe('Sales of General have ended.');
    await nothingSold(eventId, typeId);
    const page = await expectData(buyer.GET('/api/events/{id}', { params: { path: { id: eventId } } }));
    expect(page.saleState).toBe('sales_ended');
  });

  it("is on sale until a minute before the event's start, and to its own end when it has one", async () => {
    const soon = await sale({ startsAt: at(60_000), endsAt: at(2 * HOUR) });
    expect((await checkout(soon.eventId, soon.typeId)).response.status).toBe(200);
    const atTheDoor = await sale({ startsAt: at(-HOUR), endsAt: at(2 * HOUR) }, { salesEndsAt: at(2 * HOUR) });
    expect((await checkout(atTheDoor.eventId, atTheDoor.typeId)).response.status).toBe(200);
  });

  it('a sales end that has passed refuses the type, before the event', async () => {
    const { eventId, typeId } = await sale({ startsAt: at(30 * DAY) }, { salesEndsAt: at(-1000) });
    expect(expectProblem(await checkout(eventId, typeId, 'widget'), 409).code).toBe('sales_ended');
    await nothingSold(eventId, typeId);
  });
});

describe('the hold function decides under its locks', () => {
  const request = (user: string, eventId: number, typeId: number) => oneTicketHold(user, eventId, typeId);
  const buyerId = () => userId(db, buyerEmail);

  it('refuses an ended event and a type outside its window, taking nothing', async () => {
    const ended = await endedSixDaysAgo();
    const notYet = await sale({}, { salesStartsAt: at(HOUR) });
    const closed = await sale({}, { salesEndsAt: at(-1000) });
    const cases = [
      [ended, 'event_ended'],
      [notYet, 'sales_not_started'],
      [closed, 'sales_ended'],
    ] as const;
    for (const [{ eventId, typeId }, reason] of cases) {
      const refused = await holdOrderInOneCall(db, request(await buyerId(), eventId, typeId)).catch((e) => e);
      expect(refused).toBeInstanceOf(HoldRefused);
      expect(refused).toMatchObject({ reason });
      await nothingSold(eventId, typeId);
    }
  });

  it("waits for an organizer closing the type's sales, then refuses", async () => {
    const { eventId, typeId } = await sale();
    const closing = transactionHeldOpen(
      sql,
      (tx) => tx`update ticket_types set sales_ends_at = now() - interval '1 second' where id = ${typeId}`,
    );
    await closing.opened;
    const hold = holdOrderInOneCall(db, request(await buyerId(), eventId, typeId)).catch((e) => e);
    await expect.poll(() => lockWaiters(sql)).toBeGreaterThan(0);
    closing.release();
    await closing.done;
    expect(await hold).toMatchObject({ reason: 'sales_ended', figure: typeId });
    await nothingSold(eventId, typeId);
  });

  it("waits for the event's times moving into the past, then refuses it as ended", async () => {
    const { eventId, typeId } = await sale();
    const moving = transactionHeldOpen(
      sql,
      (tx) =>
        tx`update events set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' where id = ${eventId}`,
    );
    await moving.opened;
    const hold = holdOrderInOneCall(db, request(await buyerId(), eventId, typeId)).catch((e) => e);
    await expect.poll(() => lockWaiters(sql)).toBeGreaterThan(0);
    moving.release();
    await moving.done;
    expect(await hold).toMatchObject({ reason: 'event_ended' });
    await nothingSold(eventId, typeId);
  });
});

describe('a hold taken inside the window', () => {
  it('is completed when paid after the sales closed: the hold was valid', async () => {
    const { eventId, typeId } = await sale({}, { salesEndsAt: at(HOUR) });
    const { order, intentId } = await startCheckout(db, buyer, eventId, [
      { ticketTypeId: typeId, quantity: 1, unitPrice: '10.00' },
    ]);
    await db
      .update(ticketTypes)
      .set({ salesEndsAt: at(-1000) })
      .where(eq(ticketTypes.id, typeId));
    expect(expectProblem(await checkout(eventId, typeId), 409).code).toBe('sales_ended');

    const paid = await payDemo(buyer, intentId);
    expect(paid.data).toMatchObject({ paymentStatus: 'succeeded', orderStatus: 'completed' });
    expect(await db.select().from(tickets).where(eq(tickets.orderId, order.id))).toHaveLength(1);
  });
});

describe('the organizer sets the window in the event zone', () => {
  const body = (ticket: { salesStart?: string; salesEnd?: string }, endDateTime = '2031-03-10T23:00') => ({
    event: {
      title: 'Window test',
      description: 'An event to test sales windows.',
      venue: 'Hall',
      location: 'Jakarta, Indonesia',
      dateTime: '2031-03-10T19:00',
      endDateTime,
      category: 'music' as const,
      currency: 'MYR' as const,
      timeZone: 'Asia/Jakarta',
    },
    ticketTypes: [{ name: 'Early', price: '10.00', quantity: 10, isActive: true, ...ticket }],
  });

  it('reads the times in the event zone and shows them back as instants', async () => {
    const made = await expectData(
      organizer.POST('/api/events', { body: body({ salesStart: '2031-01-01T10:00', salesEnd: '2031-03-01T18:00' }) }),
      201,
    );
    expect(made.ticketTypes[0]).toMatchObject({
      salesStart: '2031-01-01T03:00:00.000Z',
      salesEnd: '2031-03-01T11:00:00.000Z',
      saleState: 'not_started',
    });
    const changed = await expectData(
      organizer.PUT('/api/ticket-types/{id}', {
        params: { path: { id: made.ticketTypes[0].id } },
        body: { salesStart: '' },
      }),
    );
    expect(changed).toMatchObject({ salesStart: null, salesEnd: '2031-03-01T11:00:00.000Z', saleState: 'on_sale' });
  });

  it('refuses, beside the field, an end before the start, an end after the event and a start after the event starts', async () => {
    const cases = [
      [body({ salesStart: '2031-02-01T10:00', salesEnd: '2031-01-01T10:00' }), 'ticketTypes.0.salesEnd'],
      [body({ salesEnd: '2031-03-11T10:00' }), 'ticketTypes.0.salesEnd'],
      [body({ salesEnd: '2031-03-10T20:00' }, ''), 'ticketTypes.0.salesEnd'],
      [body({ salesStart: '2031-03-10T19:00' }), 'ticketTypes.0.salesStart'],
      [body({ salesStart: 'soon' }), 'ticketTypes.0.salesStart'],
    ] as const;
    for (const [request, path] of cases) {
      const problem = expectProblem(await organizer.POST('/api/events', { body: request }), 422);
      expect(problem.errors?.map((e) => e.path)).toEqual([path]);
    }
  });
});
