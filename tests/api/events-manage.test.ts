import type { components } from '@pentas/openapi';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { events, orderItems, orders, ticketTypes } from '../../api/src/db/schema';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { insertEvent, userId } from '../support/factories';
import { Client, expectProblem } from '../support/http';
import { lockWaiters, transactionHeldOpen } from '../support/locks';

// Values outside the contract (a category or currency not in its enum) go through the untyped Client,
// on the same session.
const { app, db, sql } = await createTestApp();
const organizer = await signedInApi(app, 'organizer@pentas.test');
const organizer2 = await signedInApi(app, 'organizer2@pentas.test');
const admin = await signedInApi(app, 'admin@pentas.test');
const customer = await signedInApi(app, 'customer@pentas.test');
const untyped = (api: ApiClient) => new Client(app, api.jar);

type CreateEvent = components['schemas']['CreateEventRequest'];
type UpdateEvent = components['schemas']['UpdateEventRequest'];
const createEvent = (api: ApiClient, body: CreateEvent) => api.POST('/api/events', { body });
const updateEvent = (api: ApiClient, id: number, body: UpdateEvent) =>
  api.PUT('/api/events/{id}', { params: { path: { id } }, body });
const updateTicketType = (api: ApiClient, id: number, body: components['schemas']['UpdateTicketTypeRequest']) =>
  api.PUT('/api/ticket-types/{id}', { params: { path: { id } }, body });

const waitingForALock = async () => (await lockWaiters(sql)) > 0;

const inDays = (d: number) => new Date(Date.now() + d * 86400_000).toISOString();
const validBody = (): CreateEvent => ({
  event: {
    title: 'Rooftop Sessions',
    description: 'Acoustic sets on a rooftop in Bangsar.',
    venue: 'Rooftop 8',
    location: 'Kuala Lumpur, Malaysia',
    dateTime: inDays(20),
    endDateTime: '',
    imageUrl: '',
    category: 'music',
    currency: 'MYR',
  },
  ticketTypes: [
    { name: 'General Admission', description: '', price: '150.00', quantity: 100, isActive: true },
    { name: 'VIP', price: '0.1', quantity: 10, isActive: true },
  ],
});

