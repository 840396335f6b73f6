import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { events } from '../../api/src/db/schema';
import { fromRoot } from '../../api/src/lib/paths';
import { getEvent, listEvents, PentasError } from '../../examples/integrate/list-events';
import { createTestApp } from '../support/app';
import { insertEvent } from '../support/factories';
import { freePort } from '../support/ports';

/** The README's worked example (examples/integrate), run against the real app listening on a port. */
const { app, db } = await createTestApp();
const soon = await insertEvent(db, 'organizer@pentas.test', {
  title: 'Integrator Night: Live Coding',
  startsAt: new Date(Date.now() + 2 * 86400_000),
  tickets: [
    { name: 'Early bird', priceMinor: 2500, quantity: 50, soldQuantity: 10 },
    { name: 'Standard', priceMinor: 4000, quantity: 100 },
  ],
});
await insertEvent(db, 'organizer2@pentas.test', {
  title: 'Integrator Day: Workshops',
  startsAt: new Date(Date.now() + 9 * 86400_000),
});

const port = await freePort();
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }) as Server;
// Longer than fetch's own idle keep-alive (4 s): the client drops an idle socket first, so a request never
// goes out on one the server is closing (ECONNRESET on a loaded machine).
server.keepAliveTimeout = 60_000;
const baseUrl = `http://127.0.0.1:${port}`;
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('examples/integrate/list-events.ts against a live server', () => {
  it('lists the matching events and fetches the first with its ticket types', async () => {
    const { total, events: page, first } = await listEvents(baseUrl, { q: 'integrator' });
    expect(total).toBe(2);
    expect(page.map((e) => e.title)).toEqual(['Integrator Night: Live Coding', 'Integrator Day: Workshops']);
    expect(page[0].minPrice).toBe('25.00');
    expect(first?.id).toBe(soon.id);
    expect(first?.organizer.name).toBeTruthy();
    expect(first?.ticketTypes.map((t) => [t.name, t.price, t.available])).toEqual([
      ['Early bird', '25.00', 40],
      ['Standard', '40.00', 100],
    ]);
  });

  it('pages with the typed filters and answers an empty page without a detail', async () => {
    const one = await listEvents(baseUrl, { q: 'integrator', pageSize: 1, page: 2 });
    expect(one.total).toBe(2);
    expect(one.events.map((e) => e.title)).toEqual(['Integrator Day: Workshops']);
    const none = await listEvents(baseUrl, { q: 'no such event anywhere' });
    expect(none).toEqual({ total: 0, events: [], first: null });
  });

  it('turns a problem+json answer into an error with its status, code and detail', async () => {
    await db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, soon.id));
    const failure = await getEvent(baseUrl, soon.id).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(PentasError);
    expect((failure as PentasError).problem).toMatchObject({
      status: 404,
      code: 'not_found',
      detail: 'Event not found.',
    });
    const invalid = await listEvents(baseUrl, { pageSize: 500 }).catch((err: unknown) => err);
    expect((invalid as PentasError).problem.status).toBe(422);
  });

  it('is typed from the document this server serves (the one openapi/src/schema.d.ts is generated from)', async () => {
    const served = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
    expect(served).toEqual(JSON.parse(readFileSync(fromRoot('openapi/openapi.json'), 'utf8')));
  });

  it('generates, with openapi-typescript from the live /api/openapi.json, exactly the types the example uses', async () => {
    const live = new URL(`${baseUrl}/api/openapi.json`);
    const generated = COMMENT_HEADER + astToString(await openapiTS(live, { defaultNonNullable: false }));
    expect(generated).toBe(readFileSync(fromRoot('openapi/src/schema.d.ts'), 'utf8'));
  }, 20_000);

  it('gets the public headers over real HTTP: gzip, a weak ETag and 304', async () => {
    const url = `${baseUrl}/api/events?pageSize=50`;
    const first = await fetch(url, { headers: { origin: 'https://blog.example', 'accept-encoding': 'gzip' } });
    await first.arrayBuffer();
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const tag = first.headers.get('etag') as string;
    expect(tag).toMatch(/^W\//);
    const again = await fetch(url, { headers: { 'if-none-match': tag, 'accept-encoding': 'gzip' } });
    expect(again.status).toBe(304);
  });
});
