import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { events } from '../../api/src/db/schema';
import { MAX_CARDS_WAITING } from '../../api/src/modules/events/share-card.service';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp, ORIGIN } from '../support/app';
import { insertEvent } from '../support/factories';
import { makeImage } from '../support/images';

const { app, db } = await createTestApp();
const organizer = await signedInApi(app, 'organizer@pentas.test');
const admin = await signedInApi(app, 'admin@pentas.test');

const card = (id: number | string) => app.request(`${ORIGIN}/api/events/${id}/share-card.png`);
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

/** The colour of one pixel of a PNG, as [r, g, b]. */
async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

/** A red poster uploaded through the real upload link: its object path. */
async function uploadRedPoster() {
  const red = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  const { uploadURL } = await expectData(organizer.POST('/api/images/upload'));
  const res = await app.request(`${ORIGIN}${uploadURL}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png', origin: ORIGIN, cookie: organizer.jar.cookie },
    body: new Blob([new Uint8Array(red)]),
  });
  expect(res.status).toBe(200);
  return (await res.json()).objectPath as string;
}

describe('GET /api/events/{id}/share-card.png', () => {
  it('answers a 1200×630 PNG anyone may cache', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { imageUrl: '/posters/music-1.svg' });
    const res = await card(event.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await sharp(await bytesOf(res)).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it("draws an uploaded poster on the card's right side, and the brand's teal without one", async () => {
    const withPoster = await expectData(
      organizer.POST('/api/events', {
        body: {
          event: {
            title: 'Red Poster Night',
            description: 'A night with a red poster.',
            venue: 'Hall 2',
            location: 'George Town, Malaysia',
            dateTime: new Date(Date.now() + 10 * 86400_000).toISOString(),
            imageUrl: await uploadRedPoster(),
            category: 'art',
            currency: 'MYR',
          },
          ticketTypes: [{ name: 'Entry', price: '5.00', quantity: 5, isActive: true }],
        },
      }),
      201,
    );
    const [r, g, b] = await pixel(await bytesOf(await card(withPoster.id)), 1000, 315);
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBeLessThan(80);

    const svgPoster = await insertEvent(db, 'organizer@pentas.test', { imageUrl: '/posters/art-1.svg' });
    const [r2, g2, b2] = await pixel(await bytesOf(await card(svgPoster.id)), 1000, 315);
    expect(g2).toBeGreaterThan(r2 + 40); // teal: green and blue over red
    expect(b2).toBeGreaterThan(r2 + 40);
  });

  it('renders a title with < and & (escaped into the SVG) or a character XML forbids, not a 500', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', {
      // Written straight to the table: the API refuses control characters, an older row might not.
      title: `Rock & Roll <Night> "</text><script>alert(1)</script> ${String.fromCharCode(1)} 🎉`,
      venue: "Joe's <Bar> & Grill",
    });
    const res = await card(event.id);
    expect(res.status).toBe(200);
    expect(await sharp(await bytesOf(res)).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('is a 404 problem for an unknown, deleted or malformed event id', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test');
    expect((await card(event.id)).status).toBe(200);
    await expectData(admin.DELETE('/api/events/{id}', { params: { path: { id: event.id } } }));
    for (const id of [event.id, 999_999, 'abc', '0', '1e3', '99999999999', '%00']) {
      const res = await card(id);
      expect(res.status, String(id)).toBe(404);
      expect(res.headers.get('content-type'), String(id)).toBe('application/problem+json');
      expect((await res.json()).code, String(id)).toBe('not_found');
    }
  });

  it('keeps a card per event until the event changes through the app', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { title: 'First Title' });
    const first = await bytesOf(await card(event.id));
    // Changed behind the app's back: the kept card is still answered (catalog caching is off in tests).
    await db.update(events).set({ title: 'Changed In The Database' }).where(eq(events.id, event.id));
    expect((await bytesOf(await card(event.id))).equals(first)).toBe(true);
    // Any event write through the app drops the cards with the catalog cache.
    await expectData(
      organizer.PUT('/api/events/{id}', { params: { path: { id: event.id } }, body: { title: 'Second Title' } }),
    );
    expect((await bytesOf(await card(event.id))).equals(first)).toBe(false);
  });
});

describe('the share card of a real poster', () => {
  it('stays a palette PNG small enough for chat previews', async () => {
    const { uploadURL } = await expectData(organizer.POST('/api/images/upload'));
    await app.request(`${ORIGIN}${uploadURL}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg', origin: ORIGIN, cookie: organizer.jar.cookie },
      body: new Blob([await makeImage(1600, 900, 'jpeg')]),
    });
    const imageUrl = `/objects/posters/${uploadURL.split('/').pop()?.split('?')[0]}`;
    const event = await insertEvent(db, 'organizer@pentas.test', { imageUrl, imageVariants: [480, 960, 1440] });
    const png = await bytesOf(await card(event.id));
    expect(png.length).toBeLessThan(400 * 1024);
  });

  it('queues a bounded number of cards: a crawl asking for many at once gets 429s, never a 500, and the rest', async () => {
    const many = await Promise.all(
      Array.from({ length: 3 * MAX_CARDS_WAITING }, (_, i) =>
        insertEvent(db, 'organizer@pentas.test', { title: `Crawl ${i}` }),
      ),
    );
    const answers = await Promise.all(many.map((e) => card(e.id)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(MAX_CARDS_WAITING);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    // Once the queue has drained, a refused card is drawn.
    const refused = many[statuses.indexOf(429)];
    expect((await card(refused.id)).status).toBe(200);
  });
});
