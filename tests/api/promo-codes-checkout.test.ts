import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app';
import * as schema from '../../api/src/db/schema';
import { affiliateCodes, orderItems, orders, promoCodes, tickets, ticketTypes } from '../../api/src/db/schema';
import { createDeps } from '../../api/src/deps';
import { releaseLapsedHolds } from '../../api/src/modules/orders/sweeps';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp, ORIGIN } from '../support/app';
import { type CartLine, payDemo, startCheckout } from '../support/checkout';
import { TEST_AUTH_SECRET } from '../support/constants';
import { insertAccount, insertCustomers, insertEvent, userId } from '../support/factories';
import { insertCode } from '../support/promo-codes';

/**
 * Checkout with promo and access codes (docs/design/promo-codes.md): the server prices each line with
 * the code, hidden types need an access code, and uses are taken in tickets with the hold, exactly,
 * under real concurrency; given back on lapse, delete and refund.
 */
const { app, db, deps, sql: client } = await createTestApp({ SIGN_IN_MAX_ATTEMPTS: '10000' });
const buyer = await signedInApi(app, 'customer@pentas.test');
const organizer = await signedInApi(app, 'organizer@pentas.test');

let tag = 0;
async function buyers(count: number) {
  tag += 1;
  const emails = await insertCustomers(db, count, `codes-${tag}`);
  return Promise.all(emails.map((email) => signedInApi(app, email)));
}

const line = (ticketTypeId: number, quantity: number, unitPrice: string): CartLine => ({
  ticketTypeId,
  quantity,
  unitPrice,
});

const checkout = (client: ApiClient, eventId: number, items: CartLine[], code?: string) =>
  client.POST('/api/create-payment-intent', {
    body: { eventId, currency: 'MYR', orderItems: items, ...(code === undefined ? {} : { code }) },
  });

const codeRow = async (id: number) => (await db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0];
const sold = async (id: number) => (await db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0].soldQuantity;

async function sale(tickets: NonNullable<Parameters<typeof insertEvent>[2]>['tickets'] = [{ priceMinor: 5000 }]) {
  const event = await insertEvent(db, 'organizer@pentas.test', { tickets });
  return { event, types: event.ticketTypes };
}

describe('pricing with a code', () => {
  it('prices each line it applies to on the server, keeps the list price beside it, and counts its uses in tickets', async () => {
    const { event, types } = await sale([{ priceMinor: 5000 }, { priceMinor: 3000 }]);
    const code = await insertCode(db, event.id, { code: 'EarlyBird', ticketTypeIds: [types[0].id] });
    // Any case is the same code; the line it names is 20% off, the other at its list price.
    const { order } = await startCheckout(
      db,
      buyer,
      event.id,
      [line(types[0].id, 2, '40.00'), line(types[1].id, 1, '30.00')],
      'MYR',
      { code: 'EARLYBIRD' },
    );
    expect(order).toMatchObject({ promoCodeId: code.id, totalMinor: 2 * 4000 + 3000 });
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => [i.ticketTypeId, i.unitPriceMinor, i.listPriceMinor]).sort()).toEqual(
      [
        [types[0].id, 4000, 5000],
        [types[1].id, 3000, null],
      ].sort(),
    );
    expect((await codeRow(code.id)).used).toBe(2);
    // The order's page names the code as the organizer wrote it, and each line's list price where it changed.
    const page = await expectData(buyer.GET('/api/orders/{id}', { params: { path: { id: order.id } } }));
    expect(page.promoCode).toBe('EarlyBird');
    expect(page.lines.map((l) => [l.unitPrice, l.listPrice]).sort()).toEqual(
      [
        ['40.00', '50.00'],
        ['30.00', null],
      ].sort(),
    );
  });

  it('ignores the price the client sends: the list price with a code is refused, as is a lower one', async () => {
    const { event, types } = await sale([{ priceMinor: 5000 }]);
    const code = await insertCode(db, event.id, { discountType: 'amount', discountValue: 1500 });
    for (const price of ['50.00', '1.00']) {
      const refused = await checkout(buyer, event.id, [line(types[0].id, 1, price)], code.code);
      expect(refused.response.status).toBe(409);
      expect(refused.error).toMatchObject({ code: 'prices_changed' });
    }
    // Without the code, the discounted price is not the buyer's either.
    const noCode = await checkout(buyer, event.id, [line(types[0].id, 1, '35.00')]);
    expect(noCode.error).toMatchObject({ code: 'prices_changed' });
    expect(await sold(types[0].id)).toBe(0);
    expect((await codeRow(code.id)).used).toBe(0);
    const { order } = await startCheckout(db, buyer, event.id, [line(types[0].id, 1, '35.00')], 'MYR', {
      code: code.code.toLowerCase(),
    });
    expect(order.totalMinor).toBe(3500);
  });

  it('sets a price, never above the list price, and a 100% code completes the order at once as free', async () => {
    const { event, types } = await sale([{ priceMinor: 5000 }, { priceMinor: 2000 }]);
    const setPrice = await insertCode(db, event.id, { discountType: 'price', discountValue: 2500 });
    const { order } = await startCheckout(
      db,
      buyer,
      event.id,
      [line(types[0].id, 1, '25.00'), line(types[1].id, 1, '20.00')],
      'MYR',
      { code: setPrice.code },
    );
    expect(order.totalMinor).toBe(4500);
    const free = await insertCode(db, event.id, { discountValue: 100, maxUses: 1 });
    const done = await expectData(checkout(buyer, event.id, [line(types[0].id, 1, '0.00')], free.code));
    expect(done.status).toBe('completed');
    expect((await codeRow(free.id)).used).toBe(1);
  });

  it('leaves a code that prices no line off the order (no use taken)', async () => {
    const { event, types } = await sale([{ priceMinor: 5000 }, { priceMinor: 3000 }]);
    const code = await insertCode(db, event.id, { ticketTypeIds: [types[0].id] });
    const { order } = await startCheckout(db, buyer, event.id, [line(types[1].id, 1, '30.00')], 'MYR', {
      code: code.code,
    });
    expect(order.promoCodeId).toBeNull();
    expect((await codeRow(code.id)).used).toBe(0);
  });
});

