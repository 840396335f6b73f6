import { describe, expect, it } from 'vitest';
import { CODE_LOOKUPS_PER_MINUTE } from '../../api/src/modules/events/event-with-code';
import { apiClient } from '../support/api-client';
import { createTestApp } from '../support/app';
import { insertEvent } from '../support/factories';

/**
 * The public door to codes (`GET /api/events/{id}?code=`): a client address may look up so many a
 * minute, counted by one conditional statement, so nobody finds an access code by trying thousands.
 */
const { app, db } = await createTestApp();

describe('looking codes up on the public event', () => {
  it(`answers ${CODE_LOOKUPS_PER_MINUTE} lookups a minute from one address, however many arrive at once; the event without a code stays open`, async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ name: 'General', priceMinor: 5000 }] });
    const visitor = apiClient(app);
    const tries = Array.from({ length: CODE_LOOKUPS_PER_MINUTE + 15 }, (_, i) =>
      visitor.GET('/api/events/{id}', { params: { path: { id: event.id }, query: { code: `GUESS${i}` } } }),
    );
    const statuses = (await Promise.all(tries)).map((answer) => answer.response.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CODE_LOOKUPS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const refused = await visitor.GET('/api/events/{id}', {
      params: { path: { id: event.id }, query: { code: 'ONE-MORE' } },
    });
    expect(refused.error).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    const plain = await visitor.GET('/api/events/{id}', { params: { path: { id: event.id } } });
    expect(plain.response.status).toBe(200);
  });
});
