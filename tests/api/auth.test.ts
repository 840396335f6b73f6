import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../api/src/db/schema';
import { createTestApp, ORIGIN } from '../support/app';
import { Client, expectProblem, signedIn } from '../support/http';

const { app, db } = await createTestApp();
const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('sign up', () => {
  it('creates a customer account, signs it in and sets an httpOnly SameSite=Lax cookie', async () => {
    const client = new Client(app);
    const email = uniqueEmail('aisyah');
    const res = await client.post('/api/auth/sign-up', {
      email,
      password: 'correct-horse',
      firstName: 'Aisyah',
      lastName: 'Rahman',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email, firstName: 'Aisyah', lastName: 'Rahman', role: 'customer' });
    expect(res.json.permissions).toEqual(['purchase-tickets', 'dashboard']);
    const cookie = res.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(email);
  });

  it('ignores a role sent with sign-up: nobody can make themself admin', async () => {
    const client = new Client(app);
    const email = uniqueEmail('sneaky');
    const res = await client.post('/api/auth/sign-up', {
      email,
      password: 'correct-horse',
      firstName: 'Sneaky',
      lastName: 'Person',
      role: 'admin',
      permissions: ['admin-panel'],
    });
    expect(res.status).toBe(201);
    expect(res.json.role).toBe('customer');
    const row = await db.query.users.findFirst({ where: eq(users.email, email) });
    expect(row?.role).toBe('customer');
    const me = await client.get('/api/auth/user');
    expect(me.json.permissions).not.toContain('admin-panel');
  });

  it('refuses a second account with the same e-mail (409) and keeps the first', async () => {
    const email = uniqueEmail('twice');
    await new Client(app).post('/api/auth/sign-up', { email, password: 'correct-horse', firstName: 'One' });
    const res = await new Client(app).post('/api/auth/sign-up', {
      email,
      password: 'other-password',
      firstName: 'Two',
    });
    expect(expectProblem(res, 409).code).toBe('email_taken');
    const rows = await db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0].firstName).toBe('One');
  });

  it('names each invalid field and stores nothing', async () => {
    const res = await new Client(app).post('/api/auth/sign-up', {
      email: 'not-an-email',
      password: 'short',
      firstName: '',
    });
    const problem = expectProblem(res, 422);
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password must be at least 8 characters' },
        { path: 'firstName', message: 'First name is required' },
      ]),
    );
    const rows = await db.select().from(users).where(eq(users.email, 'not-an-email'));
    expect(rows).toHaveLength(0);
  });
});

