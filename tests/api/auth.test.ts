import type { components } from '@pentas/openapi';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../api/src/db/schema';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp, ORIGIN } from '../support/app';
import { Client, expectProblem } from '../support/http';

// Off the typed client: a sign-up sending a role and permissions the contract does not have, a sign-up
// leaving out lastName (the API defaults it to ''; the generated type marks it required), and one raw
// /api/login URL whose slashes must stay unencoded.
const { app, db } = await createTestApp();
const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const signUp = (api: ApiClient, body: components['schemas']['SignUpRequest']) =>
  api.POST('/api/auth/sign-up', { body });
const currentUser = (api: ApiClient) => api.GET('/api/auth/user');
const login = (api: ApiClient, returnTo?: string, headers?: Record<string, string>) =>
  api.GET('/api/login', { params: { query: { returnTo } }, headers });
const logout = (api: ApiClient, headers?: Record<string, string>) => api.GET('/api/logout', { headers });

/** A typed client that sends this Cookie header: a kept, forged or replayed session. */
function withCookie(cookie: string) {
  const api = apiClient(app);
  api.jar.cookie = cookie;
  return api;
}

describe('sign up', () => {
  it('creates a customer account, signs it in and sets an httpOnly SameSite=Lax cookie', async () => {
    const api = apiClient(app);
    const email = uniqueEmail('aisyah');
    const res = await signUp(api, { email, password: 'correct-horse', firstName: 'Aisyah', lastName: 'Rahman' });
    const user = await expectData(res, 201);
    expect(user).toMatchObject({ email, firstName: 'Aisyah', lastName: 'Rahman', role: 'customer' });
    expect(user.permissions).toEqual(['purchase-tickets', 'dashboard']);
    const cookie = res.response.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await expectData(currentUser(api))).email).toBe(email);
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
    const me = await expectData(currentUser(apiClient(app, { jar: client.jar })));
    expect(me.permissions).not.toContain('admin-panel');
  });

  it('refuses a second account with the same e-mail (409) and keeps the first', async () => {
    const email = uniqueEmail('twice');
    // No lastName: the API defaults it to ''.
    const first = await new Client(app).post('/api/auth/sign-up', {
      email,
      password: 'correct-horse',
      firstName: 'One',
    });
    expect(first.status).toBe(201);
    const res = await signUp(apiClient(app), { email, password: 'other-password', firstName: 'Two', lastName: '' });
    expect(expectProblem(res, 409).code).toBe('email_taken');
    const rows = await db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'One', lastName: '' });
  });

  it('names each invalid field and stores nothing', async () => {
    const res = await signUp(apiClient(app), { email: 'not-an-email', password: 'short', firstName: '', lastName: '' });
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
    const api = await signedInApi(app, 'organizer@pentas.test');
    expect(await expectData(currentUser(api))).toMatchObject({
      email: 'organizer@pentas.test',
      role: 'organizer',
      firstName: 'Daniel',
    });
  });

  it('refuses a wrong password with 401 and no session', async () => {
    const api = apiClient(app);
    const res = await api.POST('/api/auth/sign-in', {
      body: { email: 'customer@pentas.test', password: 'wrong-password' },
    });
    expect(expectProblem(res, 401).detail).toBe('Invalid email or password.');
    expect(api.jar.cookie).toBe('');
    expectProblem(await currentUser(api), 401);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await apiClient(app).POST('/api/auth/sign-in', {
      body: { email: 'nobody@pentas.test', password: 'whatever-1' },
    });
    expect(expectProblem(res, 401).detail).toBe('Invalid email or password.');
  });

  it('signs out through POST /api/auth/sign-out and through the /api/logout navigation', async () => {
    const a = await signedInApi(app, 'customer@pentas.test');
    expect((await a.POST('/api/auth/sign-out')).response.status).toBe(204);
    expectProblem(await currentUser(a), 401);

    const b = await signedInApi(app, 'customer@pentas.test');
    const sessionCookie = b.jar.cookie;
    const { response } = await logout(b);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    // The old cookie no longer opens a session, even if a client kept it.
    expectProblem(await currentUser(withCookie(sessionCookie)), 401);
  });

  it('is a 204 to sign out without a session too (the session is optional there)', async () => {
    expect((await apiClient(app).POST('/api/auth/sign-out')).response.status).toBe(204);
  });
});

describe('GET /api/auth/user', () => {
  it('is 401 problem+json when logged out', async () => {
    expect(expectProblem(await currentUser(apiClient(app)), 401).code).toBe('unauthorized');
  });

  it('is not swallowed by the auth library: it answers our shape with permissions', async () => {
    const user = await expectData(currentUser(await signedInApi(app, 'admin@pentas.test')));
    expect(Object.keys(user).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'permissions', 'role']);
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
    const user = await expectData(currentUser(await signedInApi(app, email)));
    expect(user.role).toBe(role);
    expect(user.permissions).toEqual(permissions);
  });

  it('treats a missing or unknown stored role as customer', async () => {
    const api = apiClient(app);
    const email = uniqueEmail('oddrole');
    await expectData(signUp(api, { email, password: 'correct-horse', firstName: 'Odd', lastName: '' }), 201);
    await db.update(users).set({ role: 'superuser' }).where(eq(users.email, email));
    const user = await expectData(currentUser(api));
    expect(user.role).toBe('customer');
    expect(user.permissions).toEqual(['purchase-tickets', 'dashboard']);
  });
});

