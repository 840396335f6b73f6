import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  affiliateCodes,
  demoPaymentIntents,
  orderItems,
  orders,
  rateLimits,
  sessions,
  tickets,
  ticketTypes,
} from '../../api/src/db/schema';
import { releaseHold } from '../../api/src/modules/orders/holds';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import type { PaymentIntentRequest } from '../support/checkout';
import { insertAccount, insertCustomers, insertEvent, userId } from '../support/factories';
import { expectProblem } from '../support/http';
import { sessionTokenOf, setSessionExpiry } from '../support/sessions';

const { app, db, deps } = await createTestApp({
  SIGN_IN_MAX_ATTEMPTS: '10000',
  SERVICE_FEE_PERCENT: '3',
  SERVICE_FEE_FIXED: 'MYR:1.00',
});
const customer = await signedInApi(app, 'customer@pentas.test');

async function eventWith(
  tickets: NonNullable<Parameters<typeof insertEvent>[2]>['tickets'],
  currency: Currency = 'MYR',
) {
  const event = await insertEvent(db, 'organizer@pentas.test', { currency, tickets });
  return { event, types: event.ticketTypes };
}

const sold = async (id: number) => (await db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0].soldQuantity;

type Currency = PaymentIntentRequest['currency'];

/** Starts checkout with this body (`POST /api/create-payment-intent`). */
const startPayment = (client: ApiClient, body: PaymentIntentRequest) =>
  client.POST('/api/create-payment-intent', { body });

function cart(
  eventId: number,
  items: { id: number; quantity: number; price: string }[],
  currency: Currency = 'MYR',
): PaymentIntentRequest {
  return {
    eventId,
    currency,
    orderItems: items.map((i) => ({ ticketTypeId: i.id, quantity: i.quantity, unitPrice: i.price })),
  };
}