describe('sign in and out', () => {
  it('signs in with the right password', async () => {
    const client = await signedIn(app, 'organizer@pentas.test');
    const me = await client.get('/api/auth/user');
    expect(me.json).toMatchObject({ email: 'organizer@pentas.test', role: 'organizer', firstName: 'Daniel' });
  });

  it('refuses a wrong password with 401 and no session', async () => {
    const client = new Client(app);
    const res = await client.post('/api/auth/sign-in', { email: 'customer@pentas.test', password: 'wrong-password' });
    expect(expectProblem(res, 401).detail).toBe('Invalid email or password.');
    expect(client.cookie).toBe('');
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await new Client(app).post('/api/auth/sign-in', {
      email: 'nobody@pentas.test',
      password: 'whatever-1',
    });
    expect(expectProblem(res, 401).detail).toBe('Invalid email or password.');
  });

  it('signs out through POST /api/auth/sign-out and through the /api/logout navigation', async () => {
    const a = await signedIn(app, 'customer@pentas.test');
    expect((await a.post('/api/auth/sign-out')).status).toBe(204);
    expect((await a.get('/api/auth/user')).status).toBe(401);

    const b = await signedIn(app, 'customer@pentas.test');
    const sessionCookie = b.cookie;
    const res = await b.get('/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    // The old cookie no longer opens a session, even if a client kept it.
    const stale = new Client(app);
    stale.cookie = sessionCookie;
    expect((await stale.get('/api/auth/user')).status).toBe(401);
  });

  it('is a 204 to sign out without a session too (the session is optional there)', async () => {
    expect((await new Client(app).post('/api/auth/sign-out')).status).toBe(204);
  });
});

describe('GET /api/auth/user', () => {
  it('is 401 problem+json when logged out', async () => {
    const res = await new Client(app).get('/api/auth/user');
    expect(expectProblem(res, 401).code).toBe('unauthorized');
  });

  it('is not swallowed by the auth library: it answers our shape with permissions', async () => {
    const client = await signedIn(app, 'admin@pentas.test');
    const res = await client.get('/api/auth/user');
    expect(Object.keys(res.json).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'permissions', 'role']);
  });

  it.each([
    [
      'admin@pentas.test',
      'admin',
      [
        'create-events',
        'manage-all-events',
        'view-analytics',
        'manage-users',
        'admin-panel',
        'purchase-tickets',
        'dashboard',
        'generate-manual-tickets',
        'affiliate-links',
      ],
    ],
    [
      'organizer@pentas.test',
      'organizer',
      [
        'create-events',
        'view-analytics',
        'purchase-tickets',
        'dashboard',
        'generate-manual-tickets',
        'affiliate-links',
      ],
    ],
    [
      'reseller@pentas.test',
      'reseller',
      ['purchase-tickets', 'dashboard', 'generate-manual-tickets', 'affiliate-links'],
    ],
    ['customer@pentas.test', 'customer', ['purchase-tickets', 'dashboard']],
  ])('gives %s the %s permissions of the matrix', async (email, role, permissions) => {
    const res = await (await signedIn(app, email)).get('/api/auth/user');
    expect(res.json.role).toBe(role);
    expect(res.json.permissions).toEqual(permissions);
  });

  it('treats a missing or unknown stored role as customer', async () => {
    const client = new Client(app);
    const email = uniqueEmail('oddrole');
    await client.post('/api/auth/sign-up', { email, password: 'correct-horse', firstName: 'Odd' });
    await db.update(users).set({ role: 'superuser' }).where(eq(users.email, email));
    const res = await client.get('/api/auth/user');
    expect(res.json.role).toBe('customer');
    expect(res.json.permissions).toEqual(['purchase-tickets', 'dashboard']);
  });
});

