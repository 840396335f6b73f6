import { describe, expect, it } from 'vitest';
import { uploads } from '../../api/src/db/schema';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp, ORIGIN } from '../support/app';
import { expectProblem } from '../support/http';
import { bytesOfSize, FAKE_JPEG, JPEG, PNG } from '../support/images';

const { app, db, sql } = await createTestApp();
const organizer = await signedInApi(app, 'organizer@pentas.test');
const organizer2 = await signedInApi(app, 'organizer2@pentas.test');
const customer = await signedInApi(app, 'customer@pentas.test');

/** Raw bytes to a signed upload link (its path and query come from the server, not the contract). */
async function putBytes(client: ApiClient, url: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/jpeg') {
  const res = await app.request(`${ORIGIN}${url}`, {
    method: 'PUT',
    headers: { 'content-type': type, origin: ORIGIN, cookie: client.jar.cookie },
    body: new Blob([bytes]),
  });
  return { status: res.status, headers: res.headers, json: await res.json() };
}

async function uploadLink(client = organizer) {
  return (await expectData(client.POST('/api/images/upload'))).uploadURL;
}

const finish = (client: ApiClient, imageURL: string) => client.PUT('/api/images', { body: { imageURL } });

describe('poster uploads (local storage)', () => {
  it('stores a real image and serves it with its type and a long cache', async () => {
    const url = await uploadLink();
    expect(url).toMatch(/^\/api\/images\/uploads\/[0-9a-f]{32}\?expires=\d+&signature=/);
    expect((await putBytes(organizer, url, PNG, 'image/jpeg')).status).toBe(200);
    const { objectPath } = await expectData(finish(organizer, url));
    expect(objectPath).toMatch(/^\/objects\/posters\/[0-9a-f]{32}$/);
    const image = await app.request(`${ORIGIN}${objectPath}`);
    expect(image.status).toBe(200);
    // The type comes from the bytes (PNG), not from the declared header (JPEG).
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a non-image named and declared as an image, and stores nothing', async () => {
    const url = await uploadLink();
    const res = await putBytes(organizer, url, FAKE_JPEG, 'image/jpeg');
    expect(res.status).toBe(415);
    expect(res.json.detail).toBe('Only JPEG, PNG or WebP images are accepted.');
    expectProblem(await finish(organizer, url), 400);
    const id = url.split('/').pop()?.split('?')[0];
    expect((await app.request(`${ORIGIN}/objects/posters/${id}`)).status).toBe(404);
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte', async () => {
    const ok = await putBytes(organizer, await uploadLink(), bytesOfSize(5 * 1024 * 1024));
    expect(ok.status).toBe(200);
    const tooBig = await putBytes(organizer, await uploadLink(), bytesOfSize(5 * 1024 * 1024 + 1));
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.detail).toBe('Posters can be at most 5 MB.');
  });

  it('uses a link once only', async () => {
    const url = await uploadLink();
    expect((await putBytes(organizer, url, JPEG)).status).toBe(200);
    const again = await putBytes(organizer, url, JPEG);
    expect(again.status).toBe(409);
  });

  it('refuses an expired link', async () => {
    const url = await uploadLink();
    await db.update(uploads).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await putBytes(organizer, url, JPEG)).status).toBe(410);
  });

  it('refuses a link whose signature or expiry was altered', async () => {
    const url = await uploadLink();
    const forged = url.replace(/expires=\d+/, 'expires=99999999999');
    expect((await putBytes(organizer, forged, JPEG)).status).toBe(403);
    expect((await putBytes(organizer, url.replace(/signature=[^&]+/, 'signature=AAAA'), JPEG)).status).toBe(403);
  });

  it("refuses someone else's link and uploads from customers", async () => {
    const url = await uploadLink(organizer);
    expect((await putBytes(organizer2, url, JPEG)).status).toBe(404);
    expectProblem(await customer.POST('/api/images/upload'), 403);
    expectProblem(await apiClient(app).POST('/api/images/upload'), 401);
  });

  it('never lets an object path reach outside the store', async () => {
    for (const path of [
      '/objects/posters/..%2F..%2Fauth-secret',
      '/objects/posters/../../etc/passwd',
      '/objects/posters/ABC',
    ]) {
      const res = await app.request(`${ORIGIN}${path}`);
      expect(res.status, path).not.toBe(200);
    }
    expectProblem(await finish(organizer, '/objects/posters/../../etc/passwd'), 422);
  });

  it('leaves nothing half-written when a sniff fails', async () => {
    const before = await sql`select count(*)::int as n from uploads where completed_at is not null`;
    await putBytes(organizer, await uploadLink(), FAKE_JPEG);
    const after = await sql`select count(*)::int as n from uploads where completed_at is not null`;
    expect(after[0].n).toBe(before[0].n);
  });
});