describe('POST /api/create-payment-intent', () => {
  it('holds the tickets, prices everything on the server and creates the intent', async () => {
    const { event, types } = await eventWith([
      { priceMinor: 8000, quantity: 50 },
      { priceMinor: 22050, quantity: 5 },
    ]);
    const started = await expectData(
      startPayment(customer, {
        ...cart(event.id, [
          { id: types[0].id, quantity: 2, price: '80.00' },
          { id: types[1].id, quantity: 1, price: '220.5' },
        ]),
        customerData: { fullName: 'Chloe Tan', email: 'chloe@example.com' },
      }),
    );
    expect(started.clientSecret).toMatch(/^pi_demo_\w+_secret_\w+$/);
    const [order] = await db.select().from(orders).where(eq(orders.id, started.orderId));
    expect(order).toMatchObject({
      status: 'pending',
      currency: 'MYR',
      totalMinor: 38050,
      serviceFeeMinor: 1142 + 100,
      customerName: 'Chloe Tan',
    });
    expect(order.holdExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await sold(types[0].id)).toBe(2);
    expect(await sold(types[1].id)).toBe(1);
    const [intent] = await db
      .select()
      .from(demoPaymentIntents)
      .where(eq(demoPaymentIntents.id, order.paymentIntentId as string));
    expect(intent).toMatchObject({
      amountMinor: 38050 + 1242,
      currency: 'MYR',
      paymentMethodTypes: ['card', 'fpx', 'grabpay'],
    });
  });

  it('offers GrabPay and card for SGD, card only for IDR', async () => {
    for (const [currency, methods] of [
      ['SGD', ['card', 'grabpay']],
      ['IDR', ['card']],
    ] as const) {
      const { event, types } = await eventWith([{ priceMinor: 1000 }], currency);
      const started = await expectData(
        startPayment(customer, cart(event.id, [{ id: types[0].id, quantity: 1, price: '10.00' }], currency)),
      );
      const [order] = await db.select().from(orders).where(eq(orders.id, started.orderId));
      const [intent] = await db
        .select()
        .from(demoPaymentIntents)
        .where(eq(demoPaymentIntents.id, order.paymentIntentId as string));
      expect(intent.paymentMethodTypes).toEqual(methods);
    }
  });

  it('refuses a tampered price, and holds nothing', async () => {
    const { event, types } = await eventWith([{ priceMinor: 8000 }]);
    const before = await db.$count(orders);
    const res = await startPayment(customer, cart(event.id, [{ id: types[0].id, quantity: 2, price: '1.00' }]));
    expect(expectProblem(res, 409).code).toBe('prices_changed');
    expect(await sold(types[0].id)).toBe(0);
    expect(await db.$count(orders)).toBe(before);
  });

  it('refuses 11 of a type, and inactive or foreign ticket types', async () => {
    const { event, types } = await eventWith([{ priceMinor: 1000 }, { priceMinor: 1000, isActive: false }]);
    const other = await eventWith([{ priceMinor: 1000 }]);
    const eleven = await startPayment(customer, cart(event.id, [{ id: types[0].id, quantity: 11, price: '10.00' }]));
    expect(expectProblem(eleven, 422).errors).toContainEqual({
      path: 'orderItems.0.quantity',
      message: 'Maximum 10 tickets per type allowed',
    });
    const inactive = await startPayment(customer, cart(event.id, [{ id: types[1].id, quantity: 1, price: '10.00' }]));
    expect(expectProblem(inactive, 422).errors?.[0].path).toBe('orderItems.0.ticketTypeId');
    const foreign = await startPayment(
      customer,
      cart(event.id, [{ id: other.types[0].id, quantity: 1, price: '10.00' }]),
    );
    expect(expectProblem(foreign, 422).errors?.[0].path).toBe('orderItems.0.ticketTypeId');
    const empty = await startPayment(customer, { eventId: event.id, currency: 'MYR', orderItems: [] });
    expect(expectProblem(empty, 422).detail).toBe('No items in cart');
  });

  it('says how many are left when there are not enough, and holds nothing', async () => {
    const { event, types } = await eventWith([
      { priceMinor: 1000, quantity: 10, soldQuantity: 8 },
      { priceMinor: 500 },
    ]);
    const res = await startPayment(
      customer,
      cart(event.id, [
        { id: types[1].id, quantity: 2, price: '5.00' },
        { id: types[0].id, quantity: 3, price: '10.00' },
      ]),
    );
    const problem = expectProblem(res, 409);
    expect(problem.code).toBe('not_enough_tickets');
    expect(problem.detail).toMatch(/^Only 2 tickets available for /);
    expect(await sold(types[0].id)).toBe(8);
    expect(await sold(types[1].id)).toBe(0);
  });

  it('refuses a currency that is not the event currency', async () => {
    const { event, types } = await eventWith([{ priceMinor: 1000 }]);
    const res = await startPayment(customer, cart(event.id, [{ id: types[0].id, quantity: 1, price: '10.00' }], 'IDR'));
    expect(expectProblem(res, 422).detail).toContain('currency');
  });

  it('records a valid affiliate code, ignores unknown ones and the buyer’s own', async () => {
    const { event, types } = await eventWith([{ priceMinor: 1000 }]);
    const [reseller] = await db
      .insert(affiliateCodes)
      // A reseller of its own: the demo one has a seeded code.
      .values({ userId: await userId(db, await insertAccount(db, 'reseller', 'checkout-code')), code: 'RSL-TEST1' })
      .returning();
    await db.insert(affiliateCodes).values({ userId: await userId(db, 'customer2@pentas.test'), code: 'OWN-CODE1' });
    const buyer = await signedInApi(app, 'customer2@pentas.test');
    const attributed = async (affiliateCode: string) => {
      const { orderId } = await expectData(
        startPayment(buyer, { ...cart(event.id, [{ id: types[0].id, quantity: 1, price: '10.00' }]), affiliateCode }),
      );
      return (await db.select().from(orders).where(eq(orders.id, orderId)))[0].affiliateCodeId;
    };
    expect(await attributed('RSL-TEST1')).toBe(reseller.id);
    expect(await attributed('NO-SUCH-CODE')).toBeNull();
    expect(await attributed('OWN-CODE1')).toBeNull();
  });

  it('limits unpaid checkouts per account', async () => {
    const [email] = await insertCustomers(db, 1, 'pending');
    const buyer = await signedInApi(app, email);
    const { event, types } = await eventWith([{ priceMinor: 1000 }]);
    const start = () => startPayment(buyer, cart(event.id, [{ id: types[0].id, quantity: 1, price: '10.00' }]));
    for (let i = 0; i < 5; i++) await expectData(start());
    expect(expectProblem(await start(), 409).code).toBe('too_many_pending');
  });

  it('limits checkout starts to 30 a minute per account, counting refused ones, 40 sent at once', async () => {
    const [email, other] = await insertCustomers(db, 2, 'starts');
    const buyer = await signedInApi(app, email);
    const { event, types } = await eventWith([{ priceMinor: 1000, quantity: 5 }]);
    // Sold out after five: the other 35 starts are refused with a 409 or a 429, and still count.
    const starts = await Promise.all(
      Array.from({ length: 40 }, () =>
        startPayment(buyer, cart(event.id, [{ id: types[0].id, quantity: 1, price: '10.00' }])),
      ),
    );
    const statuses = starts.map((s) => s.response.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(5);
    const limited = starts.find((s) => s.response.status === 429) as (typeof starts)[number];
    expect(expectProblem(limited, 429).detail).toBe('Too many checkouts started. Please wait a minute and try again.');
    // An unknown event counts too (the count comes before the read), and other accounts are untouched.
    expectProblem(await startPayment(buyer, cart(987_654, [{ id: types[0].id, quantity: 1, price: '10.00' }])), 429);
    const someoneElse = await signedInApi(app, other);
    expectProblem(await startPayment(someoneElse, cart(987_654, [{ id: 1, quantity: 1, price: '10.00' }])), 404);
  });

  it('gives the stock back when the payment provider fails', async () => {
    const { event, types } = await eventWith([{ priceMinor: 1000 }]);
    const real = deps.payments.createIntent;
    deps.payments.createIntent = async () => {
      throw new Error('connection reset by the provider');
    };
    try {
      const res = await startPayment(customer, cart(event.id, [{ id: types[0].id, quantity: 3, price: '10.00' }]));
      expect(expectProblem(res, 502).detail).toContain('Stripe');
    } finally {
      deps.payments.createIntent = real;
    }
    expect(await sold(types[0].id)).toBe(0);
    const [order] = await db.select().from(orders).where(eq(orders.eventId, event.id));
    expect(order).toMatchObject({ status: 'failed', holdExpiresAt: null });
  });

  describe("the session, read in the checkout's first statement", () => {
    const token = sessionTokenOf;
    const setExpiry = (client: ApiClient, expiresAt: Date) => setSessionExpiry(db, client, expiresAt);
    const startsCounted = async (email: string) => {
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(eq(rateLimits.key, `checkout:user:${await userId(db, email)}`));
      return row?.count ?? 0;
    };
    const day = 24 * 60 * 60 * 1000;

    it('a live session: the buyer is the session’s user, the start counted once', async () => {
      const [email] = await insertCustomers(db, 1, 'live-session');
      const buyer = await signedInApi(app, email);
      const { event, types } = await eventWith([{ priceMinor: 1000 }]);
      const started = await expectData(
        startPayment(buyer, cart(event.id, [{ id: types[0].id, quantity: 1, price: '10.00' }])),
      );
      const [order] = await db.select().from(orders).where(eq(orders.id, started.orderId));
      expect(order.userId).toBe(await userId(db, email));
      expect(await startsCounted(email)).toBe(1);
    });

    it('a session due for its refresh: better-auth slides it and renews the cookie; counted once', async () => {
      const [email] = await insertCustomers(db, 1, 'due-session');
      const buyer = await signedInApi(app, email);
      await setExpiry(buyer, new Date(Date.now() + 29 * day - 60_000));
      const { event, types } = await eventWith([{ priceMinor: 1000 }]);
      const res = await startPayment(buyer, cart(event.id, [{ id: types[0].id, quantity: 1, price: '10.00' }]));
      await expectData(res);
      const renewed = res.response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
      expect(renewed).toMatch(/Max-Age=2592000/);
      const [session] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.token, token(buyer)));
      expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 30 * day - 60_000);
      expect(await startsCounted(email)).toBe(1);
    });

    it('no signed session cookie (none, or forged): 401 before the body is read', async () => {
      const forged = apiClient(app);
      forged.jar.cookie = `better-auth.session_token=${encodeURIComponent(`${'x'.repeat(32)}.${'A'.repeat(43)}=`)}`;
      for (const client of [apiClient(app), forged]) {
        const res = await client.POST('/api/create-payment-intent', { body: {} as PaymentIntentRequest });
        expectProblem(res, 401);
      }
    });

    it('counts a refused start the same on both paths (a live session, one due for its refresh)', async () => {
      const [liveEmail, dueEmail] = await insertCustomers(db, 2, 'refused-start');
      const live = await signedInApi(app, liveEmail);
      const due = await signedInApi(app, dueEmail);
      await setExpiry(due, new Date(Date.now() + 29 * day - 60_000));
      const { event, types } = await eventWith([{ priceMinor: 1000 }]);
      const twice = { id: types[0].id, quantity: 1, price: '10.00' };
      for (const client of [live, due]) expectProblem(await startPayment(client, cart(event.id, [twice, twice])), 422);
      expect(await startsCounted(liveEmail)).toBe(1);
      expect(await startsCounted(dueEmail)).toBe(1);
    });

    it('an expired session, or one signed out elsewhere: 401, nothing counted or held', async () => {
      const [expiredEmail, goneEmail] = await insertCustomers(db, 2, 'dead-session');
      const expired = await signedInApi(app, expiredEmail);
      const gone = await signedInApi(app, goneEmail);
      await setExpiry(expired, new Date(Date.now() - 1000));
      await db.delete(sessions).where(eq(sessions.token, token(gone)));
      const { event, types } = await eventWith([{ priceMinor: 1000 }]);
      for (const client of [expired, gone]) {
        const res = await startPayment(client, cart(event.id, [{ id: types[0].id, quantity: 1, price: '10.00' }]));
        expectProblem(res, 401);
      }
      expect(await startsCounted(expiredEmail)).toBe(0);
      expect(await startsCounted(goneEmail)).toBe(0);
      expect(await sold(types[0].id)).toBe(0);
    });
  });

  it('a hold released while its intent is created: 409, the intent cancelled and not attached, stock back', async () => {
    const { event, types } = await eventWith([{ priceMinor: 1000, quantity: 4 }]);
    const real = deps.payments.createIntent;
    // The sweep releases the lapsed hold after it was written and before the provider answers.
    deps.payments.createIntent = async (input) => {
      await releaseHold(db, input.orderId, 'cancelled', 'Payment time expired.');
      return real(input);
    };
    try {
      const res = await startPayment(customer, cart(event.id, [{ id: types[0].id, quantity: 3, price: '10.00' }]));
      expect(expectProblem(res, 409).code).toBe('order_cancelled');
    } finally {
      deps.payments.createIntent = real;
    }
    expect(await sold(types[0].id)).toBe(0);
    const [order] = await db.select().from(orders).where(eq(orders.eventId, event.id));
    expect(order).toMatchObject({ status: 'cancelled', paymentIntentId: null });
    const [intent] = await db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.orderId, order.id));
    expect(intent.status).toBe('canceled');
  });

  it('issues free tickets at once, with no fee and no payment intent', async () => {
    const { event, types } = await eventWith([{ priceMinor: 0, quantity: 5 }]);
    const started = await expectData(
      startPayment(customer, cart(event.id, [{ id: types[0].id, quantity: 2, price: '0.00' }])),
    );
    expect(started).toMatchObject({ clientSecret: null, status: 'completed' });
    const [order] = await db.select().from(orders).where(eq(orders.id, started.orderId));
    expect(order).toMatchObject({ status: 'completed', totalMinor: 0, serviceFeeMinor: 0, paymentIntentId: null });
    expect(await db.select().from(tickets).where(eq(tickets.orderId, order.id))).toHaveLength(2);
    expect(await sold(types[0].id)).toBe(2);
  });

  it('needs a signed-in buyer', async () => {
    expectProblem(await startPayment(apiClient(app), cart(1, [{ id: 1, quantity: 1, price: '80.00' }])), 401);
  });
});