describe("a code's rules, each at its edge", () => {
  it('works from valid_from and until valid_until (excluded); unknown and deleted codes are refused', async () => {
    const { event, types } = await sale([{ priceMinor: 5000 }]);
    const now = Date.now();
    const early = await insertCode(db, event.id, { validFrom: new Date(now + 60_000) });
    const late = await insertCode(db, event.id, { validUntil: new Date(now - 1) });
    const open = await insertCode(db, event.id, {
      validFrom: new Date(now - 1000),
      validUntil: new Date(now + 60_000),
    });
    const gone = await insertCode(db, event.id, { deletedAt: new Date() });
    const cart = [line(types[0].id, 1, '40.00')];
    for (const [code, detail] of [
      [early.code, /not valid yet/],
      [late.code, /expired/],
      ['NO-SUCH-CODE', /not valid for this event/],
      [gone.code, /not valid for this event/],
    ] as const) {
      const refused = await checkout(buyer, event.id, cart, code);
      expect(refused.response.status, code).toBe(422);
      expect(refused.error).toMatchObject({ code: 'promo_code_not_valid', detail: expect.stringMatching(detail) });
    }
    await expectData(checkout(buyer, event.id, cart, open.code));
    // A code of another event is no code of this one.
    const other = await sale([{ priceMinor: 5000 }]);
    const elsewhere = await insertCode(db, other.event.id);
    expect((await checkout(buyer, event.id, cart, elsewhere.code)).error).toMatchObject({
      code: 'promo_code_not_valid',
    });
  });

  it('takes at most max_uses tickets in total, and each buyer at most max_per_buyer', async () => {
    const { event, types } = await sale([{ priceMinor: 5000 }]);
    const code = await insertCode(db, event.id, { maxUses: 5, maxPerBuyer: 3 });
    const [first, second] = await buyers(2);
    const cart = (n: number) => [line(types[0].id, n, '40.00')];
    await expectData(checkout(first, event.id, cart(2), code.code));
    const overBuyer = await checkout(first, event.id, cart(2), code.code);
    expect(overBuyer.response.status).toBe(409);
    expect(overBuyer.error).toMatchObject({
      code: 'promo_code_limit_per_buyer',
      detail: expect.stringMatching(/1 more ticket/),
    });
    await expectData(checkout(first, event.id, cart(1), code.code));
    const overTotal = await checkout(second, event.id, cart(3), code.code);
    expect(overTotal.response.status).toBe(409);
    expect(overTotal.error).toMatchObject({
      code: 'promo_code_used_up',
      detail: expect.stringMatching(/2 more tickets/),
    });
    await expectData(checkout(second, event.id, cart(2), code.code));
    expect((await codeRow(code.id)).used).toBe(5);
    const usedUp = await checkout(buyer, event.id, cart(1), code.code);
    expect(usedUp.error).toMatchObject({ code: 'promo_code_used_up' });
    expect(await sold(types[0].id)).toBe(5);
  });

  it("counts a buyer's limit from the hold function too, when the quick checks are passed at once", async () => {
    const { event, types } = await sale([{ priceMinor: 5000 }]);
    const code = await insertCode(db, event.id, { maxPerBuyer: 2 });
    const [one] = await buyers(1);
    const tries = await Promise.all(
      Array.from({ length: 4 }, () => checkout(one, event.id, [line(types[0].id, 1, '40.00')], code.code)),
    );
    expect(tries.filter((t) => t.response.status === 200)).toHaveLength(2);
    expect(tries.filter((t) => (t.error as { code?: string })?.code === 'promo_code_limit_per_buyer')).toHaveLength(2);
    expect((await codeRow(code.id)).used).toBe(2);
  });

  it('applies only to the types it names: another type keeps its list price', async () => {
    const { event, types } = await sale([{ priceMinor: 5000 }, { priceMinor: 3000 }]);
    const code = await insertCode(db, event.id, { ticketTypeIds: [types[1].id], maxUses: 1 });
    const refused = await checkout(buyer, event.id, [line(types[0].id, 1, '40.00')], code.code);
    expect(refused.error).toMatchObject({ code: 'prices_changed' });
    // Two of the named type would take two uses of a one-use code: refused, whatever the other lines.
    const over = await checkout(
      buyer,
      event.id,
      [line(types[0].id, 3, '50.00'), line(types[1].id, 2, '24.00')],
      code.code,
    );
    expect(over.error).toMatchObject({ code: 'promo_code_used_up' });
  });
});

