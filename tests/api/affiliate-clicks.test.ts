import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../api/src/app';
import { CLICK_LIMIT } from '../../api/src/modules/resellers/clicks.service';
import { issueVisitToken, VISIT_TOKEN_MINUTES } from '../../api/src/modules/resellers/visit-token';
import { createTestApp, ORIGIN } from '../support/app';
import { TEST_AUTH_SECRET } from '../support/constants';
import { insertAccount, insertEvent } from '../support/factories';
import { metaContent } from '../support/html-head';
import { newReseller } from '../support/resellers';
import { fixtureWebDist } from '../support/web-dist';

// TRUST_PROXY: each test's visitors come from addresses of their own (X-Forwarded-For), so the
// per-address limit of one test never refuses another's. The same app serves the pages (the token's source).
const { app: api, deps, db } = await createTestApp({ TRUST_PROXY: 'true' });
const app = buildApp(deps, { webDist: fixtureWebDist(), trustedOrigins: [ORIGIN] });
const reseller = await newReseller(api, db, 'clicks');
const other = await newReseller(api, db, 'clicks-other');
const event = await insertEvent(db, await insertAccount(db, 'organizer', 'clicks-org'), { title: 'Clicked' });
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let address = 0;
/** A browser at an address of its own: it opens pages and sends beacons from there. */
function visitor(userAgent = CHROME) {
  address += 1;
  const ip = `203.0.113.${address}`;
  const headers = { 'user-agent': userAgent, 'x-forwarded-for': ip };
  return {
    client: { address: ip, userAgent },
    /** Opens `path` (with `?ref=`) as the site renders it: its visit token, if the page carries one. */
    open: async (path: string) => {
      const res = await app.request(`${ORIGIN}${path}`, { headers });
      expect(res.status, path).toBe(200);
      return metaContent(await res.text(), 'pentas-visit-token');
    },
    send: (body: unknown, extra: Record<string, string> = {}) =>
      app.request(`${ORIGIN}/api/affiliate-clicks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers, ...extra },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}

const visitsOf = async (code = reseller.code) =>
  (
    await db.execute<{ n: number; events: number }>(sql`
      select count(*)::int as n, count(event_id)::int as events from affiliate_clicks k
      join affiliate_codes c on c.id = k.affiliate_code_id where c.code = ${code}`)
  )[0];

const allVisits = async () =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from affiliate_clicks`))[0].n;

describe('the visit token in a page opened with ?ref=', () => {
  it('is in the head of a page opened with a ref, different per client, and absent without one', async () => {
    const a = visitor();
    const b = visitor();
    const tokenA = await a.open(`/?ref=${reseller.code}`);
    const tokenB = await b.open(`/events/${event.id}?ref=${reseller.code}`);
    expect(tokenA).toMatch(/^\d+\.[\w-]{43}$/);
    expect(tokenB).toMatch(/^\d+\.[\w-]{43}$/);
    expect(tokenA).not.toBe(tokenB);
    expect(await a.open('/')).toBeUndefined();
    expect(await a.open('/?ref=%3Cscript%3E')).toBeUndefined();
  });
});

describe('POST /api/affiliate-clicks', () => {
  it('counts 600 beacons from 20 addresses as the 20 visitors they are, each with a page of its own', async () => {
    const visitors = Array.from({ length: 20 }, () => visitor());
    const before = (await visitsOf()).n;
    // Each address opens the link and beacons CLICK_LIMIT times (all within its limit), all at once,
    // half with the first page's token and half with a fresh page's: a page view costs a request too.
    const first = await Promise.all(visitors.map((v) => v.open(`/?ref=${reseller.code}`)));
    const answers = await Promise.all(
      visitors.flatMap((v, i) =>
        Array.from({ length: CLICK_LIMIT }, async (_, k) => {
          const token = k % 2 ? await v.open(`/?ref=${reseller.code}`) : first[i];
          return (await v.send({ code: reseller.code, token })).status;
        }),
      ),
    );
    expect(answers).toHaveLength(600);
    expect(answers.every((status) => status === 204)).toBe(true);
    expect((await visitsOf()).n - before).toBe(20);
  });

  it('counts the same visitor once a day, and again on another day', async () => {
    const v = visitor();
    const before = (await visitsOf()).n;
    for (let i = 0; i < 3; i++) {
      const token = await v.open(`/events/${event.id}?ref=${reseller.code}`);
      expect((await v.send({ code: reseller.code, token, eventId: event.id })).status).toBe(204);
    }
    expect((await visitsOf()).n).toBe(before + 1);
    // Their visit moved to yesterday: today's is a new one.
    await db.execute(sql`update affiliate_clicks set day = day - 1
      where id = (select max(id) from affiliate_clicks)`);
    const token = await v.open(`/?ref=${reseller.code}`);
    expect((await v.send({ code: reseller.code, token })).status).toBe(204);
    expect((await visitsOf()).n).toBe(before + 2);
  });

  it('stores a hash that never follows a visitor to another code or day, and still counts them once a day', async () => {
    const v = visitor();
    const hashesOf = async (code: string) =>
      (
        await db.execute<{
          visitor_hash: string;
          day: string;
        }>(sql`select visitor_hash, day::text from affiliate_clicks k
          join affiliate_codes c on c.id = k.affiliate_code_id where c.code = ${code} order by k.id`)
      ).map((r) => r.visitor_hash);
    const visit = async (code: string) =>
      expect((await v.send({ code, token: await v.open(`/?ref=${code}`) })).status).toBe(204);
    const [ownBefore, otherBefore] = [await hashesOf(reseller.code), await hashesOf(other.code)];
    await visit(reseller.code);
    await visit(other.code);
    await visit(reseller.code);
    const [today] = (await hashesOf(reseller.code)).filter((h) => !ownBefore.includes(h));
    const [otherCode] = (await hashesOf(other.code)).filter((h) => !otherBefore.includes(h));
    expect((await hashesOf(reseller.code)).length - ownBefore.length).toBe(1);
    expect(otherCode).toBeDefined();
    expect(otherCode).not.toBe(today);

    // The same browser a day later (the API's clock moved on): a new visit, under another hash.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_400_000 });
    try {
      await visit(reseller.code);
      await visit(reseller.code);
    } finally {
      vi.useRealTimers();
    }
    const added = (await hashesOf(reseller.code)).filter((h) => !ownBefore.includes(h));
    expect(added).toHaveLength(2);
    expect(added[1]).not.toBe(today);
  });

  it('counts nothing for a forged or expired token, or one made for another code or client', async () => {
    const v = visitor();
    const before = await allVisits();
    const real = (await v.open(`/?ref=${reseller.code}`)) ?? '';
    const [issued, mac] = real.split('.');
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const now = Date.now();
    const tokens = {
      forged: `${issued}.${flipped}`,
      'made with another secret': issueVisitToken('another-secret-another-secret-another', reseller.code, v.client),
      'reissued later by hand': `${Number(issued) + 60}.${mac}`,
      expired: issueVisitToken(TEST_AUTH_SECRET, reseller.code, v.client, now - (VISIT_TOKEN_MINUTES * 60 + 5) * 1000),
      'from the future': issueVisitToken(TEST_AUTH_SECRET, reseller.code, v.client, now + 5 * 60_000),
      "another code's": (await v.open(`/?ref=${other.code}`)) ?? '',
      "another address's": (await visitor().open(`/?ref=${reseller.code}`)) ?? '',
      "another browser's": issueVisitToken(TEST_AUTH_SECRET, reseller.code, { ...v.client, userAgent: `${CHROME} X` }),
    };
    for (const [name, token] of Object.entries(tokens)) {
      expect((await v.send({ code: reseller.code, token })).status, name).toBe(204);
    }
    expect(await allVisits()).toBe(before);
    // The page's own token still counts: the refusals above were the tokens', not the visitor's.
    expect((await v.send({ code: reseller.code, token: real })).status).toBe(204);
    expect(await allVisits()).toBe(before + 1);
  });

  it('keeps no address or user agent, only a keyed hash of the visitor', async () => {
    const v = visitor();
    await v.send({ code: reseller.code, token: await v.open(`/?ref=${reseller.code}`) });
    const rows = await db.execute<{ visitor_hash: string }>(sql`select visitor_hash from affiliate_clicks k
      join affiliate_codes c on c.id = k.affiliate_code_id where c.code = ${reseller.code}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.visitor_hash.includes(v.client.address) || r.visitor_hash.includes('Chrome'))).toBe(
      false,
    );
    expect(rows.every((r) => /^[\w-]{43}$/.test(r.visitor_hash))).toBe(true);
  });

  it('answers an unknown code the same 204 and stores nothing', async () => {
    const v = visitor();
    const before = await allVisits();
    const res = await v.send({ code: 'PNT-0000000000', token: await v.open('/?ref=PNT-0000000000') });
    expect(res.status).toBe(204);
    expect(await allVisits()).toBe(before);
  });

  it('drops an event id that is no event instead of failing', async () => {
    const v = visitor();
    const before = await visitsOf();
    const token = await v.open(`/?ref=${reseller.code}`);
    expect((await v.send({ code: reseller.code, token, eventId: 2_000_000_000 })).status).toBe(204);
    const after = await visitsOf();
    expect([after.n - before.n, after.events - before.events]).toEqual([1, 0]);
  });

  it('does not count crawlers, link previews, scripts or a missing user agent', async () => {
    const before = (await visitsOf()).n;
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ]) {
      const v = visitor(agent);
      const token = await v.open(`/?ref=${reseller.code}`);
      expect((await v.send({ code: reseller.code, token })).status, agent).toBe(204);
    }
    expect((await visitsOf()).n).toBe(before);
  });

  it(`refuses more than ${CLICK_LIMIT} beacons from one address, and only that address`, async () => {
    const v = visitor();
    const token = await v.open(`/?ref=${reseller.code}`);
    for (let i = 0; i < CLICK_LIMIT; i++) {
      expect((await v.send({ code: reseller.code, token })).status).toBe(204);
    }
    const refused = await v.send({ code: reseller.code, token });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect((await refused.json()).code).toBe('rate_limited');
    const next = visitor();
    expect((await next.send({ code: reseller.code, token: await next.open(`/?ref=${reseller.code}`) })).status).toBe(
      204,
    );
  });

  it('refuses malformed input: 400 for JSON that does not parse, 422 for fields or no token, 403 from another site', async () => {
    const v = visitor();
    const token = await v.open(`/?ref=${reseller.code}`);
    expect((await v.send('{"code":')).status).toBe(400);
    for (const body of [
      { code: reseller.code },
      { code: reseller.code, token: 'short' },
      { code: reseller.code, sessionId: '0f5e7c1a-3b2d-4e6f-8a9b-000000000001' },
      { code: reseller.code, token, eventId: 0 },
      { code: '', token },
      { code: 'PNT\u0000', token },
    ]) {
      expect((await v.send(body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await v.send({ code: reseller.code, token }, { origin: 'https://evil.example' })).status).toBe(403);
  });
});
