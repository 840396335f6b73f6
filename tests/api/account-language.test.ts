import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../api/src/app';
import { users } from '../../api/src/db/schema';
import { apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp, ORIGIN } from '../support/app';
import { buyTickets } from '../support/checkout';
import { insertAccount, insertEvent } from '../support/factories';
import { readTicketsPdf, startJobs, startSmtpServer } from '../support/mail';
import { fixtureWebDist } from '../support/web-dist';

/**
 * An account's language (decision 77): the one its owner signed up in, then the one they last chose
 * with the switcher; their order confirmation (mail, PDF tickets, receipt) is written in it, and a PDF
 * they download is in the language they browse in.
 */
const smtp = await startSmtpServer();
const { deps, db, databaseUrl } = await createTestApp({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Pentas <tickets@pentas.test>',
  MAIL_PER_SECOND: '100',
});
// With a web build, so the switcher's links (`/?lang=ms`) are answered as pages.
const app = buildApp(deps, { webDist: fixtureWebDist(), trustedOrigins: [ORIGIN] });
const event = await insertEvent(db, 'organizer@pentas.test', {
  title: 'Jazz by the Lake',
  titleMs: 'Jazz di Tepi Tasik',
  timeZone: 'Asia/Kuala_Lumpur',
  tickets: [{ name: 'Standing', priceMinor: 5000 }],
});

