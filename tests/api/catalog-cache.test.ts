import type { components } from '@pentas/openapi';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { events } from '../../api/src/db/schema';
import { apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { insertEvent } from '../support/factories';

const { app, db } = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
const visitor = apiClient(app);
const page = () => expectData(visitor.GET('/api/events', { params: { query: { pageSize: 50 } } }));

describe('the catalog cache', () => {
  it('serves repeated public reads from memory, and drops them when an event changes here', async () => {
    const first = await page();
    const sneaked = await insertEvent(db, 'organizer@pentas.test', { title: 'Inserted behind the API' });
    expect(await page()).toEqual(first);

    const organizer = await signedInApi(app, 'organizer@pentas.test');
    const body: components['schemas']['CreateEventRequest'] = {
      event: {
        title: 'Made through the API',
        description: 'An event that clears the catalog cache.',
        venue: 'Hall',
        location: 'Ipoh, Malaysia',
        dateTime: new Date(Date.now() + 5 * 86400_000).toISOString(),
        category: 'art',
        currency: 'MYR',
      },
      ticketTypes: [{ name: 'Entry', price: '10', quantity: 10, isActive: true }],
    };
    await expectData(organizer.POST('/api/events', { body }), 201);
    const fresh = (await page()).map((e) => e.title);
    expect(fresh).toContain('Made through the API');
    expect(fresh).toContain(sneaked.title);
  });
});

describe('an event page read steadily (reloaded ahead of its expiry)', async () => {
  // Writes straight into the database stand for another instance's: this one's cache is not cleared.
  const TTL_SECONDS = 1;
  const short = await createTestApp({ CATALOG_CACHE_SECONDS: String(TTL_SECONDS) });
  const reader = apiClient(short.app);
  const read = (id: number) => reader.GET('/api/events/{id}', { params: { path: { id } } });
  /**
   * Reads the page every 50 ms until `done` holds of the answer; how long after `since` it did, in ms.
   * Read that often, the page is reloaded ahead of its expiry (past half the TTL) and never waited for.
   */
  async function readUntil(id: number, since: number, done: (r: Awaited<ReturnType<typeof read>>) => boolean) {
    await vi.waitFor(async () => expect(done(await read(id))).toBe(true), { timeout: 5000, interval: 50 });
    return Date.now() - since;
  }
  // A load may start just before the write and be answered for the whole TTL after it; the slack is
  // the request's own time.
  const WITHIN = TTL_SECONDS * 1000 + 250;

  it('shows an edit made elsewhere within CATALOG_CACHE_SECONDS', async () => {
    const event = await insertEvent(short.db, 'organizer@pentas.test', { title: 'Before the edit' });
    await readUntil(event.id, Date.now(), (r) => r.data?.title === 'Before the edit');
    const editedAt = Date.now();
    await short.db.update(events).set({ title: 'After the edit' }).where(eq(events.id, event.id));
    expect((await expectData(read(event.id))).title).toBe('Before the edit'); // still cached here
    expect(await readUntil(event.id, editedAt, (r) => r.data?.title === 'After the edit')).toBeLessThanOrEqual(WITHIN);
  });

  it('lets an event deleted elsewhere vanish within CATALOG_CACHE_SECONDS', async () => {
    const event = await insertEvent(short.db, 'organizer@pentas.test', { title: 'Soon called off' });
    await readUntil(event.id, Date.now(), (r) => r.response.status === 200);
    const deletedAt = Date.now();
    await short.db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, event.id));
    await expectData(read(event.id)); // still cached here
    expect(await readUntil(event.id, deletedAt, (r) => r.response.status === 404)).toBeLessThanOrEqual(WITHIN);
    const gone = await read(event.id);
    expect(gone.response.status).toBe(404);
    expect(gone.response.headers.get('content-type')).toContain('application/problem+json');
  });
});
