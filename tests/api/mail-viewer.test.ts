import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, mailOutbox, type RenderedMail, users } from '../../api/src/db/schema';
import { signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { buyTickets } from '../support/checkout';
import { insertAccount, insertEvent } from '../support/factories';
import { Client, expectProblem, signedIn } from '../support/http';
import { startJobs, startSmtpServer } from '../support/mail';

/**
 * The admins' mail viewer (/api/admin/mail): the outbox listed and filtered, one mail shown with its
 * HTML sanitised, its attachments, and resend (a failed mail once however many clicks, a sent one as
 * one copy), admins only (docs/design/mail.md).
 */
const smtp = await startSmtpServer();
const { app, deps, db, databaseUrl } = await createTestApp({ SMTP_URL: smtp.url, MAIL_PER_SECOND: '100' });
const admin = await signedIn(app, 'admin@pentas.test');
const event = await insertEvent(db, 'organizer@pentas.test', {
  title: 'Malam Jazz Merdeka',
  tickets: [{ name: 'Standing', priceMinor: 5000 }],
});

const message = (subject: string, html = '<p>Hello</p>'): RenderedMail => ({
  subject,
  html,
  text: 'Hello',
  attachments: [
    { filename: 'note.txt', contentType: 'text/plain', contentBase64: Buffer.from('hi').toString('base64') },
  ],
});

let rows = 0;
/** An outbox row as a send left it (sent, failed with its SMTP error, or waiting), rendered. */
async function mailRow(status: 'sent' | 'failed' | 'pending', recipient: string, over: Partial<RenderedMail> = {}) {
  rows += 1;
  const [row] = await db
    .insert(mailOutbox)
    .values({
      key: `viewer-test:${rows}`,
      kind: 'order_confirmation',
      recipient,
      status,
      attempts: status === 'pending' ? 0 : 1,
      queuedAt: new Date(),
      lastError: status === 'failed' ? '550 5.1.1 mailbox unavailable' : null,
      // Sent an hour ago: a resend now is no double click.
      sentAt: status === 'sent' ? new Date(Date.now() - 3_600_000) : null,
      message: { ...message(`Test mail ${rows}`), ...over },
    })
    .returning();
  return row;
}

const list = (query: string) => admin.get(`/api/admin/mail${query}`);

describe('the mail list', () => {
  it('lists mails newest first, 20 a page, with the total, the status and the SMTP error', async () => {
    await mailRow('failed', 'list-failed@example.com');
    for (let i = 0; i < 21; i += 1) await mailRow('sent', `list${i}@example.com`);
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.json).toHaveLength(20);
    expect(Number(first.headers.get('x-total-count'))).toBeGreaterThanOrEqual(22);
    expect(first.json[0]).toMatchObject({
      recipient: 'list20@example.com',
      status: 'sent',
      subject: expect.any(String),
    });

    const failed = await list('?status=failed&recipient=list-failed@example.com');
    expect(failed.json).toEqual([
      expect.objectContaining({
        recipient: 'list-failed@example.com',
        status: 'failed',
        lastError: '550 5.1.1 mailbox unavailable',
        kind: 'order_confirmation',
      }),
    ]);
  });

  it('finds a recipient by the whole address or its beginning, in any case, never by a part in the middle', async () => {
    await mailRow('sent', 'Prefix.Finder@example.com');
    expect((await list('?recipient=prefix.finder@example.com')).json).toHaveLength(1);
    expect((await list('?recipient=PREFIX.fin')).json).toHaveLength(1);
    expect((await list('?recipient=finder@example.com')).json).toHaveLength(0);
    // LIKE's own characters are only themselves.
    expect((await list('?recipient=%25')).json).toHaveLength(0);
    expect((await list('?recipient=_refix')).json).toHaveLength(0);
  });

  it('refuses a status it does not know with a 422', async () => {
    expectProblem(await list('?status=lost'), 422);
  });
});