const languageOf = async (email: string) =>
  (await db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;

let people = 0;
async function signUp(headers: Record<string, string>) {
  people += 1;
  const email = `language${people}@example.com`;
  const api = apiClient(app);
  const { response } = await api.POST('/api/auth/sign-up', {
    body: { email, password: 'correct-horse', firstName: 'Nurul', lastName: 'Huda' },
    headers,
  });
  expect(response.status).toBe(201);
  return { email, api };
}

describe("an account's language", () => {
  it('is the language the visitor chose before signing up, else their browser’s, else English', async () => {
    expect(await languageOf((await signUp({ cookie: 'pentas_lang=ms' })).email)).toBe('ms');
    expect(await languageOf((await signUp({ 'accept-language': 'ms-MY,ms;q=0.9' })).email)).toBe('ms');
    // The choice wins over the browser's.
    expect(await languageOf((await signUp({ cookie: 'pentas_lang=en', 'accept-language': 'ms' })).email)).toBe('en');
    expect(await languageOf((await signUp({ 'accept-language': 'id-ID' })).email)).toBe('en');
  });

  it('follows the switcher when its owner is signed in, and no one else’s choice', async () => {
    const { email, api } = await signUp({});
    const other = await signUp({});
    const page = (path: string, cookie: string) => app.request(`${ORIGIN}${path}`, { headers: { cookie } });

    expect((await page('/events?lang=ms', api.jar.cookie)).status).toBe(200);
    expect(await languageOf(email)).toBe('ms');
    expect(await languageOf(other.email)).toBe('en');
    await page('/events?lang=en', api.jar.cookie);
    expect(await languageOf(email)).toBe('en');
    // A page in Malay by the browser's wish alone is no choice: the account keeps its language.
    await app.request(`${ORIGIN}/events`, { headers: { cookie: api.jar.cookie, 'accept-language': 'ms' } });
    expect(await languageOf(email)).toBe('en');
    // A forged session cookie changes nothing.
    await page('/?lang=ms', 'better-auth.session_token=forged.value');
    expect(await languageOf(other.email)).toBe('en');
  });

  it('refuses a language the product does not have, in the database itself', async () => {
    const email = await insertAccount(db, 'customer', 'language-check');
    await expect(db.update(users).set({ language: 'id' }).where(eq(users.email, email))).rejects.toThrow();
  });
});

describe('the account’s mails in its language', () => {
  it('welcome a Malay sign-up in Malay, and send its password reset in Malay; an English one in English', async () => {
    const jobs = await startJobs(deps, databaseUrl);
    const malay = await signUp({ cookie: 'pentas_lang=ms' });
    const english = await signUp({});
    const reset = (email: string) => apiClient(app).POST('/api/auth/forgot-password', { body: { email } });
    expect((await reset(malay.email)).response.status).toBe(202);
    expect((await reset(english.email)).response.status).toBe(202);
    await vi.waitFor(
      () => {
        expect(smtp.to(malay.email)).toHaveLength(2);
        expect(smtp.to(english.email)).toHaveLength(2);
      },
      { timeout: 20_000 },
    );
    await jobs.stop();

    const subjects = (email: string) =>
      smtp
        .to(email)
        .map((mail) => mail.subject)
        .sort();
    expect(subjects(malay.email)).toEqual(['Selamat datang ke Pentas', 'Tetapkan semula kata laluan Pentas anda']);
    expect(subjects(english.email)).toEqual(['Reset your Pentas password', 'Welcome to Pentas']);
    const welcome = smtp.to(malay.email).find((mail) => mail.subject === 'Selamat datang ke Pentas');
    expect(welcome?.html).toMatch(/<html [^>]*lang="ms"/);
    expect(welcome?.text).toContain('Hai Nurul Huda, akaun anda sudah sedia');
    expect(welcome?.text).toMatch(/\/confirm-email\?token=/);
  });
});

describe('the order confirmation in the buyer’s language', () => {
  async function buyerIn(language: 'en' | 'ms') {
    people += 1;
    const email = await insertAccount(db, 'customer', `confirm${people}`);
    await db.update(users).set({ name: 'Aisyah Rahman', language }).where(eq(users.email, email));
    return { email, api: await signedInApi(app, email) };
  }

  it('is written in Malay for a Malay account: subject, words, dates, the event’s Malay title, the PDFs', async () => {
    const jobs = await startJobs(deps, databaseUrl);
    const who = await buyerIn('ms');
    const orderId = await buyTickets(db, who.api, event.id, [
      { ticketTypeId: event.ticketTypes[0].id, quantity: 2, unitPrice: '50.00' },
    ]);
    await vi.waitFor(() => expect(smtp.to(who.email)).toHaveLength(1), { timeout: 20_000 });
    await jobs.stop();

    const [mail] = smtp.to(who.email);
    const number = orderId.slice(0, 8);
    expect(mail.subject).toBe(`Tiket anda untuk Jazz di Tepi Tasik (pesanan ${number})`);
    expect(mail.html).toMatch(/<html [^>]*lang="ms"/);
    expect(mail.html).toContain('Anda akan ke Jazz di Tepi Tasik');
    expect(mail.text).toContain('Caj perkhidmatan');
    expect(mail.text).toContain('Jumlah dibayar');
    expect(mail.text).not.toContain('Service fee');
    // The day in Malay: 'Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab' or 'Ahd'.
    expect(mail.text).toMatch(/\b(Isn|Sel|Rab|Kha|Jum|Sab|Ahd), /);

    const byName = new Map(mail.attachments.map((a) => [a.filename, a]));
    const { pages } = await readTicketsPdf(byName.get('tickets.pdf')?.content as Buffer);
    expect(pages[0]).toContain('Tiket 1 daripada 2');
    expect(pages[0]).toContain('Jazz di Tepi Tasik');
    expect(pages[0]).toContain(`Pesanan ${number}`);
    const receipt = await readTicketsPdf(byName.get('receipt.pdf')?.content as Buffer);
    expect(receipt.pages[0]).toContain('Resit');
    expect(receipt.pages[0]).toContain('Dibilkan kepada');
  });

  it('is in English for an English account, with the event’s own title', async () => {
    const jobs = await startJobs(deps, databaseUrl);
    const who = await buyerIn('en');
    const orderId = await buyTickets(db, who.api, event.id, [
      { ticketTypeId: event.ticketTypes[0].id, quantity: 1, unitPrice: '50.00' },
    ]);
    await vi.waitFor(() => expect(smtp.to(who.email)).toHaveLength(1), { timeout: 20_000 });
    await jobs.stop();
    const [mail] = smtp.to(who.email);
    expect(mail.subject).toBe(`Your tickets for Jazz by the Lake (order ${orderId.slice(0, 8)})`);
    expect(mail.html).toMatch(/<html [^>]*lang="en"/);
    expect(mail.text).toContain('Service fee');
  });

  it('a PDF downloaded is in the language the buyer browses in', async () => {
    const who = await buyerIn('en');
    const orderId = await buyTickets(db, who.api, event.id, [
      { ticketTypeId: event.ticketTypes[0].id, quantity: 1, unitPrice: '50.00' },
    ]);
    const download = async (cookie: string) => {
      const res = await app.request(`${ORIGIN}/api/orders/${orderId}/tickets.pdf`, {
        headers: { cookie: `${who.api.jar.cookie}; ${cookie}` },
      });
      expect(res.status).toBe(200);
      return (await readTicketsPdf(Buffer.from(await res.arrayBuffer()))).pages[0];
    };
    expect(await download('pentas_lang=ms')).toContain('Tiket 1 daripada 1');
    expect(await download('pentas_lang=en')).toContain('Ticket 1 of 1');
  });
});

describe('the other mails in their reader’s language', () => {
  async function personIn(language: 'en' | 'ms', name: string) {
    people += 1;
    const email = await insertAccount(db, 'customer', `reader${people}`);
    await db.update(users).set({ name, language }).where(eq(users.email, email));
    return { email, api: await signedInApi(app, email) };
  }

  it("a transfer: the Malay recipient's mail and ticket PDF in Malay, the English sender's in English", async () => {
    const jobs = await startJobs(deps, databaseUrl);
    const sender = await personIn('en', 'Siti Nurhaliza');
    const recipient = await personIn('ms', 'Tan Mei Ling');
    const orderId = await buyTickets(db, sender.api, event.id, [
      { ticketTypeId: event.ticketTypes[0].id, quantity: 1, unitPrice: '50.00' },
    ]);
    const ticket = (await expectData(sender.api.GET('/api/my-tickets'))).find((t) => t.orderId === orderId);
    await expectData(
      sender.api.POST('/api/tickets/{id}/transfer', {
        params: { path: { id: ticket?.id as string } },
        body: { email: recipient.email },
      }),
    );
    const transferred = () => smtp.to(sender.email).find((mail) => mail.subject?.includes('was transferred'));
    await vi.waitFor(
      () => {
        expect(smtp.to(recipient.email)).toHaveLength(1);
        expect(transferred()).toBeDefined();
      },
      { timeout: 20_000 },
    );
    await jobs.stop();

    const [received] = smtp.to(recipient.email);
    expect(received.subject).toBe('Tiket untuk Jazz di Tepi Tasik kini milik anda');
    expect(received.html).toMatch(/<html [^>]*lang="ms"/);
    expect(received.text).toContain('Siti Nurhaliza menghantar tiket Standing kepada anda');
    const pdf = received.attachments.find((a) => a.filename === 'ticket.pdf');
    expect((await readTicketsPdf(pdf?.content as Buffer)).pages[0]).toContain('Tiket 1 daripada 1');

    expect(transferred()?.subject).toBe('Your ticket for Jazz by the Lake was transferred');
    expect(transferred()?.text).toContain(`now belongs to Tan Mei Ling (${recipient.email})`);
  });
});
