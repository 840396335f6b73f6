import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox, users, verifications } from '../../api/src/db/schema';
import { RESET_REQUESTED } from '../../api/src/modules/auth/password-reset';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { apiClient, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { insertAccount } from '../support/factories';
import { startJobs, startSmtpServer } from '../support/mail';

/**
 * Forgot password (issue 28): the same answer for any address, a mail written with the token's commit
 * and sent through a real SMTP server, a link that works once and for 30 minutes, every session ended,
 * and the limits per address and per client address taken atomically (docs/design/mail.md).
 */
const smtp = await startSmtpServer();
const { app, deps, db, databaseUrl } = await createTestApp({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Pentas <accounts@pentas.test>',
  MAIL_PER_SECOND: '100',
  // Each test speaks from a client address of its own (X-Forwarded-For), so the per-address limit is its own.
  TRUST_PROXY: 'true',
});

let clients = 0;
/** A client address of its own and an account of its own. */
async function fresh() {
  clients += 1;
  const address = `198.51.100.${clients}`;
  const email = await insertAccount(db, 'customer', `reset${clients}`);
  return { address, email };
}

const forgot = (email: string, address: string) =>
  apiClient(app).POST('/api/auth/forgot-password', { body: { email }, headers: { 'x-forwarded-for': address } });

const reset = (token: string, newPassword: string) =>
  apiClient(app).POST('/api/auth/reset-password', { body: { token, newPassword } });

const signIn = (email: string, password: string) =>
  apiClient(app).POST('/api/auth/sign-in', { body: { email, password } });

const resetMailsTo = (email: string) =>
  db.select().from(mailOutbox).where(sql`${mailOutbox.kind} = 'password_reset' and ${mailOutbox.recipient} = ${email}`);

/** The token of the newest reset mail kept for `email` (the outbox row, as the send job renders it). */
async function tokenFor(email: string) {
  const rows = await resetMailsTo(email);
  const token = rows.at(-1)?.data?.token;
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
}

describe('forgot password', () => {
  it('mails a link that sets a new password once, and ends every session of the account', async () => {
    const jobs = await startJobs(deps, databaseUrl);
    const { address, email } = await fresh();
    const laptop = await signedInApi(app, email);
    const phone = await signedInApi(app, email);

    const asked = await forgot(email, address);
    expect(asked.response.status).toBe(202);
    expect(asked.data).toEqual({ message: RESET_REQUESTED });

    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), { timeout: 20_000 });
    const [mail] = smtp.to(email);
    expect(mail.subject).toBe('Reset your Pentas password');
    expect(mail.from?.value[0]).toEqual({ name: 'Pentas', address: 'accounts@pentas.test' });
    expect(mail.text).toContain('30 minutes');
    const link = mail.text?.match(/http\S+\/reset-password\?token=([\w-]+)/);
    expect(link, mail.text).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? '');
    expect(mail.html).toContain(`/reset-password?token=${token}`);
    await jobs.stop();

    expect((await reset(token, 'a-brand-new-password')).response.status).toBe(204);
    // Every session of the account has ended, the old password is refused, the new one signs in.
    expect((await laptop.GET('/api/auth/user')).response.status).toBe(401);
    expect((await phone.GET('/api/auth/user')).response.status).toBe(401);
    expect((await signIn(email, DEMO_PASSWORD)).response.status).toBe(401);
    expect((await signIn(email, 'a-brand-new-password')).response.status).toBe(200);

    // The link works once.
    const again = await reset(token, 'yet-another-password');
    expect(again.response.status).toBe(410);
    expect(again.error).toMatchObject({ code: 'reset_link_invalid' });
    expect((await signIn(email, 'yet-another-password')).response.status).toBe(401);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const { address, email } = await fresh();
    const known = await forgot(email, address);
    const unknown = await forgot('nobody-here@buyers.test', address);
    expect(unknown.response.status).toBe(known.response.status);
    expect(unknown.data).toEqual(known.data);
    expect(await resetMailsTo('nobody-here@buyers.test')).toHaveLength(0);
    expect(await resetMailsTo(email)).toHaveLength(1);
  });

  it('takes as long for an unknown address as for a known one: every answer waits for the same floor', async () => {
    const { address, email } = await fresh();
    const timed = async (who: string) => {
      const started = performance.now();
      expect((await forgot(who, address)).response.status).toBe(202);
      return performance.now() - started;
    };
    // Storing a token costs ~10 ms more than the lookup for nobody; both answers wait for 300 ms.
    expect(await timed(email)).toBeGreaterThanOrEqual(299);
    expect(await timed('nobody-either@buyers.test')).toBeGreaterThanOrEqual(299);
  });

  it("writes the mail by the statement that stores the link's token (the mail's key is the token's row)", async () => {
    const { address, email } = await fresh();
    await forgot(email, address);
    const [mail] = await resetMailsTo(email);
    const [token] = await db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${mail.data?.token}`));
    expect(mail).toMatchObject({ key: `password-reset:${token.id}`, status: 'pending' });
  });

  it('makes a link good for 30 minutes: a link past that is refused and leaves the password as it was', async () => {
    const { address, email } = await fresh();
    await forgot(email, address);
    const token = await tokenFor(email);
    const [row] = await db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const lifetime = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(lifetime).toBeGreaterThan(29.9);
    expect(lifetime).toBeLessThan(30.1);

    await db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verifications.id, row.id));
    const late = await reset(token, 'too-late-password');
    expect(late.response.status).toBe(410);
    expect(late.error).toMatchObject({ code: 'reset_link_invalid' });
    expect((await signIn(email, DEMO_PASSWORD)).response.status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const made = await reset('not-a-token-anyone-was-sent', 'whatever-password');
    expect(made.response.status).toBe(410);
  });

  it('sends one address at most 3 links an hour, however many ask at once', async () => {
    const { email } = await fresh();
    // Ten requests at once, from ten client addresses: the per-address limit decides alone.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => forgot(email, `203.0.113.${clients * 10 + i}`)),
    );
    const statuses = answers.map((a) => a.response.status).sort();
    expect(statuses.filter((s) => s === 202)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(await resetMailsTo(email)).toHaveLength(3);
  });

  it('counts unknown addresses like known ones, and limits one client address to 10 requests an hour', async () => {
    const { address } = await fresh();
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => forgot(`stranger${clients}-${i}@buyers.test`, address)),
    );
    const statuses = answers.map((a) => a.response.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const refused = answers.find((a) => a.response.status === 429);
    expect(refused?.error).toMatchObject({ code: 'rate_limited' });
  });

  it('never lets a name with line breaks and header text write a header of the reset mail', async () => {
    const jobs = await startJobs(deps, databaseUrl);
    const { address, email } = await fresh();
    await db
      .update(users)
      .set({ name: 'Eve\r\nBcc: spy@evil.test\r\nSubject: free tickets' })
      .where(eq(users.email, email));
    await forgot(email, address);
    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), { timeout: 20_000 });
    await jobs.stop();
    const [mail] = smtp.to(email);
    expect(mail.rcptTo).toEqual([email]);
    expect(mail.bcc).toBeUndefined();
    expect(mail.subject).toBe('Reset your Pentas password');
    expect(smtp.received.some((m) => m.rcptTo.includes('spy@evil.test'))).toBe(false);
  });
});
