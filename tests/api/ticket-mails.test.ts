import { eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox, users } from '../../api/src/db/schema';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { boxOffice } from '../support/box-office';
import { buyTickets } from '../support/checkout';
import { insertCustomers, insertEvent } from '../support/factories';
import { readTicketsPdf, startJobs, startSmtpServer } from '../support/mail';

/**
 * The documents' mails (issue 28) through the outbox to a real SMTP server: a transfer's mail to its
 * recipient (the ticket, a QR the door accepts, a one-page PDF) and to its sender, once each; the box
 * office's mail to its recipient with their tickets (docs/design/mail.md).
 */
const smtp = await startSmtpServer();
const { app, deps, db, databaseUrl } = await createTestApp({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Pentas <tickets@pentas.test>',
  MAIL_PER_SECOND: '100',
});
const door = await signedInApi(app, 'admin@pentas.test');
const event = await insertEvent(db, 'organizer@pentas.test', {
  title: 'Konsert Tahun Baru',
  venue: 'Dewan Filharmonik',
  timeZone: 'Asia/Kuala_Lumpur',
  tickets: [{ name: 'Balcony', priceMinor: 8000, quantity: 500 }],
});
const type = event.ticketTypes[0];

let people = 0;
/** A customer of their own, named, signed in (each test reads only its own mails). */
async function person(name: string) {
  people += 1;
  const [email] = await insertCustomers(db, 1, `docs${people}`);
  await db.update(users).set({ name }).where(eq(users.email, email));
  return { email, api: await signedInApi(app, email) };
}

const mailsTo = (address: string, subject: RegExp) =>
  smtp.to(address).filter((mail) => subject.test(mail.subject ?? ''));

/** Every send job finished and a last dispatch done: nothing more will arrive. */
async function drained(jobs: Awaited<ReturnType<typeof startJobs>>) {
  await vi.waitFor(
    async () => {
      const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
      expect(rows).toHaveLength(0);
    },
    { timeout: 20_000 },
  );
  await jobs.dispatch();
  await jobs.stop();
}

const admits = async (qrCode: string | null) =>
  (await expectData(door.POST('/api/scan-ticket', { body: { qrCode: qrCode as string } }))).canCheckIn;

describe('a ticket transferred', () => {
  it('mails the recipient the ticket (QR inline, a one-page PDF the door accepts) and the sender a confirmation, once each', async () => {
    const jobs = await startJobs(deps, databaseUrl);
    const sender = await person('Siti Nurhaliza');
    const recipient = await person('Tan Mei Ling');
    const orderId = await buyTickets(db, sender.api, event.id, [
      { ticketTypeId: type.id, quantity: 1, unitPrice: '80.00' },
    ]);
    const mine = await expectData(sender.api.GET('/api/my-tickets'));
    const ticket = mine.find((t) => t.orderId === orderId);
    const moved = await expectData(
      sender.api.POST('/api/tickets/{id}/transfer', {
        params: { path: { id: ticket?.id as string } },
        body: { email: recipient.email },
      }),
    );

    await vi.waitFor(() => expect(mailsTo(recipient.email, /is yours/)).toHaveLength(1), { timeout: 20_000 });
    await vi.waitFor(() => expect(mailsTo(sender.email, /was transferred/)).toHaveLength(1), { timeout: 20_000 });
    await drained(jobs);
    expect(smtp.to(recipient.email)).toHaveLength(1);
    expect(mailsTo(sender.email, /was transferred/)).toHaveLength(1);

    const [received] = smtp.to(recipient.email);
    expect(received.subject).toBe('A ticket for Konsert Tahun Baru is yours');
    expect(received.text).toContain('Siti Nurhaliza sent you a Balcony ticket');
    expect(received.html).toMatch(/<img[^>]+src="cid:/);
    expect(received.html).not.toMatch(/<img[^>]+src="https?:/);
    const pdf = received.attachments.find((a) => a.filename === 'ticket.pdf');
    const { pages, codes } = await readTicketsPdf(pdf?.content as Buffer);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Konsert Tahun Baru');
    expect(pages[0]).toContain('Tan Mei Ling');
    expect(codes[0]?.startsWith(`ticket:${moved.ticketId}:`)).toBe(true);
    expect(await admits(codes[0])).toBe(true);

    const [confirmation] = mailsTo(sender.email, /was transferred/);
    expect(confirmation.subject).toBe('Your ticket for Konsert Tahun Baru was transferred');
    expect(confirmation.text).toContain(`now belongs to Tan Mei Ling (${recipient.email})`);
    expect(confirmation.attachments).toHaveLength(0);
    // One row each, keyed by the transfer: the old ticket, which goes only once.
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.key, `ticket-transfer:${ticket?.id}:%`));
    expect(rows.map((row) => [row.kind, row.status]).sort()).toEqual([
      ['ticket_received', 'sent'],
      ['ticket_transfer_sent', 'sent'],
    ]);
  });

  it('writes no mail when the transfer is refused', async () => {
    const sender = await person('Lim Wei');
    const orderId = await buyTickets(db, sender.api, event.id, [
      { ticketTypeId: type.id, quantity: 1, unitPrice: '80.00' },
    ]);
    const mine = await expectData(sender.api.GET('/api/my-tickets'));
    const ticket = mine.find((t) => t.orderId === orderId);
    const refused = await sender.api.POST('/api/tickets/{id}/transfer', {
      params: { path: { id: ticket?.id as string } },
      body: { email: 'nobody-here@pentas.test' },
    });
    expect(refused.response.status).toBe(404);
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.key, `ticket-transfer:${ticket?.id}:%`)),
    ).toEqual([]);
  });
});

