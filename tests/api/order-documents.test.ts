import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../api/src/db/schema';
import { apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { buyTickets } from '../support/checkout';
import { insertAccount, insertEvent } from '../support/factories';
import { readTicketsPdf } from '../support/mail';

/**
 * The order page's documents (issue 28): its tickets and receipt as PDFs, each ticket's own PDF, for
 * the buyer (and staff) only, and the confirmation sent again at most 3 times an hour.
 */
const { app, db } = await createTestApp();
const door = await signedInApi(app, 'admin@pentas.test');
const event = await insertEvent(db, 'organizer@pentas.test', {
  title: 'Malam Jazz Merdeka',
  timeZone: 'Asia/Kuala_Lumpur',
  tickets: [{ name: 'Standing', priceMinor: 5000 }],
});

let people = 0;
async function person(name: string) {
  people += 1;
  const email = await insertAccount(db, 'customer', `docs${people}`);
  await db.update(users).set({ name }).where(eq(users.email, email));
  return { email, api: await signedInApi(app, email) };
}
type Person = Awaited<ReturnType<typeof person>>;

const buy = (who: Person, quantity = 1) =>
  buyTickets(db, who.api, event.id, [{ ticketTypeId: event.ticketTypes[0].id, quantity, unitPrice: '50.00' }]);

async function download(who: { api: ReturnType<typeof apiClient> } | ReturnType<typeof apiClient>, path: string) {
  const api = 'api' in who ? who.api : who;
  const headers: Record<string, string> = api.jar.cookie ? { cookie: api.jar.cookie } : {};
  return app.request(`http://localhost${path}`, { headers });
}

async function pdfOf(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return Buffer.from(await response.arrayBuffer());
}

async function admitted(code: string | null) {
  const verdict = await expectData(door.POST('/api/scan-ticket', { body: { qrCode: code as string } }));
  return verdict.canCheckIn;
}

describe("the order's PDFs", () => {
  it('gives the buyer the tickets they still hold, a page each with the event, holder and a code the door admits; a transferred one is left out', async () => {
    const buyer = await person('Aisyah Rahman');
    const friend = await person('Tan Mei Ling');
    const orderId = await buy(buyer, 3);
    const mine = (await expectData(buyer.api.GET('/api/my-tickets'))).filter((t) => t.orderId === orderId);
    await expectData(
      buyer.api.POST('/api/tickets/{id}/transfer', {
        params: { path: { id: mine[0].id } },
        body: { email: friend.email },
      }),
    );

    const { pages, codes } = await readTicketsPdf(
      await pdfOf(await download(buyer, `/api/orders/${orderId}/tickets.pdf`)),
    );
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page).toContain('Malam Jazz Merdeka');
      expect(page).toContain('Aisyah Rahman');
    }
    expect(codes.join()).not.toContain(mine[0].id);
    for (const code of codes) expect(await admitted(code)).toBe(true);
  });

  it('gives the buyer the receipt, with the order number and total', async () => {
    const buyer = await person('Aisyah Rahman');
    const orderId = await buy(buyer, 2);
    const { pages } = await readTicketsPdf(await pdfOf(await download(buyer, `/api/orders/${orderId}/receipt.pdf`)));
    const text = pages.join('\n');
    expect(text).toContain('Receipt');
    expect(text).toContain(orderId.slice(0, 8));
    expect(text).toContain('Malam Jazz Merdeka');
  });

  it("gives a ticket's holder its one page, and the door admits its code", async () => {
    const buyer = await person('Nurul Huda');
    const orderId = await buy(buyer, 1);
    const [ticket] = (await expectData(buyer.api.GET('/api/my-tickets'))).filter((t) => t.orderId === orderId);
    const { pages, codes } = await readTicketsPdf(
      await pdfOf(await download(buyer, `/api/tickets/${ticket.id}/ticket.pdf`)),
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Malam Jazz Merdeka');
    expect(pages[0]).toContain('Nurul Huda');
    expect(await admitted(codes[0])).toBe(true);
  });

  it('refuses another customer (404, as for an unknown id), the signed-out (401), and a ticket given away (409)', async () => {
    const buyer = await person('Aisyah Rahman');
    const other = await person('Someone Else');
    const friend = await person('Tan Mei Ling');
    const orderId = await buy(buyer, 1);
    const [ticket] = (await expectData(buyer.api.GET('/api/my-tickets'))).filter((t) => t.orderId === orderId);
    for (const path of [
      `/api/orders/${orderId}/tickets.pdf`,
      `/api/orders/${orderId}/receipt.pdf`,
      `/api/tickets/${ticket.id}/ticket.pdf`,
    ]) {
      const denied = await download(other, path);
      expect(denied.status, path).toBe(404);
      expect(denied.headers.get('content-type')).toContain('application/problem+json');
      expect((await download(apiClient(app), path)).status, path).toBe(401);
    }
    await expectData(
      buyer.api.POST('/api/tickets/{id}/transfer', {
        params: { path: { id: ticket.id } },
        body: { email: friend.email },
      }),
    );
    const gone = await download(buyer, `/api/tickets/${ticket.id}/ticket.pdf`);
    expect(gone.status).toBe(409);
    expect((await gone.json()).code).toBe('ticket_transferred');
    const none = await download(buyer, `/api/orders/${orderId}/tickets.pdf`);
    expect(none.status).toBe(409);
    expect((await none.json()).code).toBe('no_tickets_to_print');
  });

  it('renders off the event loop: the server answers other requests while PDFs are made', async () => {
    const buyer = await person('Aisyah Rahman');
    const orderId = await buy(buyer, 4);
    // The threads are started by a first download; what is measured is the work of the next ones.
    await pdfOf(await download(buyer, `/api/orders/${orderId}/tickets.pdf`));
    let longestStall = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last);
      last = now;
    }, 5);
    const files = await Promise.all(
      Array.from({ length: 6 }, () => download(buyer, `/api/orders/${orderId}/tickets.pdf`).then(pdfOf)),
    );
    clearInterval(timer);
    for (const file of files) expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    // Rendering here took hundreds of milliseconds in all; the loop never stopped for long.
    expect(longestStall).toBeLessThan(150);
  });
});

