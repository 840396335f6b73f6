import { instantInZone, type operations, todayInZone } from '@pentas/openapi';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectData } from '../support/api-client';
import { createTestApp } from '../support/app';
import { insertEvent } from '../support/factories';
import { Client, expectProblem } from '../support/http';

// Values outside the contract (an unknown category, a non-numeric id) go through the untyped Client.
const { app, db } = await createTestApp();
const api = apiClient(app);
const client = new Client(app, api.jar);
const ORG = 'organizer@pentas.test';
const DAY = 86400_000;

// A catalog of our own, so counts are exact: the seeded demo events are removed from this database.
beforeAll(async () => {
  await db.execute(sql`update events set deleted_at = now()`);
});

type ListQuery = NonNullable<operations['listEvents']['parameters']['query']>;

const getEvent = (id: number) => api.GET('/api/events/{id}', { params: { path: { id } } });

async function list(query: ListQuery = {}) {
  const { data, error, response } = await api.GET('/api/events', { params: { query } });
  expect(response.status, JSON.stringify({ query, error })).toBe(200);
  return { items: data ?? [], total: Number(response.headers.get('x-total-count')) };
}

describe('GET /api/events filters', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const soon = new Date(Date.now() + 2 * DAY);
    const make = (o: Parameters<typeof insertEvent>[2]) => insertEvent(db, ORG, { startsAt: soon, ...o });
    ids = {
      jazzKl: (await make({ title: 'Jazz Night KL', category: 'music', location: 'Kuala Lumpur, Malaysia' })).id,
      jazzSg: (await make({ title: 'Jazz at the Esplanade', category: 'music', location: 'Singapore, Singapore' })).id,
      techSg: (
        await make({
          title: 'DevFest',
          description: 'Talks about jazz-fast compilers',
          category: 'technology',
          location: 'Singapore, Singapore',
        })
      ).id,
      foodBkk: (
        await make({ title: 'Street Eats', venue: 'JAZZY Market', category: 'food', location: 'Bangkok, Thailand' })
      ).id,
      inactive: (await make({ title: 'Hidden Jazz', category: 'music', isActive: false })).id,
      deleted: (await make({ title: 'Deleted Jazz', category: 'music', deletedAt: new Date() })).id,
      past: (await make({ title: 'Past Jazz', category: 'music', startsAt: new Date(Date.now() - 2 * DAY) })).id,
    };
  });

  it('searches title, description, venue and location, case-insensitively', async () => {
    const { items, total } = await list({ q: 'JAZZ' });
    expect(items.map((e) => e.id).sort()).toEqual([ids.jazzKl, ids.jazzSg, ids.techSg, ids.foodBkk].sort());
    expect(total).toBe(4);
    expect((await list({ q: 'bangkok' })).items.map((e) => e.id)).toEqual([ids.foodBkk]);
  });

  it('treats % and _ in the search as text, not wildcards', async () => {
    expect((await list({ q: '%' })).total).toBe(0);
    expect((await list({ q: '_' })).total).toBe(0);
  });

  it('filters by category, by country, and by both', async () => {
    expect((await list({ category: 'music' })).items.map((e) => e.id).sort()).toEqual([ids.jazzKl, ids.jazzSg].sort());
    expect((await list({ location: 'singapore' })).items.map((e) => e.id).sort()).toEqual(
      [ids.jazzSg, ids.techSg].sort(),
    );
    expect((await list({ category: 'music', location: 'singapore' })).items.map((e) => e.id)).toEqual([ids.jazzSg]);
    expect((await list({ category: 'music', location: 'singapore', q: 'esplanade' })).items.map((e) => e.id)).toEqual([
      ids.jazzSg,
    ]);
    expect((await list({ category: 'art' })).total).toBe(0);
  });

  it('never lists inactive, deleted or finished events', async () => {
    const all = (await list({ pageSize: 50 })).items.map((e) => e.id);
    for (const hidden of [ids.inactive, ids.deleted, ids.past]) expect(all).not.toContain(hidden);
  });

  it('refuses unknown filter values and oversized input with 422, never a 500', async () => {
    expectProblem(await client.get('/api/events?category=opera'), 422);
    expectProblem(await client.get('/api/events?location=mars'), 422);
    expectProblem(await client.get('/api/events?date=someday'), 422);
    for (const query of [{ q: 'x'.repeat(101) }, { page: 0 }, { page: 9999999 }, { pageSize: 51 }])
      expectProblem(await api.GET('/api/events', { params: { query } }), 422);
  });
});