describe('tickets issued at the box office', () => {
  it('mail their recipient once, with the tickets as one PDF whose QR codes the door accepts', async () => {
    const jobs = await startJobs(deps, databaseUrl);
    const recipient = await person('Rajesh Kumar');
    const { orderId, ticketIds } = await expectData(
      boxOffice().generate(door, { userEmail: recipient.email, eventId: event.id, ticketTypeId: type.id, quantity: 2 }),
    );
    await vi.waitFor(() => expect(smtp.to(recipient.email)).toHaveLength(1), { timeout: 20_000 });
    await drained(jobs);
    expect(smtp.to(recipient.email)).toHaveLength(1);
    const [mail] = smtp.to(recipient.email);
    expect(mail.subject).toBe('Your tickets for Konsert Tahun Baru');
    expect(mail.text).toContain('the box office issued you 2 tickets');
    const pdf = mail.attachments.find((a) => a.filename === 'tickets.pdf');
    const { pages, codes } = await readTicketsPdf(pdf?.content as Buffer);
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page).toContain('Rajesh Kumar');
    expect(codes.map((code) => code?.split(':')[1]).sort()).toEqual([...ticketIds].sort());
    for (const code of codes) expect(await admits(code)).toBe(true);
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.key, `box-office-tickets:${orderId}`));
    expect(row).toMatchObject({ kind: 'box_office_tickets', status: 'sent', attempts: 1 });
  });
});

describe('names in any script', () => {
  it('print in the PDF: a holder named in Chinese or Tamil script, or in two scripts, is in its text', async () => {
    const jobs = await startJobs(deps, databaseUrl);
    const names = ['王小明', 'முருகன் செல்வம்', 'Nurul 李'];
    const holders: Awaited<ReturnType<typeof person>>[] = [];
    for (const name of names) {
      const holder = await person(name);
      await expectData(
        boxOffice().generate(door, { userEmail: holder.email, eventId: event.id, ticketTypeId: type.id, quantity: 1 }),
      );
      holders.push(holder);
    }
    await vi.waitFor(() => expect(holders.every((h) => smtp.to(h.email).length === 1)).toBe(true), {
      timeout: 20_000,
    });
    await drained(jobs);
    const texts = await Promise.all(
      holders.map(async (holder) => {
        const pdf = smtp.to(holder.email)[0].attachments.find((a) => a.filename === 'tickets.pdf');
        return (await readTicketsPdf(pdf?.content as Buffer)).pages[0];
      }),
    );
    expect(texts[0]).toContain('王小明');
    // A vowel sign drawn before its consonant (ெ in செ) reads back in drawn order: test the words without one.
    expect(texts[1]).toContain('முருகன்');
    expect(texts[1]).toContain('ல்வம்');
    // Mixed scripts: each run in its own font (the space between is not read back as text).
    expect(texts[2]).toMatch(/Nurul\s?李/);
  });
});