describe('GET /api/login', () => {
  it('sends a visitor to the sign-in page with where they came from', async () => {
    const res = await new Client(app).get('/api/login', { referer: 'http://localhost/events/3?ref=abc' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/events/3?ref=abc')}`);
  });

  it('never redirects off-site (open redirect)', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/\t/evil.example']) {
      const res = await new Client(app).get(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(res.headers.get('location')).toBe('/login');
    }
    // A tab between slashes is dropped by browsers, which would read '//evil.example'.
    const tab = await app.request('http://localhost/api/login?returnTo=/%09/evil.example');
    expect(tab.headers.get('location')).toBe('/login');
    const foreignReferer = await new Client(app).get('/api/login', { referer: 'https://evil.example/x' });
    expect(foreignReferer.headers.get('location')).toBe('/login');
  });

  it('signs out only on a real navigation from this site, never from an image or another site', async () => {
    const client = await signedIn(app, 'customer2@pentas.test');
    await client.get('/api/logout', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image' });
    expect((await client.get('/api/auth/user')).status).toBe(200);
    await client.get('/api/logout', { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'document' });
    expect((await client.get('/api/auth/user')).status).toBe(200);
    await client.get('/api/logout', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document' });
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('never sends a signed-in user off-site, whatever form the return path takes', async () => {
    const client = await signedIn(app, 'customer@pentas.test');
    const bypasses = [
      '/.//evil.example',
      '/..//evil.example',
      '///evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      '\\/evil.example',
      '/%2f%2fevil.example',
      '/%5c%5cevil.example',
      '/%252f%252fevil.example',
      '/.%2f/evil.example',
      '/%09/evil.example',
      '/\t/evil.example',
      '/%EF%BC%8F%EF%BC%8Fevil.example',
      '/\uff0f\uff0fevil.example',
      '//pentas.my@evil.example',
      'https://evil.example',
    ];
    for (const returnTo of bypasses) {
      const res = await client.get(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(res.status, returnTo).toBe(302);
      const location = res.headers.get('location') ?? '';
      expect(location, returnTo).toBe('/');
      expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    }
    // Normalised, a real path stays on this site.
    const dotted = await client.get(`/api/login?returnTo=${encodeURIComponent('/events/./3?ref=abc')}`);
    expect(dotted.headers.get('location')).toBe('/events/3?ref=abc');
  });

  it('sends a signed-in user straight back', async () => {
    const client = await signedIn(app, 'customer@pentas.test');
    const res = await client.get('/api/login?returnTo=%2Fdashboard');
    expect(res.headers.get('location')).toBe('/dashboard');
  });
});

describe('sessions', () => {
  /** A client's signed session cookie (`token.signature`, URL-encoded) as its token and signature. */
  const cookieParts = (client: Client) =>
    decodeURIComponent(/session_token=([^;]+)/.exec(client.cookie)?.[1] ?? '').split('.');
  const tokenOf = (client: Client) => cookieParts(client)[0];
  const sessionOf = async (client: Client) =>
    (
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.token, tokenOf(client)))
    )[0];

  it('refuses a cookie whose signature is not ours, even with a live token inside', async () => {
    const client = await signedIn(app, 'customer@pentas.test');
    const forged = new Client(app);
    forged.cookie = `better-auth.session_token=${encodeURIComponent(`${tokenOf(client)}.${'A'.repeat(43)}=`)}`;
    expect((await forged.get('/api/auth/user')).status).toBe(401);
    const unsigned = new Client(app);
    unsigned.cookie = `better-auth.session_token=${tokenOf(client)}`;
    expect((await unsigned.get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('accepts only the cookie better-auth itself would: its signature text exactly, the first cookie of the name', async () => {
    const client = await signedIn(app, 'customer@pentas.test');
    const [token, signature] = cookieParts(client);
    const base64url = signature.replaceAll('+', '-').replaceAll('/', '_');
    const variants = [
      signature.replace(/=$/, ''), // unpadded
      `${signature}x`, // trailing junk
      `${base64url.replace(/=$/, '')}`, // base64url
    ];
    for (const variant of variants) {
      const other = new Client(app);
      other.cookie = `better-auth.session_token=${encodeURIComponent(`${token}.${variant}`)}`;
      expect((await other.get('/api/auth/user')).status, variant).toBe(401);
    }
    // better-auth reads the first cookie of a name, even one it cannot use; so do we.
    const shadowed = new Client(app);
    shadowed.cookie = `better-auth.session_token=a"b; ${client.cookie}`;
    expect((await shadowed.get('/api/auth/user')).status).toBe(401);
  });

  it('ends an expired session and removes it', async () => {
    const client = await signedIn(app, 'customer@pentas.test');
    const session = await sessionOf(client);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    const res = await client.get('/api/auth/user');
    expectProblem(res, 401);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    // The 401 also clears the browser's dead cookie, so it stops being sent.
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(await db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
  });

  it('clears the cookie of a session that no longer exists (signed out elsewhere)', async () => {
    const client = await signedIn(app, 'customer@pentas.test');
    await db.delete(sessions).where(eq(sessions.token, tokenOf(client)));
    const res = await client.get('/api/auth/user');
    expectProblem(res, 401);
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cleared).toMatch(/Max-Age=0/);
  });

  it('slides a session that is a day old to a fresh 30 days, and keeps the user signed in', async () => {
    const client = await signedIn(app, 'customer@pentas.test');
    const session = await sessionOf(client);
    const day = 24 * 60 * 60 * 1000;
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 29 * day - 60_000) })
      .where(eq(sessions.id, session.id));
    const res = await client.get('/api/auth/user');
    expect(res.json.email).toBe('customer@pentas.test');
    const refreshed = await sessionOf(client);
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 30 * day - 60_000);
    // The browser's cookie is renewed with it, or it would lapse 30 days after sign-in anyway.
    const renewed = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(renewed).toMatch(/Max-Age=2592000/);
    expect((await client.get('/api/auth/user')).headers.getSetCookie()).toEqual([]);
  });

  it('sees a role change at once: the role is read with the session on every request', async () => {
    const client = new Client(app);
    const email = uniqueEmail('promoted');
    await client.post('/api/auth/sign-up', { email, password: 'correct-horse', firstName: 'Promo' });
    expect((await client.get('/api/auth/user')).json.role).toBe('customer');
    await db.update(users).set({ role: 'organizer' }).where(eq(users.email, email));
    expect((await client.get('/api/auth/user')).json.role).toBe('organizer');
  });
});