describe('GET /api/login', () => {
  it('sends a visitor to the sign-in page with where they came from', async () => {
    const { response } = await login(apiClient(app), undefined, { referer: 'http://localhost/events/3?ref=abc' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/events/3?ref=abc')}`);
  });

  it('never redirects off-site (open redirect)', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/\t/evil.example']) {
      const { response } = await login(apiClient(app), returnTo);
      expect(response.headers.get('location')).toBe('/login');
    }
    // A tab between slashes is dropped by browsers, which would read '//evil.example'. Raw: the typed
    // client would encode the slashes too.
    const tab = await app.request('http://localhost/api/login?returnTo=/%09/evil.example');
    expect(tab.headers.get('location')).toBe('/login');
    const foreignReferer = await login(apiClient(app), undefined, { referer: 'https://evil.example/x' });
    expect(foreignReferer.response.headers.get('location')).toBe('/login');
  });

  it('signs out only on a real navigation from this site, never from an image or another site', async () => {
    const api = await signedInApi(app, 'customer2@pentas.test');
    await logout(api, { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image' });
    await expectData(currentUser(api));
    await logout(api, { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'document' });
    await expectData(currentUser(api));
    await logout(api, { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document' });
    expectProblem(await currentUser(api), 401);
  });

  it('never sends a signed-in user off-site, whatever form the return path takes', async () => {
    const api = await signedInApi(app, 'customer@pentas.test');
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
      const { response } = await login(api, returnTo);
      expect(response.status, returnTo).toBe(302);
      const location = response.headers.get('location') ?? '';
      expect(location, returnTo).toBe('/');
      expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    }
    // Normalised, a real path stays on this site.
    const dotted = await login(api, '/events/./3?ref=abc');
    expect(dotted.response.headers.get('location')).toBe('/events/3?ref=abc');
  });

  it('sends a signed-in user straight back', async () => {
    const { response } = await login(await signedInApi(app, 'customer@pentas.test'), '/dashboard');
    expect(response.headers.get('location')).toBe('/dashboard');
  });
});

describe('sessions', () => {
  /** A client's signed session cookie (`token.signature`, URL-encoded) as its token and signature. */
  const cookieParts = (client: ApiClient) =>
    decodeURIComponent(/session_token=([^;]+)/.exec(client.jar.cookie)?.[1] ?? '').split('.');
  const tokenOf = (client: ApiClient) => cookieParts(client)[0];
  const sessionOf = async (client: ApiClient) =>
    (
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.token, tokenOf(client)))
    )[0];

  it('refuses a cookie whose signature is not ours, even with a live token inside', async () => {
    const client = await signedInApi(app, 'customer@pentas.test');
    const forged = `better-auth.session_token=${encodeURIComponent(`${tokenOf(client)}.${'A'.repeat(43)}=`)}`;
    expectProblem(await currentUser(withCookie(forged)), 401);
    expectProblem(await currentUser(withCookie(`better-auth.session_token=${tokenOf(client)}`)), 401);
    await expectData(currentUser(client));
  });

  it('accepts only the cookie better-auth itself would: its signature text exactly, the first cookie of the name', async () => {
    const client = await signedInApi(app, 'customer@pentas.test');
    const [token, signature] = cookieParts(client);
    const base64url = signature.replaceAll('+', '-').replaceAll('/', '_');
    const variants = [
      signature.replace(/=$/, ''), // unpadded
      `${signature}x`, // trailing junk
      `${base64url.replace(/=$/, '')}`, // base64url
    ];
    for (const variant of variants) {
      const other = withCookie(`better-auth.session_token=${encodeURIComponent(`${token}.${variant}`)}`);
      expect((await currentUser(other)).response.status, variant).toBe(401);
    }
    // better-auth reads the first cookie of a name, even one it cannot use; so do we.
    const shadowed = withCookie(`better-auth.session_token=a"b; ${client.jar.cookie}`);
    expectProblem(await currentUser(shadowed), 401);
  });

  it('ends an expired session and removes it', async () => {
    const client = await signedInApi(app, 'customer@pentas.test');
    const session = await sessionOf(client);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    const res = await currentUser(client);
    expectProblem(res, 401);
    expect(res.response.headers.get('x-request-id')).toBeTruthy();
    // The 401 also clears the browser's dead cookie, so it stops being sent.
    const cleared = res.response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(await db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
  });

  it('clears the cookie of a session that no longer exists (signed out elsewhere)', async () => {
    const client = await signedInApi(app, 'customer@pentas.test');
    await db.delete(sessions).where(eq(sessions.token, tokenOf(client)));
    const res = await currentUser(client);
    expectProblem(res, 401);
    const cleared = res.response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cleared).toMatch(/Max-Age=0/);
  });

  it('slides a session that is a day old to a fresh 30 days, and keeps the user signed in', async () => {
    const client = await signedInApi(app, 'customer@pentas.test');
    const session = await sessionOf(client);
    const day = 24 * 60 * 60 * 1000;
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 29 * day - 60_000) })
      .where(eq(sessions.id, session.id));
    const res = await currentUser(client);
    expect((await expectData(res)).email).toBe('customer@pentas.test');
    const refreshed = await sessionOf(client);
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 30 * day - 60_000);
    // The browser's cookie is renewed with it, or it would lapse 30 days after sign-in anyway.
    const renewed = res.response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(renewed).toMatch(/Max-Age=2592000/);
    expect((await currentUser(client)).response.headers.getSetCookie()).toEqual([]);
  });

  it('sees a role change at once: the role is read with the session on every request', async () => {
    const api = apiClient(app);
    const email = uniqueEmail('promoted');
    await expectData(signUp(api, { email, password: 'correct-horse', firstName: 'Promo', lastName: '' }), 201);
    expect((await expectData(currentUser(api))).role).toBe('customer');
    await db.update(users).set({ role: 'organizer' }).where(eq(users.email, email));
    expect((await expectData(currentUser(api))).role).toBe('organizer');
  });
});