describe('resending the confirmation', () => {
  const resends = (orderId: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, orderId), like(mailOutbox.key, `order-confirmation:${orderId}:resend:%`)));

  it('writes a new mail for the buyer, at most 3 an hour even when 10 clicks arrive at once; then a 429 with Retry-After', async () => {
    const buyer = await person('Aisyah Rahman');
    const orderId = await buy(buyer, 1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        buyer.api.POST('/api/orders/{id}/resend-confirmation', { params: { path: { id: orderId } } }),
      ),
    );
    expect(answers.filter((a) => a.response.status === 202)).toHaveLength(3);
    expect(answers.filter((a) => a.response.status === 429)).toHaveLength(7);
    const rows = await resends(orderId);
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatchObject({ kind: 'order_confirmation', recipient: buyer.email, status: 'pending' });

    const refused = answers.find((a) => a.response.status === 429);
    expect(Number(refused?.response.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(refused?.error).toMatchObject({
      code: 'rate_limited',
      detail: expect.stringMatching(/already sent again 3 times this hour/),
    });
  });

  it('is refused to another customer (404) and the signed-out (401), and writes nothing', async () => {
    const buyer = await person('Aisyah Rahman');
    const other = await person('Someone Else');
    const orderId = await buy(buyer, 1);
    const denied = await other.api.POST('/api/orders/{id}/resend-confirmation', { params: { path: { id: orderId } } });
    expect(denied.response.status).toBe(404);
    const anonymous = await apiClient(app).POST('/api/orders/{id}/resend-confirmation', {
      params: { path: { id: orderId } },
    });
    expect(anonymous.response.status).toBe(401);
    // Another event's organizer learns nothing either.
    const otherOrganizer = await signedInApi(app, await insertAccount(db, 'organizer', 'docs-other-organizer'));
    const notTheirs = await otherOrganizer.POST('/api/orders/{id}/resend-confirmation', {
      params: { path: { id: orderId } },
    });
    expect(notTheirs.response.status).toBe(404);
    expect(await resends(orderId)).toHaveLength(0);
  });

  it("is the event's organizer's to send again to an attendee who lost it, to the buyer's address", async () => {
    const buyer = await person('Lost Mail');
    const orderId = await buy(buyer, 1);
    const organizer = await signedInApi(app, 'organizer@pentas.test');
    const sent = await expectData(
      organizer.POST('/api/orders/{id}/resend-confirmation', { params: { path: { id: orderId } } }),
      202,
    );
    expect(sent.recipient).toBe(buyer.email);
    expect(await resends(orderId)).toHaveLength(1);
  });
});