describe('POST /api/events', () => {
  it('creates the event and its ticket types for the organizer, with exact prices', async () => {
    const created = await expectData(createEvent(organizer, validBody()), 201);
    expect(created).toMatchObject({
      title: 'Rooftop Sessions',
      category: 'music',
      currency: 'MYR',
      isActive: true,
      imageUrl: null,
    });
    expect(created.organizer.id).toBe(await userId(db, 'organizer@pentas.test'));
    expect(created.ticketTypes.map((t) => t.price)).toEqual(['150.00', '0.10']);
    const stored = await db.select().from(ticketTypes).where(eq(ticketTypes.eventId, created.id));
    expect(stored.map((t) => t.priceMinor).sort((a, b) => a - b)).toEqual([10, 15000]);
    await expectData(apiClient(app).GET('/api/events/{id}', { params: { path: { id: created.id } } }));
  });

  it('reads a local date and time in the event zone', async () => {
    const body = validBody();
    body.event.dateTime = '2030-06-01T19:30';
    const created = await expectData(
      createEvent(organizer, { ...body, event: { ...body.event, timeZone: 'Asia/Jakarta' } }),
      201,
    );
    expect(created.dateTime).toBe('2030-06-01T12:30:00.000Z');
    expect(created.timeZone).toBe('Asia/Jakarta');
  });

  async function expectRefusedCreate(
    send: Promise<Parameters<typeof expectProblem>[0]>,
    path: string,
    message: string,
  ) {
    const before = await db.$count(events);
    expect(expectProblem(await send, 422).errors).toContainEqual({ path, message });
    expect(await db.$count(events)).toBe(before);
  }

  it.each<[string, Partial<CreateEvent['event']>, string, string]>([
    ['title', { title: '  ' }, 'event.title', 'Event title is required'],
    ['description', { description: 'Too short' }, 'event.description', 'Description must be at least 10 characters'],
    ['venue', { venue: '' }, 'event.venue', 'Venue is required'],
    ['location', { location: '' }, 'event.location', 'Location is required'],
    ['dateTime', { dateTime: '' }, 'event.dateTime', 'Date and time is required'],
    ['imageUrl', { imageUrl: 'not a url' }, 'event.imageUrl', 'Image URL must be a valid URL'],
    ['past date', { dateTime: '2020-01-01T10:00:00Z' }, 'event.dateTime', 'Date and time must be in the future'],
    [
      'end before start',
      { dateTime: inDays(10), endDateTime: inDays(9) },
      'event.endDateTime',
      'End date and time must be after the start',
    ],
  ])('refuses a bad %s with its message, and stores nothing', async (_, change, path, message) => {
    const body = validBody();
    await expectRefusedCreate(createEvent(organizer, { ...body, event: { ...body.event, ...change } }), path, message);
  });

  it.each([
    ['category', { category: '' }, 'event.category', 'Category is required'],
    ['currency', { currency: 'USD' }, 'event.currency', 'Please select a currency'],
  ])('refuses a %s outside the enum with its message, and stores nothing', async (_, change, path, message) => {
    const body = validBody();
    const send = untyped(organizer).post('/api/events', { ...body, event: { ...body.event, ...change } });
    await expectRefusedCreate(send, path, message);
  });

  it.each<[string, CreateEvent['ticketTypes'], string, string]>([
    ['no ticket types', [], 'ticketTypes', 'At least one ticket type is required'],
    [
      'a nameless ticket',
      [{ name: '', price: '10', quantity: 1, isActive: true }],
      'ticketTypes.0.name',
      'Ticket name is required',
    ],
    [
      'a missing price',
      [{ name: 'A', price: '', quantity: 1, isActive: true }],
      'ticketTypes.0.price',
      'Price is required',
    ],
    [
      'a bad price',
      [{ name: 'A', price: '10.999', quantity: 1, isActive: true }],
      'ticketTypes.0.price',
      'Price must be a number with at most 2 decimal places',
    ],
    [
      'a zero quantity',
      [{ name: 'A', price: '10', quantity: 0, isActive: true }],
      'ticketTypes.0.quantity',
      'Quantity must be at least 1',
    ],
  ])('refuses %s', async (_, tickets, path, message) => {
    const res = await createEvent(organizer, { ...validBody(), ticketTypes: tickets });
    expect(expectProblem(res, 422).errors).toContainEqual({ path, message });
  });

  it('is refused to customers (403) and to visitors (401)', async () => {
    expect(expectProblem(await createEvent(customer, validBody()), 403).detail).toBe(
      "You don't have permission to create events",
    );
    expectProblem(await createEvent(apiClient(app), validBody()), 401);
  });
});

