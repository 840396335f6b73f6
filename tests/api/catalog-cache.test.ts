import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { insertEvent } from '../support/factories';
import { Client, signedIn } from '../support/http';

const { app, db } = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
const visitor = new Client(app);

describe('the catalog cache', () => {
  it('serves repeated public reads from memory, and drops them when an event changes here', async () => {
    const first = await visitor.get('/api/events?pageSize=50');
    const sneaked = await insertEvent(db, 'organizer@pentas.test', { title: 'Inserted behind the API' });
    const cached = await visitor.get('/api/events?pageSize=50');
    expect(cached.json).toEqual(first.json);

    const organizer = await signedIn(app, 'organizer@pentas.test');
    const body = {
      event: {
        title: 'Made through the API',
        description: 'An event that clears the catalog cache.',
        venue: 'Hall',
        location: 'Ipoh, Malaysia',
        dateTime: new Date(Date.now() + 5 * 86400_000).toISOString(),
        category: 'art',
        currency: 'MYR',
      },
      ticketTypes: [{ name: 'Entry', price: '10', quantity: 10 }],
    };
    expect((await organizer.post('/api/events', body)).status).toBe(201);
    const fresh = (await visitor.get('/api/events?pageSize=50')).json.map((e: { title: string }) => e.title);
    expect(fresh).toContain('Made through the API');
    expect(fresh).toContain(sneaked.title);
  });
});
