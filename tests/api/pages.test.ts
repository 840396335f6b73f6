import { POSTER_SIZES, posterImage } from '@pentas/openapi';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app';
import { events, uploads } from '../../api/src/db/schema';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp, ORIGIN } from '../support/app';
import { insertEvent, userId } from '../support/factories';
import { canonicalOf, inlineDataOf, jsonLdBlocks, linkHrefs, metaContent, titleOf } from '../support/html-head';
import { eventProblems } from '../support/json-ld-event';
import { EVENT_PAGE_FILES, FIXTURE, fixtureWebDist } from '../support/web-dist';

const ORG = 'organizer@pentas.test';
const { deps, db } = await createTestApp();
const app = buildApp(deps, { webDist: fixtureWebDist(), trustedOrigins: [ORIGIN] });
const page = (path: string) => app.request(`${ORIGIN}${path}`);
const html = async (path: string, status = 200) => {
  const res = await page(path);
  expect(res.status, path).toBe(status);
  expect(res.headers.get('content-type'), path).toContain('text/html');
  return res.text();
};
const inDays = (days: number) => new Date(Date.now() + days * 86400_000);
// Apps of their own: one behind APP_URL, one keeping the catalog (and so its pages) in memory.
const configured = await createTestApp({ APP_URL: 'https://tickets.example.my' });
const cached = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });

describe('an event page read as a crawler reads it (no JavaScript)', () => {
  it("carries the event's title, date, venue, price and poster", async () => {
    const event = await insertEvent(db, ORG, {
      title: 'Malam Jazz di Bukit Bintang',
      venue: 'No Black Tie',
      location: 'Kuala Lumpur, Malaysia',
      timeZone: 'Asia/Kuala_Lumpur',
      startsAt: new Date('2030-03-09T12:30:00Z'), // 8:30 pm in Kuala Lumpur
      imageUrl: 'https://cdn.example.com/posters/jazz.jpg',
      tickets: [{ priceMinor: 12000 }, { priceMinor: 8000 }],
    });
    const text = await html(`/events/${event.id}`);
    expect(titleOf(text)).toBe('Malam Jazz di Bukit Bintang — Pentas');
    expect(metaContent(text, 'og:title')).toBe('Malam Jazz di Bukit Bintang');
    const description = metaContent(text, 'description');
    expect(description).toBe(
      'Sat, 9 Mar 2030, 8:30 pm at No Black Tie, Kuala Lumpur, Malaysia. Tickets from RM 80.00.',
    );
    expect(metaContent(text, 'og:description')).toBe(description);
    expect(metaContent(text, 'og:image')).toBe('https://cdn.example.com/posters/jazz.jpg');
    expect(metaContent(text, 'og:url')).toBe(`${ORIGIN}/events/${event.id}`);
    expect(metaContent(text, 'og:type')).toBe('website');
    expect(metaContent(text, 'twitter:card')).toBe('summary_large_image');
    expect(canonicalOf(text)).toBe(`${ORIGIN}/events/${event.id}`);
    // The generic head is replaced, not doubled.
    expect(text.match(/<title>/g)).toHaveLength(1);
    expect(text.match(/<meta name="description"/g)).toHaveLength(1);
    // The app still boots from it.
    expect(text).toContain('<div id="root"></div>');
    expect(text).toContain(`src="${FIXTURE.entry}"`);
  });

  it("says an event's time on its own clock, its zone named when it is not Kuala Lumpur's (item 41)", async () => {
    const event = await insertEvent(db, ORG, {
      venue: 'JCC Senayan',
      location: 'Jakarta, Indonesia',
      timeZone: 'Asia/Jakarta',
      // 16:30 UTC: 11:30 pm on the 5th in Jakarta, 12:30 am on the 6th in Kuala Lumpur.
      startsAt: new Date('2030-12-05T16:30:00Z'),
      tickets: [{ priceMinor: 0 }],
    });
    expect(metaContent(await html(`/events/${event.id}`), 'description')).toBe(
      'Thu, 5 Dec 2030, 11:30 pm WIB at JCC Senayan, Jakarta, Indonesia. Free tickets.',
    );
  });

  it('shows the generated card where chat apps would show no poster: none, SVG, WebP', async () => {
    const hex = (n: number) => String(n).repeat(32);
    const owner = await userId(db, ORG);
    const upload = (key: string, contentType: string) =>
      db.insert(uploads).values({ key, userId: owner, expiresAt: inDays(1), completedAt: new Date(), contentType });
    await upload(`posters/${hex(1)}`, 'image/png');
    await upload(`posters/${hex(2)}`, 'image/webp');
    const cases = [
      { imageUrl: null, card: true },
      { imageUrl: '/posters/music-1.svg', card: true },
      { imageUrl: 'https://cdn.example.com/poster.svg', card: true },
      { imageUrl: `/objects/posters/${hex(2)}`, card: true },
      { imageUrl: `/objects/posters/${hex(1)}`, card: false },
      { imageUrl: 'https://cdn.example.com/poster.PNG?v=2', card: false },
    ];
    for (const { imageUrl, card } of cases) {
      const event = await insertEvent(db, ORG, { imageUrl });
      const text = await html(`/events/${event.id}`);
      const expected = card
        ? `${ORIGIN}/api/events/${event.id}/share-card.png`
        : new URL(imageUrl as string, ORIGIN).href;
      expect(metaContent(text, 'og:image'), String(imageUrl)).toBe(expected);
      expect((jsonLdBlocks(text)[0] as { image: string[] }).image).toEqual([expected]);
    }
  });

  it('uses APP_URL for absolute addresses when it is set', async () => {
    const appWithUrl = buildApp(configured.deps, { webDist: fixtureWebDist() });
    const event = await insertEvent(configured.db, ORG);
    const text = await (await appWithUrl.request(`http://10.0.0.5:3000/events/${event.id}`)).text();
    expect(canonicalOf(text)).toBe(`https://tickets.example.my/events/${event.id}`);
    expect(metaContent(text, 'og:image')).toBe(`https://tickets.example.my/api/events/${event.id}/share-card.png`);
  });
});

