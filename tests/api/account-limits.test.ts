import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import type { PaymentIntentRequest } from '../support/checkout';
import { insertCustomers, insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';

// Addresses come from X-Forwarded-For here, so one test can speak from many addresses.
const { app, db, sql } = await createTestApp({
  TRUST_PROXY: 'true',
  SIGN_IN_MAX_ATTEMPTS: '10',
  SIGN_IN_WINDOW_SECONDS: '300',
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const signIn = (client: ApiClient, email: string, password: string, address: string) =>
  client.POST('/api/auth/sign-in', { body: { email, password }, headers: from(address) });

describe('sign-in limits', () => {
  it('checks at most the limit of 50 wrong passwords sent at once: each slot is taken before the hash', async () => {
    const [email] = await insertCustomers(db, 1, 'burst');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => signIn(apiClient(app), email, 'wrong-password', '198.51.100.7')),
    );
    const statuses = answers.map((a) => a.response.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
  });

  it('never locks the owner out: guesses from elsewhere fill only their own address', async () => {
    const [email] = await insertCustomers(db, 1, 'owner');
    for (let i = 0; i < 10; i++) {
      expect((await signIn(apiClient(app), email, 'wrong-password', '203.0.113.9')).response.status).toBe(401);
    }
    expectProblem(await signIn(apiClient(app), email, 'pentas-demo', '203.0.113.9'), 429);
    // The owner, at home, signs in at once.
    expect((await signIn(apiClient(app), email, 'pentas-demo', '192.0.2.44')).response.status).toBe(200);
  });

  it('stops guessing spread over many addresses, except on devices that signed in before', async () => {
    const [email] = await insertCustomers(db, 1, 'spread');
    const owner = apiClient(app);
    expect((await signIn(owner, email, 'pentas-demo', '192.0.2.10')).response.status).toBe(200);
    expect(owner.jar.cookie).toContain('pentas.known_device=');
    // 100 failures (the account's ceiling for unknown devices) from 100 addresses, 20 at a time.
    for (let batch = 0; batch < 5; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => signIn(apiClient(app), email, 'wrong-password', `10.9.${batch}.${i + 1}`)),
      );
      expect(answers.map((a) => a.response.status)).toEqual(Array(20).fill(401));
    }
    const stranger = await signIn(apiClient(app), email, 'wrong-password', '10.9.9.9');
    expect(expectProblem(stranger, 429).detail).toMatch(/from new devices/);
    // Even the right password from an unknown device waits: guessing must not learn it is right.
    expectProblem(await signIn(apiClient(app), email, 'pentas-demo', '10.9.9.10'), 429);
    // The owner's browser is known to the account: it signs in, from any address.
    expect((await signIn(owner, email, 'pentas-demo', '192.0.2.77')).response.status).toBe(200);
  });

  it("lets the owner's known device in on an address whose guesses reached the account's limit there", async () => {
    const [email] = await insertCustomers(db, 1, 'campus');
    const owner = apiClient(app);
    expect((await signIn(owner, email, 'pentas-demo', '198.51.100.80')).response.status).toBe(200);
    // Someone else on the same campus address guesses the owner's password until refused.
    for (let i = 0; i < 10; i++) {
      expect((await signIn(apiClient(app), email, 'wrong-password', '198.51.100.80')).response.status).toBe(401);
    }
    expectProblem(await signIn(apiClient(app), email, 'pentas-demo', '198.51.100.80'), 429);
    // The owner's browser, on that very address, still signs in.
    expect((await signIn(owner, email, 'pentas-demo', '198.51.100.80')).response.status).toBe(200);
  });

  it('does not count a right password, so an owner signing in often is never refused', async () => {
    const [email] = await insertCustomers(db, 1, 'often');
    for (let i = 0; i < 15; i++) {
      expect((await signIn(apiClient(app), email, 'pentas-demo', '192.0.2.99')).response.status).toBe(200);
    }
  });
});

const cart = (eventId: number, ticketTypeId: number, quantity: number, unitPrice: string): PaymentIntentRequest => ({
  eventId,
  currency: 'MYR',
  orderItems: [{ ticketTypeId, quantity, unitPrice }],
});

describe('the counters', () => {
  it('are kept unlogged: a request that only counts an attempt commits without waiting for a WAL flush', async () => {
    const [table] = await sql<{ persistence: string }[]>`
      select relpersistence as persistence from pg_class where relname = 'rate_limits'`;
    expect(table.persistence).toBe('u');
  });
});

describe('per-account checkout limits under concurrency', () => {
  it('30 simultaneous checkouts by one new account hold at most 5 orders', async () => {
    const [email] = await insertCustomers(db, 1, 'hoarder');
    const buyer = await signedInApi(app, email);
    const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 1000, quantity: 500 }] });
    const [type] = event.ticketTypes;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        buyer.POST('/api/create-payment-intent', { body: cart(event.id, type.id, 10, '10.00') }),
      ),
    );
    expect(answers.filter((a) => a.response.status === 200)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.response.status !== 200)) {
      expect(expectProblem(refused, 409).code).toBe('too_many_pending');
    }
  });

  it('caps the free tickets one account can take of an event, even in a burst', async () => {
    const [email] = await insertCustomers(db, 1, 'freeloader');
    const buyer = await signedInApi(app, email);
    const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 0, quantity: 500 }] });
    const [type] = event.ticketTypes;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        buyer.POST('/api/create-payment-intent', { body: cart(event.id, type.id, 2, '0.00') }),
      ),
    );
    // MAX_FREE_TICKETS_PER_EVENT (10) at 2 a time: five orders complete, the rest are refused.
    expect(answers.filter((a) => a.response.status === 200).map((a) => a.data?.status)).toEqual(
      Array(5).fill('completed'),
    );
    for (const refused of answers.filter((a) => a.response.status !== 200)) {
      expect(expectProblem(refused, 409).code).toBe('free_ticket_limit');
    }
    const tickets = await expectData(buyer.GET('/api/my-tickets'));
    expect(tickets.filter((t) => t.event.id === event.id)).toHaveLength(10);
  });
});