describe('PUT /api/events/{id}', () => {
  it('lets the organizer change only the fields sent', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { title: 'Old title', venue: 'Old venue' });
    const updated = await expectData(
      updateEvent(organizer, event.id, { title: 'New title', location: 'Penang, Malaysia' }),
    );
    expect(updated).toMatchObject({ title: 'New title', venue: 'Old venue', location: 'Penang, Malaysia' });
  });

  it('validates present fields with the edit messages', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test');
    // `category: ''` is outside the enum.
    const res = await untyped(organizer).put(`/api/events/${event.id}`, {
      title: '',
      description: ' ',
      venue: '',
      location: '',
      category: '',
    });
    expect(expectProblem(res, 422).errors).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title is required' },
        { path: 'description', message: 'Description is required' },
        { path: 'venue', message: 'Venue is required' },
        { path: 'location', message: 'Location is required' },
        { path: 'category', message: 'Category is required' },
      ]),
    );
  });

  it("refuses another organizer (403) but lets an admin edit anyone's event", async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { title: 'Mine' });
    expect(expectProblem(await updateEvent(organizer2, event.id, { title: 'Stolen' }), 403).detail).toBe(
      'You can only manage your own events.',
    );
    expectProblem(await updateEvent(customer, event.id, { title: 'Stolen' }), 403);
    expect((await expectData(updateEvent(admin, event.id, { title: 'Fixed by admin' }))).title).toBe('Fixed by admin');
    const [row] = await db.select().from(events).where(eq(events.id, event.id));
    expect(row.title).toBe('Fixed by admin');
  });

  it('answers 404 for unknown and deleted events', async () => {
    const deleted = await insertEvent(db, 'organizer@pentas.test', { deletedAt: new Date() });
    expectProblem(await updateEvent(organizer, deleted.id, { title: 'Back' }), 404);
    expectProblem(await updateEvent(organizer, 999999, { title: 'Nothing' }), 404);
  });

  it('keeps the currency once tickets are sold', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ soldQuantity: 1 }] });
    expect(expectProblem(await updateEvent(organizer, event.id, { currency: 'IDR' }), 409).code).toBe(
      'currency_locked',
    );
  });

  it('changes the currency of an event nobody has ordered from, with the rule create uses', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test');
    expect((await expectData(updateEvent(organizer, event.id, { currency: 'IDR' }))).currency).toBe('IDR');
    // Currencies outside the enum: only the untyped Client can send them.
    for (const currency of ['USD', 'SGD', 'idr', '']) {
      const res = await untyped(organizer).put(`/api/events/${event.id}`, { currency });
      expect(expectProblem(res, 422).errors, currency).toEqual([
        { path: 'currency', message: 'Please select a currency' },
      ]);
    }
  });

  it('keeps the currency once the event has any order, even one whose tickets went back on sale', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test');
    await db.insert(orders).values({
      userId: await userId(db, 'customer@pentas.test'),
      eventId: event.id,
      currency: 'MYR',
      totalMinor: 5000,
      status: 'cancelled',
    });
    expectProblem(await updateEvent(organizer, event.id, { currency: 'IDR' }), 409);
    expect((await db.select().from(events).where(eq(events.id, event.id)))[0].currency).toBe('MYR');
  });

  it('waits for a checkout of the event still in flight, then refuses (no read-then-write race)', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test');
    const buyer = await userId(db, 'customer@pentas.test');
    // What a checkout's transaction does (checkout.service): the order, then the stock; not yet committed.
    const checkout = transactionHeldOpen(sql, async (tx) => {
      await tx`insert into orders (user_id, event_id, currency, total_minor) values (${buyer}, ${event.id}, 'MYR', 5000)`;
      await tx`update ticket_types set sold_quantity = sold_quantity + 1 where id = ${event.ticketTypes[0].id}`;
    });
    await checkout.opened;
    const change = updateEvent(organizer, event.id, { currency: 'IDR' });
    // Read-then-write would not wait: it would see no sale yet and change the currency under the order.
    await vi.waitUntil(waitingForALock, { timeout: 5000, interval: 20 });
    checkout.release();
    await checkout.done;
    expect(expectProblem(await change, 409).code).toBe('currency_locked');
    expect((await db.select().from(events).where(eq(events.id, event.id)))[0].currency).toBe('MYR');
  });

  it('makes a checkout priced in the old currency wait for a change in flight, then refuse (no order in it)', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 5000 }] });
    // What the organizer's change does (manage-events.service): the row locked, the currency changed.
    const change = transactionHeldOpen(sql, async (tx) => {
      await tx`select id from events where id = ${event.id} for update`;
      await tx`update events set currency = 'IDR' where id = ${event.id}`;
    });
    await change.opened;
    const checkout = customer.POST('/api/create-payment-intent', {
      body: {
        eventId: event.id,
        currency: 'MYR',
        orderItems: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1, unitPrice: '50.00' }],
      },
    });
    await vi.waitUntil(waitingForALock, { timeout: 5000, interval: 20 });
    change.release();
    await change.done;
    expect(expectProblem(await checkout, 409).code).toBe('prices_changed');
    expect(await db.select().from(orders).where(eq(orders.eventId, event.id))).toEqual([]);
  });
});

