import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, mailOutbox, orders, users } from '../../api/src/db/schema';
import { DEMO_PASSWORD } from '../../api/src/scripts/demo-data';
import { apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { buyTickets } from '../support/checkout';
import { insertAccount, insertEvent } from '../support/factories';
import { startJobs, startSmtpServer } from '../support/mail';

/**
 * The settings page's operations (issue 28): name, password, e-mail address (confirmed from the new one,
 * the old one told, through a real SMTP server) and deleting the account (refused for an organizer with
 * an event to come; otherwise anonymised, the organizer's export keeping the order). Each in the audit log.
 */
const smtp = await startSmtpServer();
const { app, deps, db, databaseUrl } = await createTestApp({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Pentas <accounts@pentas.test>',
  MAIL_PER_SECOND: '100',
});

let accounts = 0;
async function account(role: 'customer' | 'organizer' = 'customer') {
  accounts += 1;
  const email = await insertAccount(db, role, `acct${accounts}`);
  return { email, api: await signedInApi(app, email) };
}

const signIn = (email: string, password: string) =>
  apiClient(app).POST('/api/auth/sign-in', { body: { email, password } });

const auditOf = (userId: string) =>
  db.select().from(auditLog).where(eq(auditLog.targetId, userId)).orderBy(auditLog.id);

/** The token of a mail's confirmation link, which opens the web page that asks before confirming. */
const tokenIn = (text: string | undefined) => text?.match(/http\S+\/confirm-email\?token=(\S+)/)?.[1] ?? '';

/** The page's button: confirms what the link's token names. */
const confirm = async (token: string) =>
  (await expectData(apiClient(app).POST('/api/account/confirm-email', { body: { token: decodeURIComponent(token) } })))
    .outcome;

const userOf = async (email: string) => {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
};

describe('signed out', () => {
  it('answers 401 to every account operation', async () => {
    const api = apiClient(app);
    expect((await api.PATCH('/api/account/name', { body: { firstName: 'A', lastName: '' } })).response.status).toBe(
      401,
    );
    expect(
      (await api.POST('/api/account/password', { body: { currentPassword: 'x', newPassword: 'yyyyyyyy' } })).response
        .status,
    ).toBe(401);
    expect((await api.POST('/api/account/email', { body: { newEmail: 'a@b.test' } })).response.status).toBe(401);
    expect((await api.DELETE('/api/account', { body: { confirmEmail: 'a@b.test' } })).response.status).toBe(401);
  });
});

describe('change name', () => {
  it('sets the name, which a line break cannot carry, and writes the audit log', async () => {
    const { email, api } = await account();
    const me = await expectData(api.PATCH('/api/account/name', { body: { firstName: 'Nur', lastName: 'Aisyah' } }));
    expect(me).toMatchObject({ firstName: 'Nur', lastName: 'Aisyah', email });
    expect((await userOf(email)).name).toBe('Nur Aisyah');
    const broken = await api.PATCH('/api/account/name', {
      body: { firstName: 'Eve\r\nBcc: spy@evil.test', lastName: '' },
    });
    expect(broken.response.status).toBe(422);
    const [row] = await auditOf(me.id);
    expect(row).toMatchObject({
      action: 'account.name_change',
      before: { firstName: 'Buyer' },
      after: { firstName: 'Nur' },
    });
  });
});

describe('change password', () => {
  it('refuses a wrong current password beside its field, and changes nothing', async () => {
    const { email, api } = await account();
    const wrong = await api.POST('/api/account/password', {
      body: { currentPassword: 'not-my-password', newPassword: 'another-password' },
    });
    expect(wrong.response.status).toBe(422);
    expect(wrong.error).toMatchObject({ code: 'validation_failed', errors: [{ path: 'currentPassword' }] });
    expect((await signIn(email, DEMO_PASSWORD)).response.status).toBe(200);
  });

  it('changes it with the current one, keeps this session and ends every other', async () => {
    const { email, api } = await account();
    const phone = await signedInApi(app, email);
    const changed = await api.POST('/api/account/password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'another-password' },
    });
    expect(changed.response.status).toBe(204);
    expect((await api.GET('/api/auth/user')).response.status).toBe(200);
    expect((await phone.GET('/api/auth/user')).response.status).toBe(401);
    expect((await signIn(email, DEMO_PASSWORD)).response.status).toBe(401);
    expect((await signIn(email, 'another-password')).response.status).toBe(200);
    const user = await userOf(email);
    expect((await auditOf(user.id)).map((r) => r.action)).toEqual(['account.password_change']);
  });
});

