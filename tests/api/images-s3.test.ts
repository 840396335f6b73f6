import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app';
import type { Logger } from '../../api/src/lib/logger';
import { apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp, ORIGIN } from '../support/app';
import { expectProblem } from '../support/http';
import { BROKEN_PNG, bytesOfSize, FAKE_JPEG, makeImage, PNG } from '../support/images';

/** A minimal S3-speaking server (path-style PUT/HEAD/GET with Range/DELETE) that records what it got. */
const objects = new Map<string, Buffer>();
const requests: { method: string; url: string; authorized: boolean }[] = [];
/** An object replaced just after its HEAD is answered (someone using the upload link again meanwhile). */
const replaceAfterHead = new Map<string, Buffer>();
/** While set, the store drops every connection unanswered (an outage: the SDK gets ECONNRESET). */
let dropping = false;
const s3 = http.createServer((req, res) => {
  if (dropping) return req.socket.destroy();
  const url = new URL(req.url ?? '/', 'http://s3.local');
  const authorized =
    url.searchParams.has('X-Amz-Signature') || String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256');
  requests.push({ method: req.method ?? '', url: url.pathname + url.search, authorized });
  if (!authorized) return res.writeHead(403).end();
  const key = decodeURIComponent(url.pathname.replace(/^\/posters-bucket\//, ''));
  const chunks: Buffer[] = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const stored = objects.get(key);
    const copySource = req.headers['x-amz-copy-source'];
    if (req.method === 'PUT' && copySource) {
      const from = decodeURIComponent(String(copySource)).replace(/^\/?posters-bucket\//, '');
      const source = objects.get(from);
      if (!source) return res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      objects.set(key, source);
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end('<CopyObjectResult><ETag>"x"</ETag></CopyObjectResult>');
    }
    if (req.method === 'PUT') {
      objects.set(key, Buffer.concat(chunks));
      return res.writeHead(200, { etag: '"x"' }).end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return res.writeHead(204).end();
    }
    if (!stored)
      return res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
    if (req.method === 'HEAD') {
      res.writeHead(200, { 'content-length': stored.length }).end();
      const replacement = replaceAfterHead.get(key);
      if (replacement) objects.set(key, replacement);
      return;
    }
    const range = /bytes=(\d+)-(\d+)/.exec(String(req.headers.range ?? ''));
    const body = range ? stored.subarray(Number(range[1]), Number(range[2]) + 1) : stored;
    res.writeHead(range ? 206 : 200, { 'content-length': body.length }).end(body);
  });
});
await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => s3.close(() => resolve())));

const { app, deps } = await createTestApp({
  S3_BUCKET: 'posters-bucket',
  S3_ENDPOINT: endpoint,
  S3_REGION: 'ap-southeast-1',
  S3_ACCESS_KEY_ID: 'test-key',
  S3_SECRET_ACCESS_KEY: 'test-secret',
  S3_FORCE_PATH_STYLE: 'true',
});
const organizer = await signedInApi(app, 'organizer@pentas.test');
// The same app, with what it logs kept: how an outage is logged.
const logged: { level: string; msg: string; err?: { code?: string } }[] = [];
const keep =
  (level: string) =>
  (fields: { err?: { code?: string } }, msg = '') =>
    logged.push({ level, msg, err: fields?.err });
const recorder = {
  child: () => recorder,
  ...Object.fromEntries(['trace', 'debug', 'info', 'warn', 'error', 'fatal'].map((level) => [level, keep(level)])),
} as unknown as Logger;
const loggedApp = buildApp({ ...deps, log: recorder }, { trustedOrigins: [ORIGIN] });
const uploadLink = async () => (await expectData(organizer.POST('/api/images/upload'))).uploadURL;
const finish = (imageURL: string) => organizer.PUT('/api/images', { body: { imageURL } });

async function uploadViaPresignedUrl(bytes: Uint8Array<ArrayBuffer>) {
  const uploadURL = await uploadLink();
  expect(uploadURL.startsWith(`${endpoint}/posters-bucket/incoming/`)).toBe(true);
  expect(uploadURL).toContain('X-Amz-Signature=');
  expect(uploadURL).toContain('X-Amz-Expires=');
  const put = await fetch(uploadURL, { method: 'PUT', body: new Blob([bytes]) });
  expect(put.status).toBe(200);
  return uploadURL;
}

