import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../api/src/db/schema';
import { MAX_ORDER_MINOR, MAX_PRICE_MINOR } from '../../openapi/src/currency';
import { createTestApp } from '../support/app';
import { insertEvent } from '../support/factories';
import { Client, expectProblem, signedIn } from '../support/http';

/**
 * Input PostgreSQL cannot take (NUL in text, broken Unicode, ids past its integer) and amounts past
 * exact integers are refused by the schemas as 422s, never a failed query's 500.
 */
const { app, db } = await createTestApp();
const anonymous = new Client(app);
const organizer = await signedIn(app, 'organizer@pentas.test');
const customer = await signedIn(app, 'customer@pentas.test');

const NUL = 'a\u0000b';
const inDays = (d: number) => new Date(Date.now() + d * 86400_000).toISOString();
const newEvent = () => ({
  event: {
    title: 'Hostile Input Night',
    description: 'Line one of the programme.\n\tLine two, indented.\r\nLine three.',
    venue: 'Test Hall',
    location: 'Kuala Lumpur, Malaysia',
    dateTime: inDays(20),
    category: 'music',
    currency: 'MYR',
  },
  ticketTypes: [{ name: 'General', description: 'Row A\nRow B', price: '10.00', quantity: 10 }],
});
const fieldsOf = (res: Parameters<typeof expectProblem>[0]) => expectProblem(res, 422).errors?.map((e) => e.path);

describe('text with NUL, other control characters or lone surrogates', () => {
  it('is a 422 in the anonymous catalog search', async () => {
    expect(fieldsOf(await anonymous.get('/api/events?q=%00'))).toEqual(['q']);
    expect(fieldsOf(await anonymous.get('/api/events?q=jazz%01'))).toEqual(['q']);
    expect((await anonymous.get('/api/events?q=jazz')).status).toBe(200);
  });

  it.each([
    ['title', 'event.title'],
    ['description', 'event.description'],
    ['venue', 'event.venue'],
    ['location', 'event.location'],
    ['dateTime', 'event.dateTime'],
    ['timeZone', 'event.timeZone'],
    ['imageUrl', 'event.imageUrl'],
  ] as const)('is a 422 in the event %s, NUL or lone surrogate', async (field, path) => {
    const body = newEvent();
    const good = { ...body.event, timeZone: 'Asia/Kuala_Lumpur', imageUrl: 'https://example.com/poster.jpg' }[field];
    for (const bad of ['\u0000', '\ud800']) {
      const value = `${good.slice(0, 4)}${bad}${good.slice(4)}`;
      const res = await organizer.post('/api/events', { ...body, event: { ...body.event, [field]: value } });
      expect(new Set(fieldsOf(res)), JSON.stringify(value)).toEqual(new Set([path]));
    }
  });

  it('is a 422 in ticket-type names and descriptions, on create, add and edit', async () => {
    const body = newEvent();
    const badType = { ...body.ticketTypes[0], name: NUL, description: `x${NUL}` };
    expect(fieldsOf(await organizer.post('/api/events', { ...body, ticketTypes: [badType] }))).toEqual([
      'ticketTypes.0.name',
      'ticketTypes.0.description',
    ]);
    const event = await insertEvent(db, 'organizer@pentas.test');
    expect(fieldsOf(await organizer.post(`/api/events/${event.id}/ticket-types`, badType))).toEqual([
      'name',
      'description',
    ]);
    expect(fieldsOf(await organizer.put(`/api/ticket-types/${event.ticketTypes[0].id}`, { name: NUL }))).toEqual([
      'name',
    ]);
    expect(fieldsOf(await organizer.put(`/api/events/${event.id}`, { title: NUL, description: NUL }))).toEqual([
      'title',
      'description',
    ]);
  });

  it('keeps line breaks and tabs in descriptions, and refuses them in one-line fields', async () => {
    const created = await organizer.post('/api/events', newEvent());
    expect(created.status).toBe(201);
    expect(created.json.description).toBe('Line one of the programme.\n\tLine two, indented.\r\nLine three.');
    expect(created.json.ticketTypes[0].description).toBe('Row A\nRow B');
    expect(fieldsOf(await organizer.put(`/api/events/${created.json.id}`, { title: 'Two\nlines' }))).toEqual(['title']);
  });

  it("is a 422 in the buyer's name, the payment-intent id and the demo payment's path", async () => {
    const event = await insertEvent(db, 'organizer@pentas.test');
    const res = await customer.post('/api/create-payment-intent', {
      eventId: event.id,
      currency: 'MYR',
      orderItems: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1, unitPrice: '50.00' }],
      customerData: { fullName: `Chloe${NUL}`, email: 'chloe@example.com' },
    });
    expect(fieldsOf(res)).toEqual(['customerData.fullName']);
    expect(fieldsOf(await customer.post('/api/confirm-payment', { paymentIntentId: `pi_${NUL}` }))).toEqual([
      'paymentIntentId',
    ]);
    const demo = await customer.post('/api/demo-payments/pi_%00/confirm', { method: 'grabpay' });
    expect(fieldsOf(demo)).toEqual(['id']);
  });

  it('is a 422 in sign-up names and passwords; a password may hold any printable character', async () => {
    const signUp = (body: object) =>
      new Client(app).post('/api/auth/sign-up', {
        email: `new-${Math.random().toString(36).slice(2)}@example.com`,
        firstName: 'Nur',
        password: 'long enough password',
        ...body,
      });
    expect(fieldsOf(await signUp({ password: `password${NUL}` }))).toEqual(['password']);
    expect(fieldsOf(await signUp({ firstName: NUL }))).toEqual(['firstName']);
    expect((await signUp({ password: ' ¡Contraseña segura! 🔑 ' })).status).toBe(201);
  });
});

