import type { operations, paths } from '@pentas/openapi';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, ticketTypes } from '../../api/src/db/schema';
import { CROSS_SITE_CACHE, SAME_SITE_CACHE } from '../../api/src/lib/public-reads';
import { type ApiClient, apiClient, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { insertEvent } from '../support/factories';
import { Client, expectProblem } from '../support/http';

// The user-endpoint sweep sends `{}` to every write, a body the contract refuses, so it goes through
// the untyped Client (its paths are still checked against the contract); preflights are raw OPTIONS.
const { app, db } = await createTestApp({ SIGN_IN_MAX_ATTEMPTS: '10000' });

const BLOG = 'https://blog.example';
const event = await insertEvent(db, 'organizer@pentas.test', {
  title: 'Public API test event',
  tickets: [{ name: 'General', priceMinor: 5000, quantity: 100 }],
});
const anonymous = apiClient(app);
const customer = await signedInApi(app, 'customer@pentas.test');
const organizer = await signedInApi(app, 'organizer@pentas.test');

type RequestHeaders = Record<string, string>;
type ListQuery = NonNullable<operations['listEvents']['parameters']['query']>;
const getEvent = (api: ApiClient, id: number, headers?: RequestHeaders) =>
  api.GET('/api/events/{id}', { params: { path: { id } }, headers });
const listEvents = (query: ListQuery, headers?: RequestHeaders) =>
  anonymous.GET('/api/events', { params: { query }, headers });

const corsHeaders = (headers: Headers) => [...headers.keys()].filter((k) => k.startsWith('access-control-'));

describe('public reads from another site (the widget)', () => {
  it.each([
    ['the event list', (headers: RequestHeaders) => listEvents({}, headers)],
    ['an event', (headers: RequestHeaders) => getEvent(anonymous, event.id, headers)],
  ])('lets any site read %s, without credentials, cacheable for 15 s', async (_, read) => {
    const res = (await read({ origin: BLOG })).response;
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
    const res = (await getEvent(anonymous, event.id)).response;
    expect(res.headers.get('cache-control')).toBe(SAME_SITE_CACHE);
    expect(res.headers.get('etag')).toMatch(/^W\//);
    const own = (await listEvents({}, { origin: 'http://localhost' })).response;
    expect(own.headers.get('cache-control')).toBe(SAME_SITE_CACHE);
  });

  it('answers 304 to a current ETag and 200 with a new one once the event changes', async () => {
    const first = (await getEvent(anonymous, event.id, { origin: BLOG })).response;
    const tag = first.headers.get('etag') as string;
    // openapi-fetch reads the body of an answer that is not 2xx into `error`: a 304 has none.
    const { response: same, error } = await getEvent(anonymous, event.id, { origin: BLOG, 'if-none-match': tag });
    expect(same.status).toBe(304);
    expect(error).toBe('');
    expect(same.headers.get('etag')).toBe(tag);
    expect(same.headers.get('cache-control')).toBe(CROSS_SITE_CACHE);
    expect(same.headers.get('access-control-allow-origin')).toBe('*');
    // A list of tags, and the strong spelling of the same tag, match too (weak comparison).
    const listed = await getEvent(anonymous, event.id, { 'if-none-match': `"other", ${tag.replace(/^W\//, '')}` });
    expect(listed.response.status).toBe(304);

    await db.update(ticketTypes).set({ soldQuantity: 7 }).where(eq(ticketTypes.eventId, event.id));
    const changed = await getEvent(anonymous, event.id, { origin: BLOG, 'if-none-match': tag });
    expect(changed.response.status).toBe(200);
    expect(changed.data?.ticketTypes[0].available).toBe(93);
    expect(changed.response.headers.get('etag')).not.toBe(tag);
  });

  it('answers 304 on the list too, keeping its total for the cached copy', async () => {
    const first = (await listEvents({ pageSize: 2 }, { origin: BLOG })).response;
    expect(first.headers.get('x-total-count')).toMatch(/^\d+$/);
    const tag = first.headers.get('etag') as string;
    const again = await listEvents({ pageSize: 2 }, { origin: BLOG, 'if-none-match': tag });
    expect(again.response.status).toBe(304);
    const otherPage = await listEvents({ pageSize: 2, page: 2 }, { 'if-none-match': tag });
    expect(otherPage.response.status).toBe(200);
  });

  it('is the same for every visitor: signed in or not, the same body and ETag', async () => {
    // As text, so the bytes are compared, not what they parse to.
    const read = (api: ApiClient) =>
      api.GET('/api/events/{id}', { params: { path: { id: event.id } }, parseAs: 'text' });
    const [a, b, c] = await Promise.all([read(anonymous), read(customer), read(organizer)]);
    expect(a.data).toContain('Public API test event');
    expect(b.data).toBe(a.data);
    expect(c.data).toBe(a.data);
    expect(b.response.headers.get('etag')).toBe(a.response.headers.get('etag'));
    expect(c.response.headers.get('etag')).toBe(a.response.headers.get('etag'));
    expect(b.response.headers.get('set-cookie')).toBeNull();
  });

  it('answers an unknown or deleted event with a 404 problem the widget can read, not cached', async () => {
    const deleted = await insertEvent(db, 'organizer@pentas.test', { title: 'Gone' });
    await db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, deleted.id));
    for (const id of [999_999_999, deleted.id]) {
      const res = await getEvent(anonymous, id, { origin: BLOG });
      expect(expectProblem(res, 404).detail).toBe('Event not found.');
      expect(res.response.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.response.headers.get('cache-control')).toBeNull();
      expect(res.response.headers.get('etag')).toBeNull();
    }
    const invalid = await listEvents({ pageSize: 500 }, { origin: BLOG });
    expectProblem(invalid, 422);
    expect(invalid.response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('user endpoints', () => {
  const userEndpoints: [string, keyof paths][] = [
    ['GET', '/api/auth/user'],
    ['GET', '/api/my-orders'],
    ['GET', '/api/my-tickets'],
    ['GET', '/api/my-events'],
    ['GET', '/api/admin/affiliate-code'],
    ['POST', '/api/create-payment-intent'],
    ['POST', '/api/auth/sign-in'],
    ['POST', '/api/events'],
    ['PUT', '/api/events/{id}'],
    ['DELETE', '/api/events/{id}'],
  ];
  const withId = (path: string) => path.replace('{id}', String(event.id));

  it.each(userEndpoints)('%s %s sends no CORS header to another site, signed in or not', async (method, template) => {
    const path = withId(template);
    for (const jar of [anonymous.jar, customer.jar]) {
      const res = await new Client(app, jar).request(method, path, method === 'GET' ? undefined : {}, {
        origin: BLOG,
      });
      // A GET still answers (the browser just will not let the other site read it); writes are refused.
      expect(corsHeaders(res.headers), `${method} ${path}`).toEqual([]);
      if (method !== 'GET') expect(res.status).toBeGreaterThanOrEqual(400);
    }
  });

  it.each(userEndpoints)('%s %s answers a preflight from another site with no CORS header', async (method, path) => {
    const res = await app.request(`http://localhost${withId(path)}`, {
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
    const res = (await customer.GET('/api/auth/user', { headers: { origin: BLOG } })).response;
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('cache-control') ?? '').not.toContain('public');
  });
});