describe('the flash-sale race', () => {
  it.each([
    [100, 300],
    [1, 50],
  ])(
    '%i tickets, %i buyers at once: exactly that many held, everyone else a clean 409',
    async (quantity, buyers) => {
      const { event, types } = await eventWith([{ priceMinor: 5000, quantity }]);
      const emails = await insertCustomers(db, buyers, `race${quantity}`);
      const clients: ApiClient[] = [];
      for (let i = 0; i < emails.length; i += 25)
        clients.push(...(await Promise.all(emails.slice(i, i + 25).map((e) => signedInApi(app, e)))));
      const results = await Promise.all(
        clients.map((c) => startPayment(c, cart(event.id, [{ id: types[0].id, quantity: 1, price: '50.00' }]))),
      );
      const ok = results.filter((r) => r.response.status === 200);
      const refused = results.filter((r) => r.response.status === 409);
      expect(ok).toHaveLength(quantity);
      expect(refused).toHaveLength(buyers - quantity);
      expect(refused.every((r) => r.error?.code === 'not_enough_tickets')).toBe(true);
      expect(await sold(types[0].id)).toBe(quantity);
      const held = await db.select().from(orderItems).where(eq(orderItems.ticketTypeId, types[0].id));
      expect(held).toHaveLength(quantity);
    },
    120_000,
  );
});