describe("an event page's JSON-LD", () => {
  it('is a valid schema.org Event with an offer per active type, in the event currency', async () => {
    const event = await insertEvent(db, ORG, {
      title: 'Jakarta Tech Summit',
      currency: 'IDR',
      timeZone: 'Asia/Jakarta',
      venue: 'JCC Senayan',
      location: 'Jakarta, Indonesia',
      startsAt: new Date('2030-05-02T02:00:00Z'),
      endsAt: new Date('2030-05-02T10:00:00Z'),
      tickets: [
        { name: 'Early bird', priceMinor: 35_000_000, quantity: 10, soldQuantity: 10 },
        { name: 'Regular', priceMinor: 50_000_000 },
        { name: 'Hidden', priceMinor: 100, isActive: false },
      ],
    });
    const blocks = jsonLdBlocks(await html(`/events/${event.id}`));
    expect(blocks).toHaveLength(1);
    const [ld] = blocks as Record<string, unknown>[];
    expect(eventProblems(ld, { currency: 'IDR' })).toEqual([]);
    expect(ld).toMatchObject({
      name: 'Jakarta Tech Summit',
      startDate: '2030-05-02T09:00:00+07:00',
      endDate: '2030-05-02T17:00:00+07:00',
      location: {
        '@type': 'Place',
        name: 'JCC Senayan',
        address: { '@type': 'PostalAddress', addressLocality: 'Jakarta', addressCountry: 'Indonesia' },
      },
      organizer: { '@type': 'Organization' },
      url: `${ORIGIN}/events/${event.id}`,
    });
    expect(ld.offers).toEqual([
      expect.objectContaining({ name: 'Early bird', price: '350000.00', availability: 'https://schema.org/SoldOut' }),
      expect.objectContaining({ name: 'Regular', price: '500000.00', availability: 'https://schema.org/InStock' }),
    ]);
  });

  it('flags what the validator is for (a wrong currency, a time without its offset)', () => {
    const valid = {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'x',
      startDate: '2030-01-01T20:00:00+08:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Hall', address: { '@type': 'PostalAddress' } },
      image: ['https://a.example/p.png'],
      url: 'https://a.example/events/1',
      organizer: { name: 'O' },
      offers: [
        {
          '@type': 'Offer',
          price: '1.00',
          priceCurrency: 'MYR',
          availability: 'https://schema.org/InStock',
          url: 'https://a.example/events/1',
        },
      ],
    };
    expect(eventProblems(valid, { currency: 'MYR' })).toEqual([]);
    expect(eventProblems({ ...valid, startDate: '2030-01-01T12:00:00Z' }, { currency: 'IDR' })).toHaveLength(2);
  });
});

