import type { components } from '@pentas/openapi';
import { describe, expect, it } from 'vitest';
import { apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { insertEvent } from '../support/factories';

const { app, db } = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
const visitor = apiClient(app);
const page = () => expectData(visitor.GET('/api/events', { params: { query: { pageSize: 50 } } }));

describe('the catalog cache', () => {
  it('serves repeated public reads from memory, and drops them when an event changes here', async () => {
    const first = await page();
    const sneaked = await insertEvent(db, 'organizer@pentas.test', { title: 'Inserted behind the API' });
    expect(await page()).toEqual(first);

    const organizer = await signedInApi(app, 'organizer@pentas.test');
    const body: components['schemas']['CreateEventRequest'] = {
      event: {
        title: 'Made through the API',
        description: 'An event that clears the catalog cache.',
        venue: 'Hall',
        location: 'Ipoh, Malaysia',
        dateTime: new Date(Date.now() + 5 * 86400_000).toISOString(),
        category: 'art',
        currency: 'MYR',
      },
      ticketTypes: [{ name: 'Entry', price: '10', quantity: 10, isActive: true }],
    };
    await expectData(organizer.POST('/api/events', { body }), 201);
    const fresh = (await page()).map((e) => e.title);
    expect(fresh).toContain('Made through the API');
    expect(fresh).toContain(sneaked.title);
  });
});