describe('ticket types', () => {
  it('adds a ticket type to the organizer’s event, and refuses others', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test');
    // Without `isActive`, to prove the server's default.
    const res = await organizer.POST('/api/events/{id}/ticket-types', {
      params: { path: { id: event.id } },
      body: { name: 'Late Bird', price: '99.90', quantity: 50 },
    });
    expect(await expectData(res, 201)).toMatchObject({
      name: 'Late Bird',
      price: '99.90',
      quantity: 50,
      available: 50,
      isActive: true,
    });
    const other = organizer2.POST('/api/events/{id}/ticket-types', {
      params: { path: { id: event.id } },
      body: { name: 'X', price: '1', quantity: 1 },
    });
    expectProblem(await other, 403);
  });

  it('changes name, price, quantity and active state', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ quantity: 10, soldQuantity: 4 }] });
    const [type] = event.ticketTypes;
    const updated = await expectData(
      updateTicketType(organizer, type.id, { name: 'Renamed', price: '12.50', quantity: 4, isActive: false }),
    );
    expect(updated).toMatchObject({
      name: 'Renamed',
      price: '12.50',
      quantity: 4,
      soldQuantity: 4,
      available: 0,
      isActive: false,
    });
  });

  it('never lets the quantity go below what is sold', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ quantity: 10, soldQuantity: 6 }] });
    const [type] = event.ticketTypes;
    const res = await updateTicketType(organizer, type.id, { quantity: 5, name: 'Should not apply' });
    expect(expectProblem(res, 409).detail).toBe('Quantity cannot be less than the 6 tickets already sold.');
    const [after] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, type.id));
    expect(after).toMatchObject({ quantity: 10, name: type.name });
  });

  it('leaves existing orders at the price they were bought at', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 5000, soldQuantity: 1 }] });
    const [type] = event.ticketTypes;
    const [order] = await db
      .insert(orders)
      .values({
        userId: await userId(db, 'customer@pentas.test'),
        eventId: event.id,
        currency: 'MYR',
        totalMinor: 5000,
        status: 'completed',
      })
      .returning();
    await db.insert(orderItems).values({ orderId: order.id, ticketTypeId: type.id, quantity: 1, unitPriceMinor: 5000 });
    await expectData(updateTicketType(organizer, type.id, { price: '75.00' }));
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item.unitPriceMinor).toBe(5000);
  });

  it('refuses another organizer and answers 404 for an unknown ticket type', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test');
    const [type] = event.ticketTypes;
    expectProblem(await updateTicketType(organizer2, type.id, { price: '1.00' }), 403);
    expectProblem(await updateTicketType(organizer, 999999, { price: '1.00' }), 404);
  });
});

describe('my events and deleting', () => {
  it("lists an organizer's own events (with inactive ones) and all events for an admin", async () => {
    const mine = await insertEvent(db, 'organizer2@pentas.test', {
      isActive: false,
      tickets: [{ quantity: 10, soldQuantity: 3 }],
    });
    const theirs = await expectData(organizer2.GET('/api/my-events'));
    expect(theirs.map((e) => e.id)).toContain(mine.id);
    const organizerId = await userId(db, 'organizer2@pentas.test');
    expect(theirs.every((e) => e.organizer.id === organizerId)).toBe(true);
    expect(theirs.find((e) => e.id === mine.id)).toMatchObject({
      isActive: false,
      ticketsSold: 3,
      capacity: 10,
    });
    const all = await expectData(admin.GET('/api/my-events'));
    expect(all.length).toBeGreaterThan(theirs.length);
    expect(await expectData(customer.GET('/api/my-events'))).toEqual([]);
    expectProblem(await organizer.GET('/api/my-events/{id}', { params: { path: { id: mine.id } } }), 403);
  });

  it('soft-deletes for admins only: hidden everywhere, orders kept', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { title: 'To be deleted' });
    const deleteEvent = (api: ApiClient) => api.DELETE('/api/events/{id}', { params: { path: { id: event.id } } });
    expectProblem(await deleteEvent(organizer), 403);
    expect(await expectData(deleteEvent(admin))).toEqual({ message: 'Event deleted' });
    const visitor = apiClient(app);
    expectProblem(await visitor.GET('/api/events/{id}', { params: { path: { id: event.id } } }), 404);
    expect(await expectData(visitor.GET('/api/events', { params: { query: { q: 'to be deleted' } } }))).toEqual([]);
    expect((await expectData(organizer.GET('/api/my-events'))).map((e) => e.id)).not.toContain(event.id);
    const [row] = await db.select().from(events).where(eq(events.id, event.id));
    expect(row.deletedAt).not.toBeNull();
    expectProblem(await deleteEvent(admin), 404);
  });
});