describe('hostile event text', () => {
  it('cannot break out of the head or the JSON-LD', async () => {
    const title = `"</script><script>alert(1)</script>`;
    const event = await insertEvent(db, ORG, {
      title,
      venue: `Hall "A" <b>`,
      description: 'line\u2028break </script>',
    });
    const text = await html(`/events/${event.id}`);
    expect(text).not.toContain('<script>alert(1)');
    // Only the scripts the server writes: the entry, the JSON-LD and the inline data.
    expect(text.match(/<script/g)).toHaveLength(3);
    expect(titleOf(text)).toBe(`${title} — Pentas`);
    expect(metaContent(text, 'og:title')).toBe(title);
    expect(metaContent(text, 'description')).toContain(`Hall "A" <b>`);
    const [ld] = jsonLdBlocks(text) as { name: string; description: string }[];
    expect(ld.name).toBe(title);
    expect(ld.description).toBe('line\u2028break </script>');
    expect((inlineDataOf(text)[`/api/events/${event.id}`].body as { title: string }).title).toBe(title);
  });
});

describe('addresses with no page', () => {
  it('answer 404 with the app (its not-found page), kept out of search engines', async () => {
    const deleted = await insertEvent(db, ORG, { deletedAt: new Date() });
    const inactive = await insertEvent(db, ORG, { isActive: false });
    const paths = [
      '/events/2147483000',
      `/events/${deleted.id}`,
      `/events/${inactive.id}`,
      '/events/abc',
      '/events/0',
      '/events/99999999999',
      '/nope',
      '/events/12/tickets',
      '/admin/unknown',
      '/.vite/manifest.json',
    ];
    for (const path of paths) {
      const text = await html(path, 404);
      expect(text, path).toContain('<div id="root"></div>');
      expect(metaContent(text, 'robots'), path).toBe('noindex');
      expect(text, path).not.toContain('pentas-data');
    }
  });

  it('leaves every client route 200, signed-in and staff pages too (their guards run in the browser)', async () => {
    for (const path of [
      '/',
      '/login',
      '/events',
      '/events/',
      '/events/12/edit',
      '/dashboard',
      '/admin',
      '/reseller/affiliate',
      '/terms',
    ]) {
      const text = await html(path);
      expect(metaContent(text, 'robots'), path).toBeUndefined();
    }
  });
});

describe('the public pages’ own heads', () => {
  it('give the landing page, discover and login their own title and description', async () => {
    const heads = await Promise.all(['/', '/events', '/login'].map(async (path) => ({ path, text: await html(path) })));
    const titles = heads.map(({ text }) => titleOf(text));
    const descriptions = heads.map(({ text }) => metaContent(text, 'description'));
    expect(new Set(titles).size).toBe(3);
    expect(new Set(descriptions).size).toBe(3);
    expect(titles[1]).toBe('Browse events — Pentas');
    expect(canonicalOf(heads[1].text)).toBe(`${ORIGIN}/events`);
  });
});

describe('the inline data', () => {
  const apiAnswer = async (url: string) => {
    const res = await app.request(`${ORIGIN}${url}`);
    return { body: await res.json(), total: res.headers.get('x-total-count') };
  };

  it("is the API's own answer at the exact address the client asks, for the landing page, discover and an event", async () => {
    const event = await insertEvent(db, ORG, { tickets: [{ priceMinor: 2500 }] });
    const cases = [
      { path: '/', url: '/api/events?pageSize=3' },
      { path: '/events', url: '/api/events?page=1&pageSize=9' },
      { path: `/events/${event.id}`, url: `/api/events/${event.id}` },
    ];
    for (const { path, url } of cases) {
      const data = inlineDataOf(await html(path));
      expect(Object.keys(data).sort(), path).toEqual([url, '/api/auth/user'].sort());
      const api = await apiAnswer(url);
      expect(data[url].body, path).toEqual(api.body);
      expect(data[url].headers?.['x-total-count'] ?? null, path).toBe(api.total);
    }
  });

  it("is discover's own answer for any search, filters and page, at the address its client asks", async () => {
    const title = "Konsert d'Pentas 2026";
    await insertEvent(db, ORG, { title, category: 'music', tickets: [{ priceMinor: 4500 }, { priceMinor: 0 }] });
    const cases = [
      // Written as openapi-fetch writes it, read back as the browser's URL reads it ('' becomes %27).
      {
        path: `/events?q=${encodeURIComponent(title)}&category=music&location=malaysia`,
        url: '/api/events?q=Konsert%20d%27Pentas%202026&category=music&location=malaysia&page=1&pageSize=9',
      },
      // Values the router drops (an unknown category, page 1, a number read as a number) are not asked for.
      { path: '/events?category=opera&page=1&utm_source=x', url: '/api/events?page=1&pageSize=9' },
      { path: '/events?page=2&date=this-month', url: '/api/events?date=this-month&page=2&pageSize=9' },
    ];
    for (const { path, url } of cases) {
      const data = inlineDataOf(await html(path));
      expect(Object.keys(data).sort(), path).toEqual([url, '/api/auth/user'].sort());
      const api = await apiAnswer(url);
      expect(data[url].body, path).toEqual(api.body);
      expect(data[url].headers?.['x-total-count'] ?? null, path).toBe(api.total);
    }
    const [found] = inlineDataOf(await html(cases[0].path))[cases[0].url].body as { title: string; minPrice: string }[];
    expect(found).toMatchObject({ title, minPrice: '0.00' });
  });

  it("answers a visitor's session check (401, as the API would) and never a signed-in user's", async () => {
    const visitor = inlineDataOf(await html('/login'))['/api/auth/user'];
    const api = await app.request(`${ORIGIN}/api/auth/user`);
    const { requestId: _, ...expected } = (await api.json()) as Record<string, unknown>;
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject(expected);
    // Pages differ by the cookie: no shared cache may give one person's page to another.
    expect((await page('/login')).headers.get('vary')).toContain('Cookie');
    const signedIn = await signedInApi(app, 'customer@pentas.test');
    for (const path of ['/', '/login']) {
      const res = await app.request(`${ORIGIN}${path}`, { headers: { cookie: signedIn.jar.cookie } });
      expect(await res.text(), path).not.toContain('"/api/auth/user"');
    }
  });
});