describe('hidden ticket types', () => {
  it('are invisible without an access code: the public event, the catalog price and checkout', async () => {
    const { event, types } = await sale([
      { name: 'General', priceMinor: 5000 },
      { name: 'Press', priceMinor: 1000, hidden: true },
    ]);
    const anyone = apiClient(app);
    const page = await expectData(anyone.GET('/api/events/{id}', { params: { path: { id: event.id } } }));
    expect(page.ticketTypes.map((t) => t.name)).toEqual(['General']);
    expect(page.minPrice).toBe('50.00');
    const listed = await expectData(anyone.GET('/api/events', { params: { query: { q: event.title, pageSize: 50 } } }));
    expect(listed.find((e) => e.id === event.id)?.minPrice).toBe('50.00');
    const refused = await checkout(buyer, event.id, [line(types[1].id, 1, '10.00')]);
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({ code: 'validation_failed' });
    // A discount code does not reveal it either.
    const discount = await insertCode(db, event.id);
    const withDiscount = await checkout(buyer, event.id, [line(types[1].id, 1, '8.00')], discount.code);
    expect(withDiscount.error).toMatchObject({ code: 'validation_failed' });
    const discountPage = await expectData(
      anyone.GET('/api/events/{id}', { params: { path: { id: event.id }, query: { code: discount.code } } }),
    );
    expect(discountPage.ticketTypes.map((t) => [t.name, t.price, t.discountedPrice])).toEqual([
      ['General', '50.00', '40.00'],
    ]);
    expect(await sold(types[1].id)).toBe(0);
  });

  it('appear with an access code that names them, which sells them (at a discount when it has one)', async () => {
    const { event, types } = await sale([
      { name: 'General', priceMinor: 5000 },
      { name: 'Press', priceMinor: 2000, hidden: true },
      { name: 'Crew', priceMinor: 1000, hidden: true },
    ]);
    const press = await insertCode(db, event.id, {
      code: 'PRESS',
      kind: 'access',
      discountType: null,
      discountValue: null,
      ticketTypeIds: [types[1].id],
    });
    const page = await expectData(
      apiClient(app).GET('/api/events/{id}', { params: { path: { id: event.id }, query: { code: 'press' } } }),
    );
    expect(page.promoCode).toMatchObject({ code: 'PRESS', status: 'applied', kind: 'access' });
    expect(page.ticketTypes.map((t) => [t.name, t.hidden, t.discountedPrice])).toEqual([
      ['Press', true, null],
      ['General', false, null],
    ]);
    const [pressBuyer] = await buyers(1);
    const { order } = await startCheckout(db, pressBuyer, event.id, [line(types[1].id, 1, '20.00')], 'MYR', {
      code: 'Press',
    });
    expect(order.promoCodeId).toBe(press.id);
    // Crew is not this code's to reveal.
    const crew = await checkout(pressBuyer, event.id, [line(types[2].id, 1, '10.00')], 'PRESS');
    expect(crew.error).toMatchObject({ code: 'validation_failed' });
  });

  it('answer an unknown or expired code with the event as everyone sees it and a reason, never an error', async () => {
    const { event } = await sale([{ name: 'General', priceMinor: 5000 }]);
    const expired = await insertCode(db, event.id, { validUntil: new Date(Date.now() - 1000) });
    for (const [code, status] of [
      ['NOPE', 'not_found'],
      [expired.code, 'expired'],
    ] as const) {
      const page = await expectData(
        apiClient(app).GET('/api/events/{id}', { params: { path: { id: event.id }, query: { code } } }),
      );
      expect(page.promoCode).toMatchObject({ code, status });
      expect(page.ticketTypes.map((t) => t.discountedPrice)).toEqual([null]);
    }
  });
});

