import { and, eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { describe, expect, it, vi } from 'vitest';
import * as schema from '../../api/src/db/schema';
import { affiliateCodes, orderItems, orders, tickets, ticketTypes } from '../../api/src/db/schema';
import {
  HoldRefused,
  type HoldRequest,
  holdOrderInOneCall,
  MAX_BATCH,
} from '../../api/src/modules/orders/hold-batches';
import { createTestApp } from '../support/app';
import { insertCustomers, insertEvent, userId } from '../support/factories';
import { lockWaiters, transactionHeldOpen } from '../support/locks';

/**
 * The hand-written checkout SQL (`checkout_hold_orders`, hold-batches.ts), one test per guarantee, called
 * the way checkout calls it, on a real database with real concurrency. checkout.test.ts and the rest
 * cover the same rules through HTTP.
 */
const { db, sql: client } = await createTestApp();

let tag = 0;
async function buyer() {
  tag += 1;
  const [email] = await insertCustomers(db, 1, `hold-${tag}`);
  return userId(db, email);
}

async function sale(types: { quantity: number; priceMinor?: number; isActive?: boolean }[]) {
  const event = await insertEvent(db, 'organizer@pentas.test', {
    tickets: types.map((t, i) => ({ name: `Type ${i}`, priceMinor: 5000, ...t })),
  });
  return { event, types: event.ticketTypes };
}

function request(user: string, eventId: number, items: HoldRequest['items'], extra: Partial<HoldRequest> = {}) {
  const totalMinor = items.reduce((sum, i) => sum + i.quantity * i.unitPriceMinor, 0);
  return {
    userId: user,
    eventId,
    currency: 'MYR',
    totalMinor,
    serviceFeeMinor: totalMinor ? 150 : 0,
    customerName: null,
    customerEmail: null,
    holdMinutes: 15,
    affiliateCodeId: null,
    channel: 'web' as const,
    items,
    maxPending: 5,
    maxFreeTickets: 10,
    ...extra,
  } satisfies HoldRequest;
}

const sold = async (id: number) =>
  (await db.select({ n: ticketTypes.soldQuantity }).from(ticketTypes).where(eq(ticketTypes.id, id)))[0].n;
const ordersOf = (user: string) => db.select().from(orders).where(eq(orders.userId, user));
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (err) => {
      expect(err).toBeInstanceOf(HoldRefused);
      return { reason: (err as HoldRefused).reason, figure: (err as HoldRefused).figure };
    },
  );

const buyers = (count: number) => Promise.all(Array.from({ length: count }, () => buyer()));
/** Each user's hold of one ticket of the type, all started at once. */
const oneEach = (users: string[], eventId: number, ticketTypeId: number) =>
  users.map((user) =>
    holdOrderInOneCall(db, request(user, eventId, [{ ticketTypeId, quantity: 1, unitPriceMinor: 5000 }])),
  );