describe('GET /api/events date filters (Kuala Lumpur calendar)', () => {
  it('puts each event in the windows its local date falls in', async () => {
    await db.execute(sql`update events set deleted_at = now()`);
    const offsetsDays = [0.05, 1, 3, 6, 9, 20, 33, 40, 50, 65];
    const created: Awaited<ReturnType<typeof insertEvent>>[] = [];
    for (const d of offsetsDays) created.push(await insertEvent(db, ORG, { startsAt: new Date(Date.now() + d * DAY) }));

    // The same rules, computed here independently.
    const zone = 'Asia/Kuala_Lumpur';
    const today = todayInZone(zone);
    const startOfToday = instantInZone({ ...today, hour: 0 }, zone);
    const weekday = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7; // Monday = 0
    const endOfWeek = instantInZone({ ...today, day: today.day - weekday + 7, hour: 0 }, zone);
    const startOfNextMonth = instantInZone({ year: today.year, month: today.month + 1, day: 1, hour: 0 }, zone);
    const startOfMonthAfter = instantInZone({ year: today.year, month: today.month + 2, day: 1, hour: 0 }, zone);
    const expectIds = (from: Date, to: Date) =>
      created
        .filter((e) => e.startsAt >= from && e.startsAt < to)
        .map((e) => e.id)
        .sort();

    const ids = async (date: ListQuery['date']) => (await list({ date, pageSize: 50 })).items.map((e) => e.id).sort();
    expect(await ids('this-week')).toEqual(expectIds(startOfToday, endOfWeek));
    expect(await ids('this-month')).toEqual(expectIds(startOfToday, startOfNextMonth));
    expect(await ids('next-month')).toEqual(expectIds(startOfNextMonth, startOfMonthAfter));
    expect((await ids('next-month')).length).toBeGreaterThan(0);
  });
});

describe('GET /api/events paging', () => {
  it('pages by 9, soonest first, with the total in X-Total-Count', async () => {
    await db.execute(sql`update events set deleted_at = now()`);
    for (let i = 0; i < 20; i++)
      await insertEvent(db, ORG, { title: `Paged ${i}`, startsAt: new Date(Date.now() + (i + 1) * DAY) });
    const first = await list();
    expect(first.items).toHaveLength(9);
    expect(first.total).toBe(20);
    expect(first.items.map((e) => e.title)).toEqual(Array.from({ length: 9 }, (_, i) => `Paged ${i}`));
    const last = await list({ page: 3 });
    expect(last.items.map((e) => e.title)).toEqual(['Paged 18', 'Paged 19']);
    const beyond = await list({ page: 50 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(20);
    expect((await list({ pageSize: 20 })).items).toHaveLength(20);
  });
});

describe('prices in lists and the event page', () => {
  it('shows the lowest active price, or null when there is none', async () => {
    const priced = await insertEvent(db, ORG, {
      tickets: [{ priceMinor: 15000 }, { priceMinor: 8000 }, { priceMinor: 100, isActive: false }],
    });
    const tba = await insertEvent(db, ORG, { tickets: [{ priceMinor: 2000, isActive: false }] });
    const page = (await list({ pageSize: 50 })).items;
    expect(page.find((e) => e.id === priced.id)?.minPrice).toBe('80.00');
    expect(page.find((e) => e.id === tba.id)?.minPrice).toBeNull();
    // Its page too: the event, with no ticket types to choose yet.
    expect(await expectData(getEvent(tba.id))).toMatchObject({ id: tba.id, minPrice: null, ticketTypes: [] });
  });

  it('shows an event with its active ticket types (cheapest first), availability and organizer', async () => {
    const event = await insertEvent(db, ORG, {
      currency: 'IDR',
      tickets: [
        { name: 'VIP', priceMinor: 90_000_000, quantity: 5, soldQuantity: 2 },
        { name: 'Secret', isActive: false },
        { name: 'Regular', priceMinor: 35_000_000, quantity: 10, soldQuantity: 10 },
      ],
    });
    const shown = await expectData(getEvent(event.id));
    expect(shown.organizer).toEqual({ id: event.organizerId, name: 'Daniel Lim' });
    expect(shown.currency).toBe('IDR');
    expect(shown.ticketTypes.map((t) => [t.name, t.price, t.available])).toEqual([
      ['Regular', '350000.00', 0],
      ['VIP', '900000.00', 3],
    ]);
  });

  it('answers 404 for unknown, inactive and deleted events, 422 for a non-numeric id', async () => {
    const inactive = await insertEvent(db, ORG, { isActive: false });
    const deleted = await insertEvent(db, ORG, { deletedAt: new Date() });
    for (const id of [999999, inactive.id, deleted.id]) expectProblem(await getEvent(id), 404);
    expectProblem(await client.get('/api/events/abc'), 422);
  });

  it('answers public reads to any site, without credentials', async () => {
    const headers = { origin: 'https://organizer-blog.example' };
    const { response } = await api.GET('/api/events', { headers });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const me = await api.GET('/api/auth/user', { headers });
    expect(me.response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
