import type { components } from '@pentas/openapi';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app';
import { apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp, ORIGIN } from '../support/app';
import { titleOf } from '../support/html-head';
import { expectProblem } from '../support/http';
import { fixtureWebDist } from '../support/web-dist';

// An event's title and description in Bahasa Melayu (decision 76): given by its organizer, optional,
// searched in either language, and shown on Malay pages.
const { app, deps } = await createTestApp();
const organizer = await signedInApi(app, 'organizer@pentas.test');
const visitor = apiClient(app);
const inDays = (d: number) => new Date(Date.now() + d * 86400_000).toISOString();

type CreateEvent = components['schemas']['CreateEventRequest'];
const body = (event: Partial<CreateEvent['event']> = {}): CreateEvent => ({
  event: {
    title: 'Harbour Lights Choir',
    description: 'Carols by the harbour at dusk.',
    venue: 'Pier 7',
    location: 'Kuala Lumpur, Malaysia',
    dateTime: inDays(30),
    category: 'music',
    currency: 'MYR',
    ...event,
  },
  ticketTypes: [{ name: 'General Admission', price: '30.00', quantity: 50, isActive: true }],
});
const create = (event: Partial<CreateEvent['event']>) => organizer.POST('/api/events', { body: body(event) });

describe('an event in Bahasa Melayu', () => {
  it('keeps the Malay title and description its organizer gives, shows them to everyone, and finds the event by either', async () => {
    const created = await expectData(
      create({
        title: 'Lantern Walk Seremban',
        titleMs: 'Perarakan Tanglung Seremban',
        descriptionMs: 'Berjalan dengan tanglung di tepi sungai.',
      }),
      201,
    );
    expect(created).toMatchObject({
      titleMs: 'Perarakan Tanglung Seremban',
      descriptionMs: 'Berjalan dengan tanglung di tepi sungai.',
    });
    const shown = await expectData(visitor.GET('/api/events/{id}', { params: { path: { id: created.id } } }));
    expect(shown.titleMs).toBe('Perarakan Tanglung Seremban');
    for (const q of ['tanglung', 'Lantern Walk', 'sungai']) {
      const found = await expectData(visitor.GET('/api/events', { params: { query: { q } } }));
      expect(
        found.map((e) => e.id),
        q,
      ).toContain(created.id);
    }
  });

  it('has none when left empty, and an edit sets, changes or clears them alone', async () => {
    const created = await expectData(create({ title: 'Pasar Malam Tour', titleMs: '  ', descriptionMs: '' }), 201);
    expect(created).toMatchObject({ titleMs: null, descriptionMs: null });
    const id = created.id;
    const edit = (change: components['schemas']['UpdateEventRequest']) =>
      expectData(organizer.PUT('/api/events/{id}', { params: { path: { id } }, body: change }));
    expect(await edit({ titleMs: 'Lawatan Pasar Malam' })).toMatchObject({
      title: 'Pasar Malam Tour',
      titleMs: 'Lawatan Pasar Malam',
      descriptionMs: null,
    });
    expect(await edit({ title: 'Night Market Tour' })).toMatchObject({ titleMs: 'Lawatan Pasar Malam' });
    expect(await edit({ titleMs: null })).toMatchObject({ titleMs: null, title: 'Night Market Tour' });
  });

  it('refuses a Malay title over 200 characters or a description over 10,000, beside the field', async () => {
    const long = await create({ titleMs: 'a'.repeat(201) });
    expect(expectProblem(long, 422).errors).toContainEqual(
      expect.objectContaining({ path: 'event.titleMs', message: 'At most 200 characters' }),
    );
    const longer = await create({ descriptionMs: 'a'.repeat(10_001) });
    expect(expectProblem(longer, 422).errors).toContainEqual(
      expect.objectContaining({ path: 'event.descriptionMs', message: 'At most 10000 characters' }),
    );
  });

  it('names its page in Malay for a Malay reader, in English for others, and in English where it has no Malay title', async () => {
    const pages = buildApp(deps, { webDist: fixtureWebDist(), trustedOrigins: [ORIGIN] });
    const withMalay = await expectData(create({ title: 'Kite Festival', titleMs: 'Pesta Wau' }), 201);
    const without = await expectData(create({ title: 'Durian Tasting' }), 201);
    const titleIn = async (id: number, lang: string) =>
      titleOf(await (await pages.request(`${ORIGIN}/events/${id}?lang=${lang}`)).text());
    expect(await titleIn(withMalay.id, 'ms')).toBe('Pesta Wau — Pentas');
    expect(await titleIn(withMalay.id, 'en')).toBe('Kite Festival — Pentas');
    expect(await titleIn(without.id, 'ms')).toBe('Durian Tasting — Pentas');
  });
});