describe('reserved stock', () => {
  it("is off sale to the public and on sale to the code's holders, down to the last ticket", async () => {
    const { event, types } = await sale([{ priceMinor: 5000, quantity: 10 }]);
    const code = await insertCode(db, event.id, { ticketTypeIds: [types[0].id], reservedQuantity: 4, maxUses: 6 });
    const anyone = apiClient(app);
    const page = await expectData(anyone.GET('/api/events/{id}', { params: { path: { id: event.id } } }));
    expect(page.ticketTypes[0].available).toBe(6);
    const withCode = await expectData(
      anyone.GET('/api/events/{id}', { params: { path: { id: event.id }, query: { code: code.code } } }),
    );
    expect(withCode.ticketTypes[0].available).toBe(10);
    const [publicBuyer, holder] = await buyers(2);
    const tooMany = await checkout(publicBuyer, event.id, [line(types[0].id, 7, '50.00')]);
    expect(tooMany.error).toMatchObject({ code: 'not_enough_tickets', detail: expect.stringMatching(/Only 6/) });
    await expectData(checkout(publicBuyer, event.id, [line(types[0].id, 6, '50.00')]));
    const soldOut = await checkout(publicBuyer, event.id, [line(types[0].id, 1, '50.00')]);
    expect(soldOut.error).toMatchObject({ code: 'not_enough_tickets' });
    await expectData(checkout(holder, event.id, [line(types[0].id, 4, '40.00')], code.code));
    expect(await sold(types[0].id)).toBe(10);
  });

  it("of a hidden type is off sale to another access code's holders too, as the page shows them", async () => {
    const { event, types } = await sale([
      { name: 'General', priceMinor: 5000 },
      { name: 'Press', priceMinor: 2000, quantity: 10, hidden: true },
    ]);
    const access = { kind: 'access' as const, discountType: null, discountValue: null, ticketTypeIds: [types[1].id] };
    await insertCode(db, event.id, { ...access, code: 'GUESTS', reservedQuantity: 4 });
    await insertCode(db, event.id, { ...access, code: 'PRESS' });
    const page = await expectData(
      apiClient(app).GET('/api/events/{id}', { params: { path: { id: event.id }, query: { code: 'PRESS' } } }),
    );
    expect(page.ticketTypes.find((t) => t.name === 'Press')?.available).toBe(6);
    const [pressBuyer] = await buyers(1);
    const tooMany = await checkout(pressBuyer, event.id, [line(types[1].id, 7, '20.00')], 'PRESS');
    expect(tooMany.error).toMatchObject({ code: 'not_enough_tickets', detail: expect.stringMatching(/Only 6/) });
  });

  it('is refused when fewer tickets are left than it sets aside, and a reservation needs one type', async () => {
    const { event, types } = await sale([{ priceMinor: 5000, quantity: 10, soldQuantity: 7 }]);
    const body = {
      code: 'VIPHOLD',
      kind: 'discount' as const,
      discount: { type: 'percent' as const, value: '10' },
      ticketTypeIds: [types[0].id],
      reservedQuantity: 4,
    };
    const short = await organizer.POST('/api/events/{id}/promo-codes', { params: { path: { id: event.id } }, body });
    expect(short.response.status).toBe(409);
    expect(short.error).toMatchObject({ code: 'not_enough_tickets' });
    await expectData(
      organizer.POST('/api/events/{id}/promo-codes', {
        params: { path: { id: event.id } },
        body: { ...body, reservedQuantity: 3 },
      }),
      201,
    );
    const noType = await organizer.POST('/api/events/{id}/promo-codes', {
      params: { path: { id: event.id } },
      body: { ...body, code: 'OTHER', ticketTypeIds: [], reservedQuantity: 1 },
    });
    expect(noType.error).toMatchObject({ code: 'validation_failed', errors: [{ path: 'reservedQuantity' }] });
  });
});