describe('change e-mail', () => {
  it('changes the address only from the link mailed to the new one, and tells the old one once', async () => {
    const jobs = await startJobs(deps, databaseUrl);
    const { email, api } = await account();
    const newEmail = `moved${accounts}@elsewhere.test`;
    const asked = await api.POST('/api/account/email', { body: { newEmail } });
    expect(asked.response.status).toBe(202);
    // Nothing changes before the link is opened.
    expect((await expectData(api.GET('/api/auth/user'))).email).toBe(email);

    await vi.waitFor(() => expect(smtp.to(newEmail)).toHaveLength(1), { timeout: 20_000 });
    const [mail] = smtp.to(newEmail);
    expect(mail.subject).toBe('Confirm your new e-mail address');
    const token = tokenIn(mail.text);
    expect(token, mail.text).toBeDefined();

    // Opening the link (a person, or a mail scanner) changes nothing: the page asks first.
    const opened = await app.request(`/api/account/confirm-email?token=${token}`);
    expect(opened.status).toBe(302);
    expect((await expectData(api.GET('/api/auth/user'))).email).toBe(email);
    expect(await confirm(token)).toBe('changed');
    expect((await expectData(api.GET('/api/auth/user'))).email).toBe(newEmail);
    expect((await signIn(newEmail, DEMO_PASSWORD)).response.status).toBe(200);
    expect((await signIn(email, DEMO_PASSWORD)).response.status).toBe(401);

    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), { timeout: 20_000 });
    expect(smtp.to(email)[0].subject).toBe('Your Pentas e-mail address was changed');
    expect(smtp.to(email)[0].text).toContain(newEmail);

    // The link works once: the account no longer has the address it names.
    expect(await confirm(token)).toBe('link-invalid');
    await jobs.stop();
    expect(smtp.to(email)).toHaveLength(1);

    const user = await userOf(newEmail);
    expect((await auditOf(user.id)).map((r) => r.action)).toEqual([
      'account.email_change_request',
      'account.email_change',
    ]);
  });

  it("refuses another account's address, and a forged link", async () => {
    const { api } = await account();
    const other = await account();
    const taken = await api.POST('/api/account/email', { body: { newEmail: other.email } });
    expect(taken.response.status).toBe(409);
    expect(taken.error).toMatchObject({ code: 'email_taken' });
    expect(await confirm('eyJhbGciOiJIUzI1NiJ9.e30.forged')).toBe('link-invalid');
    // A link from a mail sent before links went to the page: to the page, nothing confirmed on a GET.
    const old = await app.request('/api/account/confirm-email?token=abc.def');
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe('/confirm-email?token=abc.def');
  });
});

describe('welcome', () => {
  it('mails a new account a welcome whose link confirms the address, without holding up signing in', async () => {
    const jobs = await startJobs(deps, databaseUrl);
    const api = apiClient(app);
    const email = `welcome${accounts}@newcomers.test`;
    const signedUp = await api.POST('/api/auth/sign-up', {
      body: { email, password: 'my-first-password', firstName: 'Farah', lastName: 'Idris' },
    });
    expect(signedUp.response.status).toBe(201);
    expect((await api.GET('/api/auth/user')).response.status).toBe(200);
    expect((await userOf(email)).emailVerified).toBe(false);

    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), { timeout: 20_000 });
    await jobs.stop();
    const [mail] = smtp.to(email);
    expect(mail.subject).toBe('Welcome to Pentas');
    expect(mail.text).toContain('Farah');
    const token = tokenIn(mail.text);
    await app.request(`/api/account/confirm-email?token=${token}`);
    expect((await userOf(email)).emailVerified).toBe(false);
    expect(await confirm(token)).toBe('confirmed');
    expect((await userOf(email)).emailVerified).toBe(true);
  });
});

describe('delete account', () => {
  it('is refused while the account organizes an event still to come', async () => {
    const { email, api } = await account('organizer');
    await insertEvent(db, email, { startsAt: new Date(Date.now() + 7 * 86400_000) });
    const refused = await api.DELETE('/api/account', { body: { confirmEmail: email } });
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'organizes_upcoming_event' });
    expect((await signIn(email, DEMO_PASSWORD)).response.status).toBe(200);
  });

  it('asks for the address typed exactly', async () => {
    const { email, api } = await account();
    const refused = await api.DELETE('/api/account', { body: { confirmEmail: 'someone-else@buyers.test' } });
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({ errors: [{ path: 'confirmEmail' }] });
    expect((await signIn(email, DEMO_PASSWORD)).response.status).toBe(200);
  });

  it("anonymises the buyer, keeps the order in the organizer's export, and the account cannot sign in", async () => {
    const organizer = await account('organizer');
    const event = await insertEvent(db, organizer.email, { tickets: [{ name: 'Standing', priceMinor: 5000 }] });
    const buyer = await account();
    await expectData(buyer.api.PATCH('/api/account/name', { body: { firstName: 'Siti', lastName: 'Nurhaliza' } }));
    const orderId = await buyTickets(db, buyer.api, event.id, [
      { ticketTypeId: event.ticketTypes[0].id, quantity: 1, unitPrice: '50.00' },
    ]);
    const { id: buyerId } = await userOf(buyer.email);

    expect((await buyer.api.DELETE('/api/account', { body: { confirmEmail: buyer.email } })).response.status).toBe(204);
    expect((await buyer.api.GET('/api/auth/user')).response.status).toBe(401);
    expect((await signIn(buyer.email, DEMO_PASSWORD)).response.status).toBe(401);

    const res = await organizer.api.GET('/api/events/{id}/exports/orders.csv', {
      params: { path: { id: event.id } },
      parseAs: 'text',
    });
    expect(res.response.status).toBe(200);
    const csv = String(res.data);
    expect(csv).toContain(orderId);
    expect(csv).not.toContain(buyer.email);
    expect(csv).not.toContain('Nurhaliza');
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe('completed');
    const [gone] = await db.select().from(users).where(eq(users.id, buyerId));
    expect(gone).toMatchObject({ name: 'Deleted account', firstName: null, lastName: null });
    expect(gone.email).not.toContain(buyer.email.split('@')[0]);
    // Nobody is told of a deleted account's address as of a change.
    const [told] = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${mailOutbox} where kind = 'email_changed' and recipient = ${buyer.email}`,
    );
    expect(told.n).toBe(0);
    expect((await auditOf(buyerId)).map((r) => r.action)).toContain('account.delete');
  });
});
