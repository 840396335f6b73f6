import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox, orders, users } from '../../api/src/db/schema';
import { queueMail } from '../../api/src/modules/mail';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { buyTickets, startCheckout } from '../support/checkout';
import { insertAccount, insertEvent } from '../support/factories';
import { readTicketsPdf, startJobs, startSmtpServer } from '../support/mail';

/**
 * The order confirmation through the outbox and pg-boss to a real SMTP server (smtp-server, read back
 * with mailparser): once per order, with its PDF tickets and calendar file, across SMTP outages, two
 * instances and a crash between the order's commit and its send (docs/design/mail.md).
 */
const smtp = await startSmtpServer();
const { app, deps, db, databaseUrl } = await createTestApp({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Pentas <tickets@pentas.test>',
  MAIL_PER_SECOND: '100',
});
// Staff at the door: scans the codes the mail carries.
const door = await signedInApi(app, 'admin@pentas.test');
const event = await insertEvent(db, 'organizer@pentas.test', {
  title: 'Malam Jazz Merdeka',
  timeZone: 'Asia/Kuala_Lumpur',
  tickets: [{ name: 'Standing', priceMinor: 5000 }],
});

let buyers = 0;
/** A buyer of their own (so each test reads only its mails), signed in, with the name given. */
async function buyer(name = 'Aisyah Rahman') {
  buyers += 1;
  const email = await insertAccount(db, 'customer', `mail${buyers}`);
  await db.update(users).set({ name }).where(eq(users.email, email));
  return { email, api: await signedInApi(app, email) };
}

const buy = (who: Awaited<ReturnType<typeof buyer>>, quantity = 1) =>
  buyTickets(db, who.api, event.id, [{ ticketTypeId: event.ticketTypes[0].id, quantity, unitPrice: '50.00' }]);

const outboxOf = async (orderId: string) => {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
  return row;
};