describe('the race for a code', () => {
  it('gives 50 buyers racing for 10 uses exactly 10 tickets, across two instances', async () => {
    const { event, types } = await sale([{ priceMinor: 5000, quantity: 1000 }]);
    const code = await insertCode(db, event.id, { maxUses: 10 });
    const racers = await buyers(50);
    // A second instance: its own connections and its own batches, on the same database.
    const { host, port, database, user, pass } = client.options;
    const other = postgres({ host: host[0], port: port[0], database, user, pass: pass ?? undefined, max: 10 });
    const secondApp = buildApp(createDeps({ ...depsInputs(), db: drizzle(other, { schema }) }), {
      trustedOrigins: [ORIGIN],
    });
    try {
      const results = await Promise.all(
        racers.map((racer, i) => {
          const via = i % 2 === 0 ? racer : apiClient(secondApp, { jar: racer.jar });
          return checkout(via, event.id, [line(types[0].id, 1, '40.00')], code.code);
        }),
      );
      const held = results.filter((r) => r.response.status === 200);
      expect(held).toHaveLength(10);
      for (const r of results.filter((r) => r.response.status !== 200)) {
        expect(r.response.status).toBe(409);
        expect((r.error as { code: string }).code).toBe('promo_code_used_up');
      }
      expect((await codeRow(code.id)).used).toBe(10);
      expect(await sold(types[0].id)).toBe(10);
      const rows = await db.select().from(orders).where(eq(orders.promoCodeId, code.id));
      expect(rows).toHaveLength(10);
    } finally {
      await other.end();
    }
  });
});

describe('a checkout started again', () => {
  it('keeps its code: the new order is priced and counted with it, the old one gave its uses back', async () => {
    const { event, types } = await sale([{ priceMinor: 5000, quantity: 100 }]);
    const code = await insertCode(db, event.id, { maxUses: 10 });
    const [buyer] = await buyers(1);
    const first = await startCheckout(db, buyer, event.id, [line(types[0].id, 2, '40.00')], 'MYR', {
      code: code.code,
    });
    await db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, first.order.id));
    await releaseLapsedHolds(deps);
    const again = await expectData(
      buyer.POST('/api/orders/{id}/start-again', { params: { path: { id: first.order.id } } }),
    );
    const [order] = await db.select().from(orders).where(eq(orders.id, again.orderId));
    expect(order).toMatchObject({ promoCodeId: code.id, totalMinor: 8000 });
    expect((await codeRow(code.id)).used).toBe(2);
  });
});

