import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { events, mailOutbox } from '../../api/src/db/schema';
import { renderMail } from '../../api/src/modules/mail/render-mail';
import { signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { buyTickets } from '../support/checkout';
import { insertCustomers, insertEvent } from '../support/factories';
import { startJobs, startSmtpServer } from '../support/mail';
import { threadCpuBetween, threadCpuMs } from '../support/thread-cpu';

/**
 * Mail rendering beside the API's event loop (issue 28, decisions.md item 72): the send job reads a
 * mail's data in the API's thread and a render thread makes the mail (HTML, text, QR images, PDFs, .ics),
 * so a checkout never waits behind a PDF; a mail its render thread cannot make fails alone and is retried.
 */
const smtp = await startSmtpServer();
const { app, deps, db, databaseUrl } = await createTestApp({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Pentas <tickets@pentas.test>',
  MAIL_PER_SECOND: '100',
});
const event = await insertEvent(db, 'organizer@pentas.test', {
  title: 'Malam Puisi',
  tickets: [{ name: 'Floor', priceMinor: 5000, quantity: 100 }],
});

let buyers = 0;
/** A paid order of two tickets by a customer of its own, and its confirmation's outbox row. */
async function paidOrder(eventId = event.id, ticketTypeId = event.ticketTypes[0].id) {
  buyers += 1;
  const [email] = await insertCustomers(db, 1, `render${buyers}`);
  const orderId = await buyTickets(db, await signedInApi(app, email), eventId, [
    { ticketTypeId, quantity: 2, unitPrice: '50.00' },
  ]);
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
  return { email, mail };
}

describe('rendering a mail', () => {
  it("happens in a render thread: the API's own thread only reads the mail's data", async () => {
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await paidOrder());
    // The first starts the render thread (its modules load there); the rest are measured.
    await renderMail(deps, orders[0].mail);
    const before = threadCpuMs(process.pid);
    const rendered = [];
    for (const { mail } of orders.slice(1)) rendered.push(await renderMail(deps, mail));
    const spent = threadCpuBetween(before, threadCpuMs(process.pid));

    for (const mail of rendered) {
      expect(mail.subject).toMatch(/^Your tickets for Malam Puisi/);
      expect(mail.attachments.map((a) => a.filename)).toEqual([
        'tickets.pdf',
        'receipt.pdf',
        'event.ics',
        'ticket-1-qr.png',
        'ticket-2-qr.png',
      ]);
    }
    // Four confirmations of two tickets: hundreds of milliseconds of rendering, in the render thread;
    // the main thread's share is its queries and handing the data over.
    expect(spent.render).toBeGreaterThan(100);
    expect(spent.main * 3).toBeLessThan(spent.render);
  });

  it('that fails in its render thread fails that mail alone: it is retried, the others go', async () => {
    const broken = await insertEvent(db, 'organizer@pentas.test', {
      title: 'Zona Hilang',
      tickets: [{ name: 'Floor', priceMinor: 5000, quantity: 10 }],
    });
    const bad = await paidOrder(broken.id, broken.ticketTypes[0].id);
    // A zone no clock knows: the template's date formatting throws, in the render thread.
    await db.update(events).set({ timeZone: 'Nowhere/Lost' }).where(eq(events.id, broken.id));
    const good = await paidOrder();
    const jobs = await startJobs(deps, databaseUrl);

    await vi.waitFor(() => expect(smtp.to(good.email)).toHaveLength(1), { timeout: 20_000 });
    await vi.waitFor(
      async () => {
        const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, bad.mail.id));
        expect(row).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/time ?zone/i) });
        expect(row.attempts).toBeGreaterThanOrEqual(2); // retried by the engine
      },
      { timeout: 20_000 },
    );
    expect(smtp.to(bad.email)).toHaveLength(0);

    // Its zone mended, the retry sends it once.
    await db.update(events).set({ timeZone: 'Asia/Kuala_Lumpur' }).where(eq(events.id, broken.id));
    await vi.waitFor(() => expect(smtp.to(bad.email)).toHaveLength(1), { timeout: 30_000 });
    // The row is marked sent once the SMTP server has answered, a moment after the mail arrives there.
    await vi.waitFor(async () => {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, [bad.mail.id, good.mail.id]));
      expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    });
    expect(smtp.to(bad.email)).toHaveLength(1);
    await jobs.stop();
  });
});