/** Send jobs not yet finished (created, retrying or running): none left means nothing more will be sent. */
const unfinishedSends = async () => {
  const [row] = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'mail-send' and state < 'completed'`,
  );
  return row.n;
};

describe('the demo data', () => {
  // First in this file: nothing here has bought anything yet, so the outbox holds only what the seed left.
  it('leaves nothing to mail: its past sales, box-office issues and accounts were never mailed', async () => {
    expect(await db.select({ kind: mailOutbox.kind }).from(mailOutbox)).toEqual([]);
  });
});

describe('the order confirmation', () => {
  it("arrives once when an order is paid, with its tickets as one PDF whose QR codes the door accepts and the event's calendar file", async () => {
    const jobs = await startJobs(deps, databaseUrl);
    const who = await buyer();
    const orderId = await buy(who, 2);

    await vi.waitFor(() => expect(smtp.to(who.email)).toHaveLength(1), { timeout: 20_000 });
    await vi.waitFor(async () => expect(await unfinishedSends()).toBe(0), { timeout: 20_000 });
    await jobs.dispatch();
    await jobs.stop();
    expect(smtp.to(who.email)).toHaveLength(1);
    expect(await outboxOf(orderId)).toMatchObject({
      status: 'sent',
      attempts: 1,
      key: `order-confirmation:${orderId}`,
    });

    const [mail] = smtp.to(who.email);
    expect(mail.subject).toBe(`Your tickets for Malam Jazz Merdeka (order ${orderId.slice(0, 8)})`);
    expect(mail.from?.value[0]).toEqual({ name: 'Pentas', address: 'tickets@pentas.test' });
    expect(mail.text).toContain('Service fee');
    expect(mail.html).toContain('Malam Jazz Merdeka');
    // Images inline by cid only: nothing fetched from a server when the mail is opened.
    expect(mail.html).not.toMatch(/<img[^>]+src="https?:/);
    expect(mail.html).toMatch(/<img[^>]+src="cid:/);

    const byName = new Map(mail.attachments.map((a) => [a.filename, a]));
    const calendar = byName.get('event.ics')?.content.toString('utf8') ?? '';
    expect(calendar).toContain('SUMMARY:Malam Jazz Merdeka');
    expect(calendar).toMatch(/DTSTART;TZID=Asia\/Kuala_Lumpur:\d{8}T\d{6}/);

    const pdf = byName.get('tickets.pdf');
    expect(pdf?.contentType).toBe('application/pdf');
    const { pages, codes } = await readTicketsPdf(pdf?.content as Buffer);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page).toContain('Malam Jazz Merdeka');
      expect(page).toContain('Aisyah Rahman');
      expect(page).toContain(`Order ${orderId.slice(0, 8)}`);
    }
    expect(new Set(codes).size).toBe(2);
    for (const qrCode of codes) {
      expect(qrCode).toMatch(/^ticket:/);
      const verdict = await expectData(door.POST('/api/scan-ticket', { body: { qrCode: qrCode as string } }));
      expect(verdict.canCheckIn).toBe(true);
    }
  });

  it('keeps a name with line breaks and header text out of the headers: one recipient, no Bcc', async () => {
    const jobs = await startJobs(deps, databaseUrl);
    const who = await buyer('Eve\r\nBcc: thief@evil.test');
    const orderId = await buy(who);
    // The name the order was placed under, as a checkout could have sent it.
    await db
      .update(orders)
      .set({ customerName: 'Eve\r\nBcc: thief@evil.test\r\nX-Injected: yes' })
      .where(eq(orders.id, orderId));
    await db
      .update(mailOutbox)
      .set({ recipientName: 'Eve\r\nBcc: thief@evil.test\r\nX-Injected: yes' })
      .where(eq(mailOutbox.orderId, orderId));

    await vi.waitFor(async () => expect((await outboxOf(orderId)).status).toBe('sent'), { timeout: 20_000 });
    await jobs.stop();
    const [mail] = smtp.to(who.email);
    expect(mail.rcptTo).toEqual([who.email]);
    expect(smtp.received.some((m) => m.rcptTo.includes('thief@evil.test'))).toBe(false);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.has('x-injected')).toBe(false);
    const to = Array.isArray(mail.to) ? mail.to : [mail.to];
    expect(to.flatMap((t) => t?.value ?? []).map((a) => a.address)).toEqual([who.email]);
  });

  it('is retried while the SMTP server is down and arrives once when it is back', async () => {
    await smtp.stop();
    const jobs = await startJobs(deps, databaseUrl);
    const who = await buyer();
    const orderId = await buy(who);

    // The first attempt and a retry fail, each recorded on the mail, which stays to send.
    await vi.waitFor(async () => expect((await outboxOf(orderId)).attempts).toBeGreaterThanOrEqual(2), {
      timeout: 20_000,
    });
    expect(await outboxOf(orderId)).toMatchObject({
      status: 'pending',
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(smtp.to(who.email)).toHaveLength(0);

    await smtp.start();
    await vi.waitFor(async () => expect((await outboxOf(orderId)).status).toBe('sent'), { timeout: 30_000 });
    await vi.waitFor(async () => expect(await unfinishedSends()).toBe(0), { timeout: 20_000 });
    await jobs.stop();
    expect(smtp.to(who.email)).toHaveLength(1);
    expect((await outboxOf(orderId)).lastError).toBeNull();
  });

  it('still goes, once, after a crash between the order committing and its mail being sent', async () => {
    // No engine runs: the order commits with its mail in the outbox, and nothing sends it.
    const who = await buyer();
    const orderId = await buy(who);
    expect(await outboxOf(orderId)).toMatchObject({ status: 'pending', queuedAt: null, attempts: 0 });
    expect(await unfinishedSends()).toBe(0);

    // The instance comes back: its engine finds the mail at start.
    const jobs = await startJobs(deps, databaseUrl);
    await vi.waitFor(async () => expect((await outboxOf(orderId)).status).toBe('sent'), { timeout: 20_000 });
    await vi.waitFor(async () => expect(await unfinishedSends()).toBe(0), { timeout: 20_000 });
    await jobs.stop();
    expect(smtp.to(who.email)).toHaveLength(1);
  });

  it("is written by the checkout that completes a free order (the hold function's own transaction), and by no unpaid one", async () => {
    const free = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ name: 'Free entry', priceMinor: 0 }] });
    const paid = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 5000 }] });
    const who = await buyer();
    const freeOrder = await startCheckout(db, who.api, free.id, [
      { ticketTypeId: free.ticketTypes[0].id, quantity: 1, unitPrice: '0.00' },
    ]);
    expect(freeOrder.order.status).toBe('completed');
    expect(await outboxOf(freeOrder.order.id)).toMatchObject({
      recipient: who.email,
      kind: 'order_confirmation',
      status: 'pending',
    });

    const unpaid = await startCheckout(db, who.api, paid.id, [
      { ticketTypeId: paid.ticketTypes[0].id, quantity: 1, unitPrice: '50.00' },
    ]);
    expect(await outboxOf(unpaid.order.id)).toBeUndefined();
  });

  it('is sent once by two instances draining one outbox', async () => {
    const who = await Promise.all(Array.from({ length: 8 }, () => buyer()));
    const orderIds: string[] = [];
    for (const one of who) orderIds.push(await buy(one));

    // Two instances start at once on the same database, each with its pool, engine and dispatcher.
    const [first, second] = await Promise.all([
      startJobs(deps, databaseUrl),
      startJobs(deps, databaseUrl, { ownPool: true }),
    ]);
    await vi.waitFor(
      async () => {
        const rows = await db
          .select({ status: mailOutbox.status })
          .from(mailOutbox)
          .where(sql`${mailOutbox.orderId} in ${orderIds}`);
        expect(rows.map((r) => r.status)).toEqual(orderIds.map(() => 'sent'));
      },
      { timeout: 30_000 },
    );
    await vi.waitFor(async () => expect(await unfinishedSends()).toBe(0), { timeout: 20_000 });
    await Promise.all([first.dispatch(), second.dispatch()]);
    await Promise.all([first.stop(), second.stop()]);
    for (const one of who) expect(smtp.to(one.email), one.email).toHaveLength(1);
  });
});

describe('a mail queued by a change', () => {
  it('is written with the change that causes it, and once per key however often it is written', async () => {
    const who = await buyer();
    const orderId = await buy(who);
    const key = `test-mail:${orderId}`;
    const mail = { key, kind: 'order_confirmation' as const, recipient: who.email, orderId };

    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, mail);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.key, key))).toHaveLength(0);

    const first = await db.transaction((tx) => queueMail(tx, mail));
    const second = await db.transaction((tx) => queueMail(tx, { ...mail, recipient: 'someone.else@pentas.test' }));
    expect([first, second]).toEqual([true, false]);
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.key, key));
    expect(rows.map((r) => r.recipient)).toEqual([who.email]);
  });
});