describe('ids past the database integer', () => {
  const huge = [2 ** 31, 2 ** 53, 0, -1, 1.5];

  it.each(huge)('refuses eventId and ticketTypeId %s in a checkout with a 422', async (id) => {
    const res = await customer.post('/api/create-payment-intent', {
      eventId: id,
      currency: 'MYR',
      orderItems: [{ ticketTypeId: id, quantity: 1, unitPrice: '50.00' }],
    });
    expect(new Set(fieldsOf(res))).toEqual(new Set(['eventId', 'orderItems.0.ticketTypeId']));
  });

  it('refuses path ids past 2147483647 with a 422, and finds nothing (404) at the largest', async () => {
    for (const id of ['2147483648', '9007199254740992', '0', '99999999999']) {
      expect(fieldsOf(await anonymous.get(`/api/events/${id}`)), id).toEqual(['id']);
    }
    expectProblem(await anonymous.get('/api/events/2147483647'), 404);
    expectProblem(await anonymous.get('/api/events/1000000000'), 404);
  });

  it('refuses a scanned event id past the integer range', async () => {
    const admin = await signedIn(app, 'admin@pentas.test');
    expect(fieldsOf(await admin.post('/api/scan-ticket', { qrCode: 'x', eventId: 2 ** 31 }))).toEqual(['eventId']);
  });
});

describe('amounts', () => {
  it('refuses a ticket price above 100000000.00 and accepts it exactly at that', async () => {
    const body = newEvent();
    const priced = (price: string) => ({ ...body, ticketTypes: [{ ...body.ticketTypes[0], price }] });
    expect(fieldsOf(await organizer.post('/api/events', priced('100000000.01')))).toEqual(['ticketTypes.0.price']);
    expect(fieldsOf(await organizer.post('/api/events', priced('999999999999.99')))).toEqual(['ticketTypes.0.price']);
    const ok = await organizer.post('/api/events', priced('100000000.00'));
    expect(ok.json.ticketTypes[0].price).toBe('100000000.00');
  });

  it('refuses an order whose tickets come to more than 1000000000.00, and keeps one at the limit exact', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', {
      tickets: [{ priceMinor: MAX_PRICE_MINOR }, { priceMinor: MAX_PRICE_MINOR }],
    });
    const [a, b] = event.ticketTypes;
    const line = (ticketTypeId: number) => ({ ticketTypeId, quantity: 10, unitPrice: '100000000.00' });
    const tooMuch = await customer.post('/api/create-payment-intent', {
      eventId: event.id,
      currency: 'MYR',
      orderItems: [line(a.id), line(b.id)],
    });
    expect(expectProblem(tooMuch, 422).errors).toEqual([
      { path: 'orderItems', message: "One order's tickets may come to at most 1000000000.00" },
    ]);
    const atLimit = await customer.post('/api/create-payment-intent', {
      eventId: event.id,
      currency: 'MYR',
      orderItems: [line(a.id)],
    });
    expect(atLimit.status).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, atLimit.json.orderId));
    expect(order.totalMinor).toBe(MAX_ORDER_MINOR);
    const listed = (await customer.get('/api/my-orders')).json.find((o: { id: string }) => o.id === order.id);
    expect(listed.totalAmount).toBe('1000000000.00');
    await customer.delete(`/api/orders/${order.id}`);
  });
});
