import { m } from '@pentas/i18n/messages';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { insertEvent } from '../support/factories';
import { Client, expectProblem, signedIn } from '../support/http';

/**
 * A problem's words are said in the request's language (decision 75: the visitor's choice, then the
 * browser's), as the pages are: its title, its detail and each field's message. Its code never changes.
 */
const { app, db } = await createTestApp();
const visitor = new Client(app);
const MALAY = { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.5' };

describe("problem+json in the reader's language", () => {
  it("says an unknown event's 404 in Malay for a Malay browser, in English otherwise", async () => {
    const answer = await visitor.get('/api/events/987654', MALAY);
    expect(answer.headers.get('vary')).toContain('Accept-Language');
    const malay = expectProblem(answer, 404);
    expect(malay).toMatchObject({ code: 'not_found', title: 'Tidak Dijumpai', detail: 'Acara tidak dijumpai.' });
    const english = expectProblem(await visitor.get('/api/events/987654', { 'accept-language': 'en-GB' }), 404);
    expect(english).toMatchObject({ code: 'not_found', title: 'Not Found', detail: 'Event not found.' });
    const none = expectProblem(await visitor.get('/api/events/987654'), 404);
    expect(none).toMatchObject({ title: 'Not Found', detail: 'Event not found.' });
  });

  it('follows the switcher (its cookie) before the browser', async () => {
    const chose = expectProblem(
      await visitor.get('/api/events/987654', { 'accept-language': 'en', cookie: 'pentas_lang=ms' }),
      404,
    );
    expect(chose).toMatchObject({ title: 'Tidak Dijumpai', detail: 'Acara tidak dijumpai.' });
    const back = expectProblem(await visitor.get('/api/events/987654', { ...MALAY, cookie: 'pentas_lang=en' }), 404);
    expect(back).toMatchObject({ title: 'Not Found', detail: 'Event not found.' });
  });

  it('says a signed-out call and an unknown path in Malay too', async () => {
    const out = expectProblem(await visitor.get('/api/my-tickets', MALAY), 401);
    expect(out.title).toBe(m.problem_title_unauthorized({}, { locale: 'ms' }));
    expect(out.detail).not.toBe(m.auth_logged_out({}, { locale: 'en' }));
    const path = expectProblem(await visitor.get('/api/no-such-thing', MALAY), 404);
    expect(path.title).toBe('Tidak Dijumpai');
    expect(path.detail).not.toBe('No such API endpoint.');
  });

  it("says a request schema's own field message in Malay, and zod's defaults from the catalog too", async () => {
    const buyer = await signedIn(app, 'customer@pentas.test');
    const join = (quantity: unknown, headers?: Record<string, string>) =>
      buyer.post('/api/ticket-types/1/waiting-list', { quantity }, headers);
    const malay = expectProblem(await join(11, MALAY), 422);
    expect(malay.code).toBe('validation_failed');
    expect(malay.errors).toEqual([{ path: 'quantity', message: 'Pilih 1 hingga 10 tiket' }]);
    expect(malay.detail).toBe('Pilih 1 hingga 10 tiket');
    const english = expectProblem(await join(11), 422);
    expect(english.errors).toEqual([{ path: 'quantity', message: 'Choose 1 to 10 tickets' }]);
    // Messages the schema did not write (zod's own) are the catalog's, in the caller's language.
    const untyped = expectProblem(await join('two', MALAY), 422);
    expect(untyped.errors).toEqual([{ path: 'quantity', message: 'Mestilah nombor' }]);
    const missing = expectProblem(await buyer.post('/api/ticket-types/1/waiting-list', {}, MALAY), 422);
    expect(missing.errors).toEqual([{ path: 'quantity', message: 'Wajib diisi' }]);
    expect(expectProblem(await join('two'), 422).errors).toEqual([{ path: 'quantity', message: 'Must be a number' }]);
  });

  it("says a refusal's numbers and names inside the Malay sentence", async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', {
      title: 'Problem words',
      tickets: [{ name: 'Berdiri', priceMinor: 5000, quantity: 2 }],
    });
    const buyer = await signedIn(app, 'customer@pentas.test');
    const ask = () =>
      buyer.post(
        '/api/create-payment-intent',
        {
          eventId: event.id,
          currency: 'MYR',
          orderItems: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 3, unitPrice: '50.00' }],
        },
        MALAY,
      );
    const refused = expectProblem(await ask(), 409);
    expect(refused.code).toBe('not_enough_tickets');
    expect(refused.title).toBe('Konflik');
    expect(refused.detail).toContain('2');
    expect(refused.detail).toContain('Berdiri');
    expect(refused.detail).not.toContain('available');
  });
});