describe('poster uploads (S3-compatible storage)', () => {
  it('hands out a presigned PUT, checks the object afterwards and serves it', async () => {
    const url = await uploadViaPresignedUrl(PNG);
    const { objectPath } = await expectData(finish(url));
    const image = await app.request(`${ORIGIN}${objectPath}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    expect(requests.every((r) => r.authorized)).toBe(true);
  });

  it('serves the checked copy: using the upload link again cannot replace the poster', async () => {
    const url = await uploadViaPresignedUrl(PNG);
    const { objectPath } = await expectData(finish(url));
    await fetch(url, { method: 'PUT', body: new Blob([FAKE_JPEG]) });
    const image = await app.request(`${ORIGIN}${objectPath}`);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('checks the bytes it stores: an upload replaced by a huge file after its size was checked is refused', async () => {
    const url = await uploadViaPresignedUrl(PNG);
    const key = decodeURIComponent(new URL(url).pathname.replace('/posters-bucket/', ''));
    replaceAfterHead.set(key, Buffer.from(bytesOfSize(6 * 1024 * 1024)));
    expectProblem(await finish(url), 413);
    // It read no more than one byte past the limit, and nothing is served or left behind.
    const read = requests.filter((r) => r.method === 'GET' && r.url.includes(key.split('/').pop() as string));
    expect(read.length).toBeGreaterThan(0);
    expect(objects.has(key)).toBe(false);
    expect([...objects.keys()].filter((k) => k === key.replace('incoming/', ''))).toEqual([]);
  });

  it('deletes an uploaded non-image and refuses it', async () => {
    const url = await uploadViaPresignedUrl(FAKE_JPEG);
    const key = decodeURIComponent(new URL(url).pathname.replace('/posters-bucket/', ''));
    expect(key.startsWith('incoming/')).toBe(true);
    expect(objects.has(key)).toBe(true);
    expectProblem(await finish(url), 415);
    expect(objects.has(key)).toBe(false);
  });

  it('stores WebP variants beside the checked poster in the bucket', async () => {
    const url = await uploadViaPresignedUrl(await makeImage(1000, 500, 'png'));
    const { objectPath } = await expectData(finish(url));
    const key = objectPath.replace('/objects/', '');
    expect([480, 960, 1000].map((w) => objects.has(`${key}-w${w}.webp`))).toEqual([true, true, true]);
    const variant = await app.request(`${ORIGIN}${objectPath}-w960.webp`);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await variant.arrayBuffer()).equals(objects.get(`${key}-w960.webp`) ?? Buffer.alloc(0))).toBe(
      true,
    );
  });

  it('deletes an upload that looks like an image but does not decode, and refuses it', async () => {
    const url = await uploadViaPresignedUrl(new Uint8Array(BROKEN_PNG));
    const id = new URL(url).pathname.split('/').pop();
    expectProblem(await finish(url), 415);
    expect([...objects.keys()].filter((k) => k.includes(`${id}`))).toEqual([]);
  });

  it('deletes an upload over 5 MB and refuses it', async () => {
    const url = await uploadViaPresignedUrl(bytesOfSize(5 * 1024 * 1024 + 1));
    expectProblem(await finish(url), 413);
    const key = decodeURIComponent(new URL(url).pathname.replace('/posters-bucket/', ''));
    expect(objects.has(key)).toBe(false);
  });

  it('says so when nothing was uploaded, and lets the link be used afterwards', async () => {
    const url = await uploadLink();
    expectProblem(await finish(url), 400);
    await fetch(url, { method: 'PUT', body: new Blob([PNG]) });
    await expectData(finish(url));
  });

  it('answers a storage outage as our fault (500 internal_error, logged as an error), never as the database away, and keeps the link usable', async () => {
    const url = await uploadViaPresignedUrl(PNG);
    const client = apiClient(loggedApp, { jar: organizer.jar });
    dropping = true;
    let answer: Awaited<ReturnType<typeof finish>>;
    try {
      answer = await client.PUT('/api/images', { body: { imageURL: url } });
    } finally {
      dropping = false;
    }
    const problem = expectProblem(answer, 500);
    expect(problem.code).toBe('internal_error');
    expect(
      logged.filter((line) => line.level !== 'info').map((line) => [line.level, line.msg, line.err?.code]),
    ).toEqual([['error', 'unexpected error', 'ECONNRESET']]);
    // Once the store is back, the same link finishes the upload: the outage did not use it up.
    expect((await expectData(finish(url))).objectPath).toMatch(/^\/objects\/posters\/[0-9a-f]{32}$/);
  });
});
