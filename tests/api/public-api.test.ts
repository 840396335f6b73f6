import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, ticketTypes } from '../../api/src/db/schema';
import { CROSS_SITE_CACHE, SAME_SITE_CACHE } from '../../api/src/lib/public-reads';
import { createTestApp } from '../support/app';
import { insertEvent } from '../support/factories';
import { Client, expectProblem, signedIn } from '../support/http';

const { app, db } = await createTestApp({ SIGN_IN_MAX_ATTEMPTS: '10000' });

const BLOG = 'https://blog.example';
const event = await insertEvent(db, 'organizer@pentas.test', {
  title: 'Public API test event',
  tickets: [{ name: 'General', priceMinor: 5000, quantity: 100 }],
});
const anonymous = new Client(app);
const customer = await signedIn(app, 'customer@pentas.test');
const organizer = await signedIn(app, 'organizer@pentas.test');

const corsHeaders = (headers: Headers) => [...headers.keys()].filter((k) => k.startsWith('access-control-'));

describe('public reads from another site (the widget)', () => {
  it.each([
    ['the event list', '/api/events'],
    ['an event', `/api/events/${event.id}`],
  ])('lets any site read %s, without credentials, cacheable for 15 s', async (_, path) => {
    const res = await anonymous.get(path, { origin: BLOG });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Total-Count');
    expect(res.headers.get('cache-control')).toBe(CROSS_SITE_CACHE);
    expect(res.headers.get('vary')).toContain('Origin');
    expect(res.headers.get('etag')).toMatch(/^W\/"[^"]+"$/);
  });

  it('answers the preflight of a GET with CORS', async () => {
    const res = await app.request(`http://localhost/api/events/${event.id}`, {
      method: 'OPTIONS',
      headers: { origin: BLOG, 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,HEAD');
  });

  it('tells our own pages to revalidate every time (an edit shows at once)', async () => {
    const res = await anonymous.get(`/api/events/${event.id}`);
    expect(res.headers.get('cache-control')).toBe(SAME_SITE_CACHE);
    expect(res.headers.get('etag')).toMatch(/^W\//);
    const own = await anonymous.get('/api/events', { origin: 'http://localhost' });
    expect(own.headers.get('cache-control')).toBe(SAME_SITE_CACHE);
  });

  it('answers 304 to a current ETag and 200 with a new one once the event changes', async () => {
    const path = `/api/events/${event.id}`;
    const first = await anonymous.get(path, { origin: BLOG });
    const tag = first.headers.get('etag') as string;
    const same = await anonymous.get(path, { origin: BLOG, 'if-none-match': tag });
    expect(same.status).toBe(304);
    expect(same.text).toBe('');
    expect(same.headers.get('etag')).toBe(tag);
    expect(same.headers.get('cache-control')).toBe(CROSS_SITE_CACHE);
    expect(same.headers.get('access-control-allow-origin')).toBe('*');
    // A list of tags, and the strong spelling of the same tag, match too (weak comparison).
    const listed = await anonymous.get(path, { 'if-none-match': `"other", ${tag.replace(/^W\//, '')}` });
    expect(listed.status).toBe(304);

    await db.update(ticketTypes).set({ soldQuantity: 7 }).where(eq(ticketTypes.eventId, event.id));
    const changed = await anonymous.get(path, { origin: BLOG, 'if-none-match': tag });
    expect(changed.status).toBe(200);
    expect(changed.json.ticketTypes[0].available).toBe(93);
    expect(changed.headers.get('etag')).not.toBe(tag);
  });

  it('answers 304 on the list too, keeping its total for the cached copy', async () => {
    const first = await anonymous.get('/api/events?pageSize=2', { origin: BLOG });
    expect(first.headers.get('x-total-count')).toMatch(/^\d+$/);
    const again = await anonymous.get('/api/events?pageSize=2', {
      origin: BLOG,
      'if-none-match': first.headers.get('etag') as string,
    });
    expect(again.status).toBe(304);
    const otherPage = await anonymous.get('/api/events?pageSize=2&page=2', {
      'if-none-match': first.headers.get('etag') as string,
    });
    expect(otherPage.status).toBe(200);
  });

  it('is the same for every visitor: signed in or not, the same body and ETag', async () => {
    const path = `/api/events/${event.id}`;
    const [a, b, c] = await Promise.all([anonymous.get(path), customer.get(path), organizer.get(path)]);
    expect(b.text).toBe(a.text);
    expect(c.text).toBe(a.text);
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    expect(c.headers.get('etag')).toBe(a.headers.get('etag'));
    expect(b.headers.get('set-cookie')).toBeNull();
  });

  it('answers an unknown or deleted event with a 404 problem the widget can read, not cached', async () => {
    const deleted = await insertEvent(db, 'organizer@pentas.test', { title: 'Gone' });
    await db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, deleted.id));
    for (const id of [999_999_999, deleted.id]) {
      const res = await anonymous.get(`/api/events/${id}`, { origin: BLOG });
      expect(expectProblem(res, 404).detail).toBe('Event not found.');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cache-control')).toBeNull();
      expect(res.headers.get('etag')).toBeNull();
    }
    const invalid = await anonymous.get('/api/events?pageSize=500', { origin: BLOG });
    expectProblem(invalid, 422);
    expect(invalid.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('user endpoints', () => {
  const userEndpoints: [string, string][] = [
    ['GET', '/api/auth/user'],
    ['GET', '/api/my-orders'],
    ['GET', '/api/my-tickets'],
    ['GET', '/api/my-events'],
    ['GET', '/api/admin/affiliate-code'],
    ['POST', '/api/create-payment-intent'],
    ['POST', '/api/auth/sign-in'],
    ['POST', '/api/events'],
    ['PUT', `/api/events/${event.id}`],
    ['DELETE', `/api/events/${event.id}`],
  ];

  it.each(userEndpoints)('%s %s sends no CORS header to another site, signed in or not', async (method, path) => {
    for (const client of [anonymous, customer]) {
      const res = await client.request(method, path, method === 'GET' ? undefined : {}, { origin: BLOG });
      // A GET still answers (the browser just will not let the other site read it); writes are refused.
      expect(corsHeaders(res.headers), `${method} ${path}`).toEqual([]);
      if (method !== 'GET') expect(res.status).toBeGreaterThanOrEqual(400);
    }
  });

  it.each(userEndpoints)('%s %s answers a preflight from another site with no CORS header', async (method, path) => {
    const res = await app.request(`http://localhost${path}`, {
      method: 'OPTIONS',
      headers: {
        origin: BLOG,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type',
      },
    });
    expect(corsHeaders(res.headers)).toEqual([]);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it('sends no cache or ETag headers that would let a shared cache keep a user answer', async () => {
    const res = await customer.get('/api/auth/user', { origin: BLOG });
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('cache-control') ?? '').not.toContain('public');
  });
});
