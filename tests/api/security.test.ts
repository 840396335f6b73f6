import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { Client, expectProblem, signedIn } from '../support/http';

const { app } = await createTestApp({ SIGN_IN_MAX_ATTEMPTS: '3', SIGN_IN_WINDOW_SECONDS: '300' });

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin, even with a valid session', async () => {
    const client = await signedIn(app, 'customer@pentas.test');
    const res = await client.post('/api/auth/sign-out', undefined, { origin: 'https://evil.example' });
    expect(expectProblem(res, 403).detail).toBe('Cross-site requests are not allowed.');
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses a sandboxed (null) origin and a cross-site fetch without Origin', async () => {
    const client = await signedIn(app, 'customer@pentas.test');
    expectProblem(await client.post('/api/auth/sign-out', undefined, { origin: 'null' }), 403);
    expectProblem(
      await client.post('/api/auth/sign-out', undefined, { origin: '', 'sec-fetch-site': 'cross-site' }),
      403,
    );
  });

  it('accepts the same origin', async () => {
    const client = await signedIn(app, 'customer@pentas.test');
    expect((await client.post('/api/auth/sign-out')).status).toBe(204);
  });

  it('refuses sign-in from a foreign page (login CSRF)', async () => {
    const res = await new Client(app).post(
      '/api/auth/sign-in',
      { email: 'customer@pentas.test', password: 'pentas-demo' },
      { origin: 'https://evil.example' },
    );
    expectProblem(res, 403);
  });
});

describe('sign-in rate limit', () => {
  it('locks an e-mail after too many attempts, even with the right password', async () => {
    const email = 'customer2@pentas.test';
    for (let i = 0; i < 3; i++) {
      expect((await new Client(app).post('/api/auth/sign-in', { email, password: 'wrong-password' })).status).toBe(401);
    }
    const locked = await new Client(app).post('/api/auth/sign-in', { email, password: 'pentas-demo' });
    expect(expectProblem(locked, 429).detail).toMatch(/Too many sign-in attempts/);
  });

  it('never counts successful sign-ins: an owner signing in often is not locked out', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await new Client(app).post('/api/auth/sign-in', { email: 'organizer2@pentas.test', password: 'pentas-demo' }))
          .status,
      ).toBe(200);
    }
  });

  it('does not lock out other accounts', async () => {
    const res = await new Client(app).post('/api/auth/sign-in', {
      email: 'reseller@pentas.test',
      password: 'pentas-demo',
    });
    expect(res.status).toBe(200);
  });
});
