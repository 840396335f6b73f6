import type { components } from '@pentas/openapi';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type ApiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp, ORIGIN } from '../support/app';
import { BROKEN_PNG, makeImage } from '../support/images';

const { app, deps, sql } = await createTestApp();
const organizer = await signedInApi(app, 'organizer@pentas.test');

/** Uploads `bytes` through a fresh local upload link: the PUT's answer. */
async function upload(bytes: Uint8Array, client: ApiClient = organizer) {
  const { uploadURL } = await expectData(client.POST('/api/images/upload'));
  const res = await app.request(`${ORIGIN}${uploadURL}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png', origin: ORIGIN, cookie: client.jar.cookie },
    body: new Blob([new Uint8Array(bytes)]),
  });
  return { status: res.status, json: await res.json(), id: uploadURL.split('/').pop()?.split('?')[0] ?? '' };
}

const get = (path: string) => app.request(`${ORIGIN}${path}`);

describe('poster variants', () => {
  it('makes WebP variants 480, 960 and 1440 px wide, aspect kept, each smaller than the original', async () => {
    const original = await makeImage(2000, 1125, 'png');
    const { status, json } = await upload(original);
    expect(status).toBe(200);
    const poster: string = json.objectPath;
    for (const width of [480, 960, 1440]) {
      const res = await get(`${poster}-w${width}.webp`);
      expect(res.status, `w${width}`).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 1125) / 2000) });
      expect(bytes.length).toBeLessThan(original.length);
    }
    // The original is still served as uploaded; no other width exists.
    // (equals, not toEqual: a deep comparison of 2.6 MB byte by byte takes seconds)
    expect(Buffer.from(await (await get(poster)).arrayBuffer()).equals(original)).toBe(true);
    expect((await get(`${poster}-w2000.webp`)).status).toBe(404);
    const [row] = await sql`select variant_widths from uploads where key = ${poster.replace('/objects/', '')}`;
    expect(row.variant_widths).toEqual([480, 960, 1440]);
  });

  it('never upscales: a poster 300 px wide gets one variant, at its own width', async () => {
    const { status, json } = await upload(await makeImage(300, 400, 'jpeg'));
    expect(status).toBe(200);
    const variant = await get(`${json.objectPath}-w300.webp`);
    expect(await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 300,
      height: 400,
    });
    expect((await get(`${json.objectPath}-w480.webp`)).status).toBe(404);
  });

  it('refuses a file that looks like a PNG but does not decode (415), and stores nothing', async () => {
    const { status, json, id } = await upload(BROKEN_PNG);
    expect(status).toBe(415);
    expect(json).toMatchObject({ code: 'unsupported_image', detail: 'Only JPEG, PNG or WebP images are accepted.' });
    for (const key of [`posters/${id}`, `posters/${id}-w480.webp`]) expect(await deps.storage.get(key)).toBeNull();
    const [row] = await sql`select completed_at from uploads where key = ${`posters/${id}`}`;
    expect(row.completed_at).toBeNull();
  });

  it('puts the widths on the event, read with it by the catalog; an SVG or another site has none', async () => {
    const { json } = await upload(await makeImage(1000, 600, 'webp'));
    const body: components['schemas']['CreateEventRequest'] = {
      event: {
        title: 'Poster Night',
        description: 'An evening with a real poster.',
        venue: 'Hall 1',
        location: 'Kuala Lumpur, Malaysia',
        dateTime: new Date(Date.now() + 20 * 86400_000).toISOString(),
        imageUrl: json.objectPath,
        category: 'art',
        currency: 'MYR',
      },
      ticketTypes: [{ name: 'Entry', price: '10.00', quantity: 10, isActive: true }],
    };
    const created = await expectData(organizer.POST('/api/events', { body }), 201);
    expect(created.imageVariants).toEqual([480, 960, 1000]);
    const read = () => expectData(organizer.GET('/api/events/{id}', { params: { path: { id: created.id } } }));
    expect((await read()).imageVariants).toEqual([480, 960, 1000]);
    const listed = await expectData(organizer.GET('/api/events', { params: { query: { q: 'Poster Night' } } }));
    expect(listed.map((e) => e.imageVariants)).toEqual([[480, 960, 1000]]);

    for (const imageUrl of ['/posters/art-1.svg', 'https://cdn.example.com/poster.jpg', '']) {
      const changed = await expectData(
        organizer.PUT('/api/events/{id}', { params: { path: { id: created.id } }, body: { imageUrl } }),
      );
      expect(changed.imageVariants, imageUrl).toEqual([]);
      expect((await read()).imageVariants, imageUrl).toEqual([]);
    }
  });
});