describe('one mail', () => {
  it("shows a paid order's confirmation: sanitised HTML with its QR images inline, its text and its PDF to download", async () => {
    const jobs = await startJobs(deps, databaseUrl);
    const email = await insertAccount(db, 'customer', 'viewer-buyer');
    await db.update(users).set({ name: 'Aisyah Rahman' }).where(eq(users.email, email));
    const orderId = await buyTickets(db, await signedInApi(app, email), event.id, [
      { ticketTypeId: event.ticketTypes[0].id, quantity: 2, unitPrice: '50.00' },
    ]);
    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), { timeout: 20_000 });
    await jobs.stop();

    const [summary] = (await list(`?recipient=${encodeURIComponent(email)}`)).json;
    expect(summary).toMatchObject({ status: 'sent', kind: 'order_confirmation', recipientName: 'Aisyah Rahman' });
    const mail = await admin.get(`/api/admin/mail/${summary.id}`);
    expect(mail.status).toBe(200);
    expect(mail.json.subject).toContain(orderId.slice(0, 8));
    expect(mail.json.html).toContain('Malam Jazz Merdeka');
    expect(mail.json.html).toContain("default-src 'none'");
    expect(mail.json.html).toMatch(/<img[^>]+src="data:image\/png;base64,/);
    expect(mail.json.html).not.toContain('cid:');
    expect(mail.json.text).toContain('Service fee');
    const pdf = mail.json.attachments.find((a: { contentType: string }) => a.contentType === 'application/pdf');
    expect(pdf).toMatchObject({ inline: false, size: expect.any(Number) });

    const file = await admin.get(`/api/admin/mail/${summary.id}/attachments/${pdf.index}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.text.startsWith('%PDF')).toBe(true);
  });

  it('sanitises what it shows: no script, event handler, remote image or javascript: link', async () => {
    const row = await mailRow('sent', 'hostile@example.com', {
      html:
        '<p onclick="steal()" style="color:#0f766e">Hi</p><script>steal()</script>' +
        '<img src="https://tracker.example/open.gif" alt="pixel"><a href="javascript:steal()">click</a>' +
        '<a href="https://pentas.test/orders">order</a><div style="background:url(https://tracker.example/b)">x</div>',
    });
    const { html } = (await admin.get(`/api/admin/mail/${row.id}`)).json;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('steal()');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('tracker.example');
    expect(html).not.toContain('javascript:');
    // What is harmless stays.
    expect(html).toContain('style="color:#0f766e"');
    expect(html).toContain('href="https://pentas.test/orders"');
  });

  it('downloads an attachment of another type as bytes, never as something the browser would run', async () => {
    const row = await mailRow('sent', 'types@example.com', {
      attachments: [
        {
          filename: 'x.html',
          contentType: 'text/html',
          contentBase64: Buffer.from('<script>1</script>').toString('base64'),
        },
      ],
    });
    const file = await admin.get(`/api/admin/mail/${row.id}/attachments/0`);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('answers 404 for an unknown mail or attachment, 422 for a malformed id', async () => {
    const row = await mailRow('sent', 'missing@example.com');
    expectProblem(await admin.get('/api/admin/mail/00000000-0000-4000-8000-000000000000'), 404);
    expectProblem(await admin.get(`/api/admin/mail/${row.id}/attachments/5`), 404);
    expectProblem(await admin.get('/api/admin/mail/not-an-id'), 422);
  });
});

describe('resend', () => {
  const resend = (id: string) => admin.post(`/api/admin/mail/${id}/resend`);
  const audited = async (id: string) =>
    db.select().from(auditLog).where(sql`${auditLog.action} = 'mail.resend' and ${auditLog.targetId} = ${id}`);

  it('sends a failed mail again once, however many clicks at once or just after, and writes it to the audit log', async () => {
    const row = await mailRow('failed', 'resend-failed@example.com');
    const answers = await Promise.all([resend(row.id), resend(row.id), resend(row.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(expectProblem(refused, 409).code).toBe('mail_waiting');
    }

    const jobs = await startJobs(deps, databaseUrl);
    await vi.waitFor(async () => expect((await admin.get(`/api/admin/mail/${row.id}`)).json.status).toBe('sent'), {
      timeout: 20_000,
    });
    await jobs.dispatch();
    await jobs.stop();
    expect(smtp.to('resend-failed@example.com')).toHaveLength(1);
    const [again] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(again).toMatchObject({ status: 'sent', lastError: null });
    // A click that arrives just after the send (a double click) makes no copy.
    expect(expectProblem(await resend(row.id), 409).code).toBe('mail_waiting');
    expect(await audited(row.id)).toHaveLength(1);
  });

  it('sends a sent mail again as one copy with the same content, two clicks at once making one', async () => {
    const row = await mailRow('sent', 'resend-sent@example.com');
    const answers = await Promise.all([resend(row.id), resend(row.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    const copyId = answers.find((a) => a.status === 202)?.json.id;
    expect(copyId).not.toBe(row.id);

    const jobs = await startJobs(deps, databaseUrl);
    await vi.waitFor(() => expect(smtp.to('resend-sent@example.com')).toHaveLength(1), { timeout: 20_000 });
    await jobs.dispatch();
    await jobs.stop();
    const copies = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.key, `${row.key}:copy:%`));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ id: copyId, recipient: row.recipient, message: row.message });
    expect(smtp.to('resend-sent@example.com')[0].subject).toBe(row.message?.subject);
    const [entry] = await audited(row.id);
    expect(entry.after).toMatchObject({ copyId, recipient: 'resend-sent@example.com' });

    // A click a minute later is a deliberate second copy (the first copy sent a minute ago).
    await db.update(mailOutbox).set({ sentAt: sql`now() - interval '1 minute'` }).where(eq(mailOutbox.id, copyId));
    expect((await resend(row.id)).status).toBe(202);
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.key, `${row.key}:copy:%`)),
    ).toHaveLength(2);
  });

  it('refuses to resend a mail still waiting (409) and an unknown one (404)', async () => {
    const row = await mailRow('pending', 'waiting@example.com');
    expect(expectProblem(await resend(row.id), 409).code).toBe('mail_waiting');
    expectProblem(await resend('00000000-0000-4000-8000-000000000000'), 404);
    expect(await audited(row.id)).toHaveLength(0);
  });
});

describe('who may use the viewer', () => {
  it('is for admins only: customers, organizers and resellers get a 403, the signed-out a 401', async () => {
    const row = await mailRow('failed', 'denied@example.com');
    const paths = [
      ['GET', '/api/admin/mail'],
      ['GET', `/api/admin/mail/${row.id}`],
      ['GET', `/api/admin/mail/${row.id}/attachments/0`],
      ['POST', `/api/admin/mail/${row.id}/resend`],
    ] as const;
    for (const email of ['customer@pentas.test', 'organizer@pentas.test', 'reseller@pentas.test']) {
      const who = await signedIn(app, email);
      for (const [method, path] of paths) expectProblem(await who.request(method, path), 403);
    }
    const anonymous = new Client(app);
    for (const [method, path] of paths) expectProblem(await anonymous.request(method, path), 401);
    const [still] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(still.status).toBe('failed');
  });
});