describe('preloads in the first HTML', () => {
  it("name the event route's chunks, the font and the poster", async () => {
    const event = await insertEvent(db, ORG, { imageUrl: 'https://cdn.example.com/p.jpg' });
    const text = await html(`/events/${event.id}`);
    // The route's and the app's start, beside the chunk the built index.html links itself.
    expect(linkHrefs(text, 'modulepreload').sort()).toEqual(EVENT_PAGE_FILES);
    expect(text).toContain(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${FIXTURE.font}">`);
    expect(text).toContain('<link rel="preload" as="image" fetchpriority="high" href="https://cdn.example.com/p.jpg">');
  });
});

describe('the first poster preloaded as the page will draw it', () => {
  it("an uploaded poster's variants: the event page's srcset and sizes", async () => {
    const poster = `/objects/posters/${'a'.repeat(32)}`;
    const event = await insertEvent(db, ORG, { imageUrl: poster });
    await db
      .update(events)
      .set({ imageVariants: [480, 960] })
      .where(eq(events.id, event.id));
    const text = await html(`/events/${event.id}`);
    const expected = posterImage(poster, [480, 960], POSTER_SIZES.eventPage);
    expect(text).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${expected.src}" imagesrcset="${expected.srcSet}" imagesizes="${expected.sizes}">`,
    );
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists open events with when they changed, never deleted or past ones', async () => {
    const open = await insertEvent(db, ORG, { startsAt: inDays(3) });
    const deleted = await insertEvent(db, ORG, { startsAt: inDays(3), deletedAt: new Date() });
    const past = await insertEvent(db, ORG, { startsAt: inDays(-3) });
    const res = await page('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const [row] = await db.select({ updatedAt: events.updatedAt }).from(events).where(eq(events.id, open.id));
    expect(xml).toContain(`<loc>${ORIGIN}/events/${open.id}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod>`);
    expect(xml).not.toContain(`/events/${deleted.id}<`);
    expect(xml).not.toContain(`/events/${past.id}<`);
  });

  it('robots.txt names the sitemap and keeps the API, dashboard, checkout and staff pages out', async () => {
    const res = await page('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of [
      '/api/',
      '/dashboard',
      '/checkout',
      '/orders/',
      '/admin',
      '/inventory',
      '/checkin',
      '/manage-events',
      '/analytics',
      '/reseller',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/events\n/);
  });
});

describe('the page cache', () => {
  const cachedApp = buildApp(cached.deps, { webDist: fixtureWebDist(), trustedOrigins: [ORIGIN] });
  const titleAt = async (path: string) => titleOf(await (await cachedApp.request(`${ORIGIN}${path}`)).text());

  it('keeps an event page, and drops it when the event is edited through this instance', async () => {
    const event = await insertEvent(cached.db, ORG, { title: 'Before' });
    expect(await titleAt(`/events/${event.id}`)).toBe('Before — Pentas');
    // Written behind the app's back (as another instance would): still the kept page.
    await cached.db.update(events).set({ title: 'Sneaked' }).where(eq(events.id, event.id));
    expect(await titleAt(`/events/${event.id}`)).toBe('Before — Pentas');
    const organizer = await signedInApi(cachedApp, ORG);
    await expectData(
      organizer.PUT('/api/events/{id}', { params: { path: { id: event.id } }, body: { title: 'After' } }),
    );
    expect(await titleAt(`/events/${event.id}`)).toBe('After — Pentas');
  });
});