describe('checkout_hold_orders', () => {
  it('writes the pending order, its items at the given prices, its hold, and takes the stock', async () => {
    const user = await buyer();
    const { event, types } = await sale([{ quantity: 10 }, { quantity: 10 }]);
    const [code] = await db.select().from(affiliateCodes).limit(1);
    const id = await holdOrderInOneCall(
      db,
      request(
        user,
        event.id,
        [
          { ticketTypeId: types[0].id, quantity: 2, unitPriceMinor: 5000 },
          { ticketTypeId: types[1].id, quantity: 1, unitPriceMinor: 5000 },
        ],
        {
          customerName: 'Siti',
          customerEmail: 'siti@example.com',
          affiliateCodeId: code?.id ?? null,
          channel: 'widget',
        },
      ),
    );
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({
      userId: user,
      eventId: event.id,
      status: 'pending',
      currency: 'MYR',
      totalMinor: 15000,
      serviceFeeMinor: 150,
      customerName: 'Siti',
      customerEmail: 'siti@example.com',
      affiliateCodeId: code?.id ?? null,
      channel: 'widget',
    });
    const holdMs = (order.holdExpiresAt as Date).getTime() - order.createdAt.getTime();
    expect(Math.abs(holdMs - 15 * 60_000)).toBeLessThan(1000);
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.ticketTypeId);
    expect(items.map((i) => [i.ticketTypeId, i.quantity, i.unitPriceMinor])).toEqual([
      [types[0].id, 2, 5000],
      [types[1].id, 1, 5000],
    ]);
    expect([await sold(types[0].id), await sold(types[1].id)]).toEqual([2, 1]);
  });

  it('takes all or nothing: a short type leaves no order, no items and no stock taken', async () => {
    const user = await buyer();
    const { event, types } = await sale([{ quantity: 10 }, { quantity: 1 }]);
    const refused = await refusal(
      holdOrderInOneCall(
        db,
        request(user, event.id, [
          { ticketTypeId: types[0].id, quantity: 3, unitPriceMinor: 5000 },
          { ticketTypeId: types[1].id, quantity: 2, unitPriceMinor: 5000 },
        ]),
      ),
    );
    expect(refused).toEqual({ reason: 'stock_short', figure: types[1].id });
    expect([await sold(types[0].id), await sold(types[1].id)]).toEqual([0, 0]);
    expect(await ordersOf(user)).toEqual([]);
  });

  it('sells no ticket type that is off sale', async () => {
    const user = await buyer();
    const { event, types } = await sale([{ quantity: 10, isActive: false }]);
    const refused = await refusal(
      holdOrderInOneCall(
        db,
        request(user, event.id, [{ ticketTypeId: types[0].id, quantity: 1, unitPriceMinor: 5000 }]),
      ),
    );
    expect(refused).toEqual({ reason: 'stock_short', figure: types[0].id });
  });

  it('never oversells: 40 buyers at once for 10 tickets', async () => {
    const { event, types } = await sale([{ quantity: 10 }]);
    const results = await Promise.all(oneEach(await buyers(40), event.id, types[0].id).map(refusal));
    expect(results.filter((r) => r === null)).toHaveLength(10);
    expect(results.filter((r) => r?.reason === 'stock_short')).toHaveLength(30);
    expect(await sold(types[0].id)).toBe(10);
  });

  it('takes stock in ticket type order, so carts naming two types in opposite orders never deadlock', async () => {
    const { event, types } = await sale([{ quantity: 1000 }, { quantity: 1000 }]);
    const users = await buyers(20);
    const [a, b] = types.map((t) => t.id);
    await Promise.all(
      users.map((user, i) => {
        const items = [
          { ticketTypeId: i % 2 ? a : b, quantity: 1, unitPriceMinor: 5000 },
          { ticketTypeId: i % 2 ? b : a, quantity: 1, unitPriceMinor: 5000 },
        ];
        return holdOrderInOneCall(db, request(user, event.id, items));
      }),
    );
    expect([await sold(a), await sold(b)]).toEqual([20, 20]);
  });

  it("sends one event's checkouts that arrive while its call is under way together, in one transaction", async () => {
    const { event, types } = await sale([{ quantity: 100 }]);
    const ids = await Promise.all(oneEach(await buyers(40), event.id, types[0].id));
    // An order's created_at is its transaction's start: the first went alone, the other 39 waited for
    // it and went as MAX_BATCH and the rest.
    const calls = await db.selectDistinct({ at: orders.createdAt }).from(orders).where(inArray(orders.id, ids));
    expect(calls).toHaveLength(Math.ceil(39 / MAX_BATCH) + 1);
    expect(await sold(types[0].id)).toBe(40);
  });

  it("writes a batch's stock once per ticket type, outside its orders' savepoints (no multixact per order)", async () => {
    const { event, types } = await sale([{ quantity: 10 }]);
    const ids = await Promise.all(oneEach(await buyers(5), event.id, types[0].id));
    // The first went alone; the other four together. Their batch's transaction id came first (its
    // locks), each order's savepoint got a later one: the row's version must be the transaction's own.
    const [row] = await client<{ xmin: string }[]>`select xmin::text from ticket_types where id = ${types[0].id}`;
    const batched = await client<
      { xmin: string }[]
    >`select xmin::text from orders where id = any(${ids.slice(1)}::uuid[])`;
    expect(batched.map((o) => BigInt(o.xmin) > BigInt(row.xmin))).toEqual([true, true, true, true]);
    expect(await sold(types[0].id)).toBe(5);
  });

  it("refuses an order of a batch alone: the batch's other orders are held", async () => {
    const { event, types } = await sale([{ quantity: 3 }]);
    const [pendingCapped, ...users] = await buyers(6);
    const line = (quantity: number) => [{ ticketTypeId: types[0].id, quantity, unitPriceMinor: 5000 }];
    const hold = (user: string, extra: Partial<HoldRequest> = {}, quantity = 1) =>
      refusal(holdOrderInOneCall(db, request(user, event.id, line(quantity), extra)));
    const [opener, ...batch] = await Promise.all([
      hold(users[0]),
      hold(users[1], { currency: 'SGD' }),
      hold(pendingCapped, { maxPending: 0 }),
      hold(users[2], {}, 5),
      hold(users[3]),
      hold(users[4]),
      hold(users[0]),
    ]);
    expect(opener).toBeNull();
    expect(batch).toEqual([
      { reason: 'prices_changed', figure: 0 },
      { reason: 'too_many_pending', figure: 0 },
      { reason: 'stock_short', figure: types[0].id },
      null,
      null,
      { reason: 'stock_short', figure: types[0].id },
    ]);
    expect(await sold(types[0].id)).toBe(3);
    expect(await ordersOf(users[2])).toHaveLength(0);
    expect(await ordersOf(users[0])).toHaveLength(1);
  });

  it('fails an order of a batch alone when the database rejects it (an affiliate code deleted meanwhile)', async () => {
    const { event, types } = await sale([{ quantity: 10 }]);
    const [first, unlucky, other] = await Promise.all([buyer(), buyer(), buyer()]);
    const line = [{ ticketTypeId: types[0].id, quantity: 1, unitPriceMinor: 5000 }];
    const [, failed, held] = await Promise.allSettled([
      holdOrderInOneCall(db, request(first, event.id, line)),
      holdOrderInOneCall(db, request(unlucky, event.id, line, { affiliateCodeId: 2_000_000_000 })),
      holdOrderInOneCall(db, request(other, event.id, line)),
    ]);
    expect(failed.status === 'rejected' && !(failed.reason instanceof HoldRefused)).toBe(true);
    expect(String((failed as PromiseRejectedResult).reason)).toContain('23503');
    expect(held.status).toBe('fulfilled');
    expect(await ordersOf(unlucky)).toHaveLength(0);
    expect(await sold(types[0].id)).toBe(2);
  });

  it("never deadlocks two instances' batches with the same buyers and carts naming types in opposite orders", async () => {
    const { host, port, database, user, pass } = client.options;
    const other = postgres({ host: host[0], port: port[0], database, user, pass: pass ?? undefined, max: 20 });
    const secondInstance = drizzle(other, { schema });
    try {
      const { event, types } = await sale([{ quantity: 1000 }, { quantity: 1000 }]);
      const users = await buyers(20);
      const [a, b] = types.map((t) => t.id);
      const cart = (first: number, second: number) => [
        { ticketTypeId: first, quantity: 1, unitPriceMinor: 5000 },
        { ticketTypeId: second, quantity: 1, unitPriceMinor: 5000 },
      ];
      // The second instance gets the same buyers in the opposite order, and one buyer's row is held by
      // another transaction until both instances are waiting: had each order's buyer been locked as
      // its turn came, the first instance would hold the ticket types and wait for a buyer the second
      // instance holds while it waits for the ticket types.
      const blocker = transactionHeldOpen(client, (tx) => tx`select 1 from users where id = ${users[10]} for update`);
      await blocker.opened;
      const holds = Promise.all([
        ...users.map((buyerId) => holdOrderInOneCall(db, request(buyerId, event.id, cart(a, b), { maxPending: 10 }))),
        ...[...users]
          .reverse()
          .map((buyerId) =>
            holdOrderInOneCall(secondInstance, request(buyerId, event.id, cart(b, a), { maxPending: 10 })),
          ),
      ]);
      await vi.waitUntil(async () => (await lockWaiters(client)) >= 2, { timeout: 5000, interval: 20 });
      blocker.release();
      await blocker.done;
      await holds;
      expect([await sold(a), await sold(b)]).toEqual([40, 40]);
    } finally {
      await other.end();
    }
  });

  it("refuses when the event's currency is no longer the one priced (an organizer's change)", async () => {
    const user = await buyer();
    const { event, types } = await sale([{ quantity: 10 }]);
    const refused = await refusal(
      holdOrderInOneCall(
        db,
        request(user, event.id, [{ ticketTypeId: types[0].id, quantity: 1, unitPriceMinor: 5000 }], {
          currency: 'IDR',
        }),
      ),
    );
    expect(refused).toEqual({ reason: 'prices_changed', figure: 0 });
    expect(await sold(types[0].id)).toBe(0);
  });

  it('caps unpaid checkouts per account, counting live holds only, one checkout at a time', async () => {
    const user = await buyer();
    const { event, types } = await sale([{ quantity: 100 }]);
    const line = [{ ticketTypeId: types[0].id, quantity: 1, unitPriceMinor: 5000 }];
    // A lapsed hold does not count.
    const lapsed = await holdOrderInOneCall(db, request(user, event.id, line));
    await db.update(orders).set({ holdExpiresAt: sql`now() - interval '1 minute'` }).where(eq(orders.id, lapsed));
    // Ten at once with a cap of three: the lock on the buyer counts them one after another.
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        refusal(holdOrderInOneCall(db, request(user, event.id, line, { maxPending: 3 }))),
      ),
    );
    expect(results.filter((r) => r === null)).toHaveLength(3);
    expect(results.filter((r) => r?.reason === 'too_many_pending')).toHaveLength(7);
    expect(await sold(types[0].id)).toBe(4);
  });

  it('completes a free order at once with one ticket per unit, and no hold', async () => {
    const user = await buyer();
    const { event, types } = await sale([{ quantity: 10, priceMinor: 0 }]);
    const id = await holdOrderInOneCall(
      db,
      request(user, event.id, [{ ticketTypeId: types[0].id, quantity: 3, unitPriceMinor: 0 }]),
    );
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 'completed', holdExpiresAt: null });
    expect(order.completedAt).not.toBeNull();
    const issued = await db.select().from(tickets).where(eq(tickets.orderId, id));
    expect(issued).toHaveLength(3);
    expect(issued.every((t) => t.userId === user && t.status === 'active' && t.ticketTypeId === types[0].id)).toBe(
      true,
    );
    expect(await sold(types[0].id)).toBe(3);
  });

  it('caps free tickets per account and event, counting earlier free orders, even at once', async () => {
    const user = await buyer();
    const { event, types } = await sale([{ quantity: 100, priceMinor: 0 }]);
    const line = (quantity: number) => [{ ticketTypeId: types[0].id, quantity, unitPriceMinor: 0 }];
    await holdOrderInOneCall(db, request(user, event.id, line(3), { maxFreeTickets: 5 }));
    expect(await refusal(holdOrderInOneCall(db, request(user, event.id, line(3), { maxFreeTickets: 5 })))).toEqual({
      reason: 'free_ticket_limit',
      figure: 3,
    });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        refusal(holdOrderInOneCall(db, request(user, event.id, line(1), { maxFreeTickets: 5 }))),
      ),
    );
    expect(results.filter((r) => r === null)).toHaveLength(2);
    const free = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(and(eq(tickets.userId, user), eq(tickets.eventId, event.id)));
    expect(free[0].n).toBe(5);
  });
});
