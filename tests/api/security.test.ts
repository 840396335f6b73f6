import { describe, expect, it } from 'vitest';
import { apiClient, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { expectProblem } from '../support/http';

const { app } = await createTestApp({ SIGN_IN_MAX_ATTEMPTS: '3', SIGN_IN_WINDOW_SECONDS: '300' });

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin, even with a valid session', async () => {
    const client = await signedInApi(app, 'customer@pentas.test');
    const res = await client.POST('/api/auth/sign-out', { headers: { origin: 'https://evil.example' } });
    expect(expectProblem(res, 403).detail).toBe('Cross-site requests are not allowed.');
    expect((await client.GET('/api/auth/user')).response.status).toBe(200);
  });

  it('refuses a sandboxed (null) origin and a cross-site fetch without Origin', async () => {
    const client = await signedInApi(app, 'customer@pentas.test');
    expectProblem(await client.POST('/api/auth/sign-out', { headers: { origin: 'null' } }), 403);
    expectProblem(
      await client.POST('/api/auth/sign-out', { headers: { origin: '', 'sec-fetch-site': 'cross-site' } }),
      403,
    );
  });

  it('accepts the same origin', async () => {
    const client = await signedInApi(app, 'customer@pentas.test');
    expect((await client.POST('/api/auth/sign-out')).response.status).toBe(204);
  });

  it('refuses sign-in from a foreign page (login CSRF)', async () => {
    const res = await apiClient(app).POST('/api/auth/sign-in', {
      body: { email: 'customer@pentas.test', password: 'pentas-demo' },
      headers: { origin: 'https://evil.example' },
    });
    expectProblem(res, 403);
  });
});

/** A sign-in from a fresh browser (no cookies). */
const signIn = (email: string, password: string) =>
  apiClient(app).POST('/api/auth/sign-in', { body: { email, password } });

describe('sign-in rate limit', () => {
  it('locks an e-mail after too many attempts, even with the right password', async () => {
    const email = 'customer2@pentas.test';
    for (let i = 0; i < 3; i++) {
      expect((await signIn(email, 'wrong-password')).response.status).toBe(401);
    }
    const locked = await signIn(email, 'pentas-demo');
    expect(expectProblem(locked, 429).detail).toMatch(/Too many sign-in attempts/);
  });

  it('never counts successful sign-ins: an owner signing in often is not locked out', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signIn('organizer2@pentas.test', 'pentas-demo')).response.status).toBe(200);
    }
  });

  it('does not lock out other accounts', async () => {
    expect((await signIn('reseller@pentas.test', 'pentas-demo')).response.status).toBe(200);
  });
});