describe('uses given back', () => {
  it('when a hold lapses (the sweep), when the buyer deletes the order, and per refunded ticket', async () => {
    const { event, types } = await sale([{ priceMinor: 5000, quantity: 100 }]);
    const code = await insertCode(db, event.id, { maxUses: 10 });
    const cart = (n: number) => [line(types[0].id, n, '40.00')];
    const [buyer] = await buyers(1);

    const lapsing = await startCheckout(db, buyer, event.id, cart(3), 'MYR', { code: code.code });
    expect((await codeRow(code.id)).used).toBe(3);
    await db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, lapsing.order.id));
    await releaseLapsedHolds(deps);
    expect((await codeRow(code.id)).used).toBe(0);
    expect(await sold(types[0].id)).toBe(0);

    const deleting = await startCheckout(db, buyer, event.id, cart(2), 'MYR', { code: code.code });
    expect((await codeRow(code.id)).used).toBe(2);
    expect(
      (await buyer.DELETE('/api/orders/{id}', { params: { path: { id: deleting.order.id } } })).response.status,
    ).toBe(200);
    expect((await codeRow(code.id)).used).toBe(0);

    const paid = await startCheckout(db, buyer, event.id, cart(2), 'MYR', { code: code.code });
    await payDemo(buyer, paid.intentId);
    expect((await codeRow(code.id)).used).toBe(2);
    const [first] = await db.select().from(tickets).where(eq(tickets.orderId, paid.order.id));
    await expectData(
      organizer.POST('/api/orders/{id}/refunds', {
        params: { path: { id: paid.order.id } },
        body: { ticketIds: [first.id], reason: 'Cannot come' },
      }),
      201,
    );
    expect((await codeRow(code.id)).used).toBe(1);
    expect(await sold(types[0].id)).toBe(1);
    // The buyer's limit counts the refunded ticket out too.
    const refundedOrders = await db
      .select()
      .from(tickets)
      .where(inArray(tickets.orderId, [paid.order.id]));
    expect(refundedOrders.map((t) => t.status).sort()).toEqual(['active', 'refunded']);
  });
});

/** What createDeps needs besides the database: the test app's own. */
function depsInputs() {
  return {
    env: deps.env,
    log: deps.log,
    secret: TEST_AUTH_SECRET,
    baseURL: ORIGIN,
    storageDir: '/tmp',
    ticketSigner: deps.ticketSigner,
  };
}

describe("a code's figures and its reseller", () => {
  it("counts a reseller's code as theirs unless the buyer has a ref of their own, and shows each code's sales and discount", async () => {
    const { event, types } = await sale([{ priceMinor: 5000, quantity: 100 }]);
    const [resellerCode, referrer] = await db
      .insert(affiliateCodes)
      .values([
        { userId: await userId(db, await insertAccount(db, 'reseller', `rs-${event.id}`)), code: `RS-${event.id}` },
        { userId: await userId(db, await insertAccount(db, 'customer', `ref-${event.id}`)), code: `REF-${event.id}` },
      ])
      .returning();
    const code = await insertCode(db, event.id, { code: 'RESELLER10', affiliateCodeId: resellerCode.id });
    const [viaCode, viaRef] = await buyers(2);
    const cart = [line(types[0].id, 2, '40.00')];
    const first = await startCheckout(db, viaCode, event.id, cart, 'MYR', { code: code.code });
    const second = await startCheckout(db, viaRef, event.id, cart, 'MYR', {
      code: code.code,
      affiliateCode: referrer.code,
    });
    expect(first.order.affiliateCodeId).toBe(resellerCode.id);
    expect(second.order.affiliateCodeId).toBe(referrer.id);
    await payDemo(viaCode, first.intentId);
    await payDemo(viaRef, second.intentId);
    const figures = await expectData(
      organizer.GET('/api/events/{id}/analytics/attribution', { params: { path: { id: event.id } } }),
    );
    expect(figures.promoCodes).toEqual([
      { code: 'RESELLER10', orders: 2, ticketsSold: 4, revenue: '160.00', discountGiven: '40.00' },
    ]);
    const csv = await app.request(`/api/events/${event.id}/exports/orders.csv`, {
      headers: { cookie: organizer.jar.cookie ?? '' },
    });
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toContain('"Promo code","Discount given"');
    expect(lines.filter((l) => l.endsWith('"RESELLER10","20.00"'))).toHaveLength(2);
    // The organizer's Orders screen names it on each order too.
    const listed = await expectData(organizer.GET('/api/events/{id}/orders', { params: { path: { id: event.id } } }));
    expect(listed.map((o) => o.promoCode)).toEqual(['RESELLER10', 'RESELLER10']);
  });
});
