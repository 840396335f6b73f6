import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLICK_LIMIT } from '../../api/src/modules/resellers/clicks.service';
import { createTestApp, ORIGIN } from '../support/app';
import { insertAccount, insertEvent } from '../support/factories';
import { newReseller } from '../support/resellers';

// TRUST_PROXY: each test's beacons come from an address of its own (X-Forwarded-For), so the
// per-address limit of one test never refuses another's.
const { app, db } = await createTestApp({ TRUST_PROXY: 'true' });
const reseller = await newReseller(app, db, 'clicks');
const event = await insertEvent(db, await insertAccount(db, 'organizer', 'clicks-org'), { title: 'Clicked' });
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let address = 0;
/** A client at an address of its own. */
function visitor(userAgent = CHROME) {
  address += 1;
  const ip = `203.0.113.${address}`;
  return (body: unknown, headers: Record<string, string> = {}) =>
    app.request(`${ORIGIN}/api/affiliate-clicks`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'user-agent': userAgent,
        'x-forwarded-for': ip,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
}

const clicks = async () =>
  (
    await db.execute<{ n: number; events: number }>(sql`
      select count(*)::int as n, count(event_id)::int as events from affiliate_clicks k
      join affiliate_codes c on c.id = k.affiliate_code_id where c.code = ${reseller.code}`)
  )[0];

const session = (n: number) => `0f5e7c1a-3b2d-4e6f-8a9b-${String(n).padStart(12, '0')}`;

describe('POST /api/affiliate-clicks', () => {
  it('counts a browser session once, and each new session', async () => {
    const send = visitor();
    const before = (await clicks()).n;
    expect((await send({ code: reseller.code, sessionId: session(1), eventId: event.id })).status).toBe(204);
    expect((await send({ code: reseller.code, sessionId: session(1), eventId: event.id })).status).toBe(204);
    expect((await send({ code: reseller.code, sessionId: session(1) })).status).toBe(204);
    expect((await clicks()).n).toBe(before + 1);
    expect((await send({ code: reseller.code, sessionId: session(2) })).status).toBe(204);
    expect((await clicks()).n).toBe(before + 2);
  });

  it('keeps only a hash of the session id', async () => {
    const send = visitor();
    await send({ code: reseller.code, sessionId: session(3) });
    const rows = await db.execute<{ session_hash: string }>(sql`select session_hash from affiliate_clicks`);
    expect(rows.some((r) => r.session_hash.includes(session(3)))).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.session_hash))).toBe(true);
  });

  it('answers an unknown code the same 204 and stores nothing', async () => {
    const send = visitor();
    const before = await db.execute<{ n: number }>(sql`select count(*)::int as n from affiliate_clicks`);
    const res = await send({ code: 'PNT-0000000000', sessionId: session(4) });
    expect(res.status).toBe(204);
    const after = await db.execute<{ n: number }>(sql`select count(*)::int as n from affiliate_clicks`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('drops an event id that is no event instead of failing', async () => {
    const send = visitor();
    const before = await clicks();
    expect((await send({ code: reseller.code, sessionId: session(5), eventId: 2_000_000_000 })).status).toBe(204);
    const after = await clicks();
    expect([after.n - before.n, after.events - before.events]).toEqual([1, 0]);
  });

  it('does not count crawlers, link previews, scripts or a missing user agent', async () => {
    const before = (await clicks()).n;
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ]) {
      expect((await visitor(agent)({ code: reseller.code, sessionId: session(6) })).status, agent).toBe(204);
    }
    expect((await clicks()).n).toBe(before);
  });

  it(`refuses more than ${CLICK_LIMIT} beacons from one address, and only that address`, async () => {
    const send = visitor();
    for (let i = 0; i < CLICK_LIMIT; i++) {
      expect((await send({ code: reseller.code, sessionId: session(100 + i) })).status).toBe(204);
    }
    const refused = await send({ code: reseller.code, sessionId: session(999) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect((await refused.json()).code).toBe('rate_limited');
    expect((await visitor()({ code: reseller.code, sessionId: session(998) })).status).toBe(204);
  });

  it('refuses malformed input: 400 for JSON that does not parse, 422 for fields, 403 from another site', async () => {
    const send = visitor();
    expect((await send('{"code":')).status).toBe(400);
    for (const body of [
      { code: reseller.code },
      { code: reseller.code, sessionId: 'short' },
      { code: reseller.code, sessionId: session(7), eventId: 0 },
      { code: '', sessionId: session(7) },
      { code: 'PNT\u0000', sessionId: session(7) },
    ]) {
      expect((await send(body)).status, JSON.stringify(body)).toBe(422);
    }
    expect(
      (await send({ code: reseller.code, sessionId: session(8) }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
  });
});
