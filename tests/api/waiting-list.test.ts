import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connect } from '../../api/src/db/client';
import {
  auditLog,
  events,
  mailOutbox,
  orders,
  tickets,
  ticketTypes,
  waitingListEntries,
} from '../../api/src/db/schema';
import { renderMail } from '../../api/src/modules/mail/render-mail';
import { releaseLapsedHolds } from '../../api/src/modules/orders/sweeps';
import { runOffers } from '../../api/src/modules/waiting-list';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { buyTickets, payDemo, startCheckout } from '../support/checkout';
import { insertAccount, insertEvent } from '../support/factories';
import { insertCode } from '../support/promo-codes';

// Many buyers sign in from one address in this file.
const { app, db, deps, databaseUrl } = await createTestApp({ SIGN_IN_MAX_ATTEMPTS: '10000' });
const anonymous = apiClient(app);
const organizer = await signedInApi(app, 'organizer@pentas.test');

/** A new buyer (their own orders and entries), signed in. */
async function newBuyer(tag: string) {
  const email = await insertAccount(db, 'customer', `${tag}-${Math.random().toString(36).slice(2, 8)}`);
  return { email, api: await signedInApi(app, email) };
}

/** An event of the demo organizer with one RM 50.00 type of `quantity` tickets, its list on. */
async function listedEvent(quantity: number, listOn = true) {
  const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ name: 'Standing', quantity }] });
  const type = event.ticketTypes[0];
  if (listOn) {
    await expectData(
      organizer.PUT('/api/ticket-types/{id}/waiting-list', {
        params: { path: { id: type.id } },
        body: { enabled: true, offerHours: 12 },
      }),
    );
  }
  return { event, type };
}

/** `buyer` holds `quantity` tickets of the type (a pending checkout). */
async function hold(buyer: ApiClient, eventId: number, typeId: number, quantity: number) {
  const { order } = await startCheckout(db, buyer, eventId, [{ ticketTypeId: typeId, quantity, unitPrice: '50.00' }]);
  return order;
}

/** The hold lapses (its expiry moved into the past) and a sweep releases it. */
async function lapse(orderIds: string[]) {
  await db.update(orders).set({ holdExpiresAt: sql`now() - interval '1 second'` }).where(inArray(orders.id, orderIds));
  return releaseLapsedHolds(deps);
}

const join = (buyer: ApiClient, typeId: number, quantity = 1) =>
  buyer.POST('/api/ticket-types/{id}/waiting-list', { params: { path: { id: typeId } }, body: { quantity } });

const typeRow = async (id: number) => (await db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0];
const entryRow = async (id: number) =>
  (await db.select().from(waitingListEntries).where(eq(waitingListEntries.id, id)))[0];
const mine = async (buyer: ApiClient) => (await expectData(buyer.GET('/api/my-waiting-list'))).entries;
const available = async (eventId: number) =>
  (await expectData(anonymous.GET('/api/events/{id}', { params: { path: { id: eventId } } }))).ticketTypes[0].available;

describe('joining a waiting list', () => {
  it('is for a sold-out type with its list on: places in order of joining, once per buyer and type', async () => {
    const { event, type } = await listedEvent(2);
    const holder = await newBuyer('holder');
    const [a, b] = [await newBuyer('a'), await newBuyer('b')];

    // On sale: join is refused, buy instead.
    const early = await join(a.api, type.id);
    expect(early.response.status).toBe(409);
    expect(early.error?.code).toBe('tickets_still_on_sale');

    await hold(holder.api, event.id, type.id, 2);
    const first = await expectData(join(a.api, type.id, 2), 201);
    expect(first).toMatchObject({ state: 'waiting', position: 1, quantity: 2, eventId: event.id, listOpen: true });
    const second = await expectData(join(b.api, type.id), 201);
    expect(second.position).toBe(2);

    const twice = await join(a.api, type.id);
    expect(twice.response.status).toBe(409);
    expect(twice.error?.code).toBe('already_on_waiting_list');
    expect((await join(b.api, type.id, 11)).response.status).toBe(422);

    // b's page says place 2; the public read says 2 wait.
    expect((await mine(b.api))[0]).toMatchObject({ id: second.id, position: 2, state: 'waiting' });
    const open = await expectData(
      anonymous.GET('/api/events/{id}/waiting-lists', {
        params: { path: { id: event.id } },
      }),
    );
    expect(open.ticketTypes).toEqual([{ ticketTypeId: type.id, waiting: 2 }]);

    // a leaves: b is next.
    await expectData(a.api.POST('/api/waiting-list-entries/{id}/leave', { params: { path: { id: first.id } } }));
    expect((await mine(b.api))[0].position).toBe(1);
    const again = await a.api.POST('/api/waiting-list-entries/{id}/leave', { params: { path: { id: first.id } } });
    expect(again.error?.code).toBe('entry_not_waiting');
    // Someone else's entry is a 404.
    const other = await a.api.POST('/api/waiting-list-entries/{id}/leave', { params: { path: { id: second.id } } });
    expect(other.response.status).toBe(404);
  });

  it('is refused while the list is off, and for anonymous callers', async () => {
    const { event, type } = await listedEvent(1, false);
    const holder = await newBuyer('holder-off');
    await hold(holder.api, event.id, type.id, 1);
    const buyer = await newBuyer('off');
    const refused = await join(buyer.api, type.id);
    expect(refused.error?.code).toBe('waiting_list_closed');
    expect((await join(anonymous, type.id)).response.status).toBe(401);
  });

  it("never takes buyers round an access code: a hidden type's list is not shown nor joined; an unlisted event's lists are a 404", async () => {
    const { event, type } = await listedEvent(1);
    await db.update(ticketTypes).set({ hidden: true, soldQuantity: 1 }).where(eq(ticketTypes.id, type.id));
    const buyer = await newBuyer('hidden');
    expect((await join(buyer.api, type.id)).response.status).toBe(404);
    const lists = await expectData(
      anonymous.GET('/api/events/{id}/waiting-lists', { params: { path: { id: event.id } } }),
    );
    expect(lists.ticketTypes).toEqual([]);
    await db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, event.id));
    const gone = await anonymous.GET('/api/events/{id}/waiting-lists', { params: { path: { id: event.id } } });
    expect(gone.response.status).toBe(404);
  });
});

describe('tickets that come back go to the list first', () => {
  it('a lapsed hold: kept from sale, offered to the first in line (a held order, its mail); unclaimed, passed to the next', async () => {
    const { event, type } = await listedEvent(1);
    const holder = await newBuyer('lapse-holder');
    const held = await hold(holder.api, event.id, type.id, 1);
    const [a, b] = [await newBuyer('first'), await newBuyer('second')];
    const entryA = await expectData(join(a.api, type.id), 201);
    const entryB = await expectData(join(b.api, type.id), 201);

    expect((await lapse([held.id])).released).toBe(1);
    // Still sold out for the public: the ticket is the list's.
    expect(await available(event.id)).toBe(0);
    expect(await typeRow(type.id)).toMatchObject({ soldQuantity: 1, waitingListFreed: 1 });
    // A buyer racing for it at checkout finds none.
    const racer = await newBuyer('racer');
    const refused = await racer.api.POST('/api/create-payment-intent', {
      body: {
        eventId: event.id,
        currency: 'MYR',
        orderItems: [{ ticketTypeId: type.id, quantity: 1, unitPrice: '50.00' }],
      },
    });
    expect(refused.response.status).toBe(409);

    expect(await runOffers(deps)).toBe(1);
    const offered = await entryRow(entryA.id);
    expect(offered).toMatchObject({ state: 'offered', offeredQuantity: 1 });
    const [offer] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, offered.orderId as string));
    expect(offer).toMatchObject({ status: 'pending', channel: 'waiting_list', totalMinor: 5000, userId: offer.userId });
    const hours = ((offer.holdExpiresAt as Date).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    expect(await typeRow(type.id)).toMatchObject({ soldQuantity: 1, waitingListFreed: 0 });
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.key, `waitlist-offer:${offer.id}`));
    expect(mail).toMatchObject({ kind: 'waitlist_offer', recipient: a.email });
    const rendered = await renderMail(deps, mail);
    expect(rendered.subject).toContain('held for you');
    expect(rendered.text).toContain(`/orders/${offer.id}`);
    // a's dashboard shows the offer; b is still waiting, now first.
    expect((await mine(a.api))[0]).toMatchObject({ state: 'offered', offer: { orderId: offer.id, quantity: 1 } });
    expect((await mine(b.api))[0]).toMatchObject({ state: 'waiting', position: 1 });
    // A second run finds nothing to offer.
    expect(await runOffers(deps)).toBe(0);

    // a lets it lapse: the sweep gives it back, to b.
    await lapse([offer.id]);
    expect(await runOffers(deps)).toBe(1);
    expect(await entryRow(entryA.id)).toMatchObject({ state: 'expired' });
    const passed = await entryRow(entryB.id);
    expect(passed.state).toBe('offered');

    // b pays within the offer's time: "Complete payment" opens its payment, the demo card pays it.
    const resumed = await expectData(
      b.api.POST('/api/orders/{id}/resume', { params: { path: { id: passed.orderId as string } } }),
    );
    expect(resumed.clientSecret).toBeTruthy();
    const [withIntent] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, passed.orderId as string));
    const paid = await payDemo(b.api, withIntent.paymentIntentId as string);
    expect(paid.data).toMatchObject({ orderStatus: 'completed' });
    await runOffers(deps);
    expect(await entryRow(entryB.id)).toMatchObject({ state: 'bought' });
    expect(await db.select().from(tickets).where(eq(tickets.orderId, withIntent.id))).toHaveLength(1);
    expect(await typeRow(type.id)).toMatchObject({ soldQuantity: 1, waitingListFreed: 0 });
  });

  it('offers the first whose quantity fits; when nobody fits, the first gets what came back', async () => {
    const { event, type } = await listedEvent(4);
    const holders = [await newBuyer('fit-h1'), await newBuyer('fit-h2')];
    const one = await hold(holders[0].api, event.id, type.id, 1);
    const three = await hold(holders[1].api, event.id, type.id, 3);
    const big = await newBuyer('big');
    const small = await newBuyer('small');
    const bigEntry = await expectData(join(big.api, type.id, 4), 201);
    const smallEntry = await expectData(join(small.api, type.id, 1), 201);

    await lapse([one.id]);
    await runOffers(deps);
    // One came back: the 4 do not fit, the 1 after them does.
    expect(await entryRow(bigEntry.id)).toMatchObject({ state: 'waiting' });
    expect(await entryRow(smallEntry.id)).toMatchObject({ state: 'offered', offeredQuantity: 1 });

    // Three come back, and only the 4 wait: they are offered the 3.
    await lapse([three.id]);
    await runOffers(deps);
    expect(await entryRow(bigEntry.id)).toMatchObject({ state: 'offered', offeredQuantity: 3 });
    expect(await typeRow(type.id)).toMatchObject({ soldQuantity: 4, waitingListFreed: 0 });
  });

  it('a refund frees a ticket that reaches the list', async () => {
    const { event, type } = await listedEvent(1);
    const payer = await newBuyer('refunded');
    const orderId = await buyTickets(db, payer.api, event.id, [
      { ticketTypeId: type.id, quantity: 1, unitPrice: '50.00' },
    ]);
    const waiter = await newBuyer('after-refund');
    const entry = await expectData(join(waiter.api, type.id), 201);
    const [ticket] = await db.select().from(tickets).where(eq(tickets.orderId, orderId));
    await expectData(
      organizer.POST('/api/orders/{id}/refunds', {
        params: { path: { id: orderId } },
        body: { ticketIds: [ticket.id], reason: 'Cannot come' },
      }),
      201,
    );
    expect(await typeRow(type.id)).toMatchObject({ soldQuantity: 1, waitingListFreed: 1 });
    expect(await available(event.id)).toBe(0);
    await runOffers(deps);
    expect(await entryRow(entry.id)).toMatchObject({ state: 'offered', offeredQuantity: 1 });
  });

  it('goes back on sale when nobody waits any more, or when the list is turned off', async () => {
    const { event, type } = await listedEvent(2);
    const holder = await newBuyer('nobody-h');
    const held = await hold(holder.api, event.id, type.id, 2);
    const waiter = await newBuyer('leaver');
    const entry = await expectData(join(waiter.api, type.id), 201);
    await lapse([held.id]);
    expect(await typeRow(type.id)).toMatchObject({ soldQuantity: 2, waitingListFreed: 2 });
    // The only one waiting leaves before the job runs: both go back on sale.
    await expectData(waiter.api.POST('/api/waiting-list-entries/{id}/leave', { params: { path: { id: entry.id } } }));
    expect(await runOffers(deps)).toBe(0);
    expect(await typeRow(type.id)).toMatchObject({ soldQuantity: 0, waitingListFreed: 0 });
    expect(await available(event.id)).toBe(2);

    // Again, and the organizer turns the list off: freed stock is on sale at once.
    const again = await hold(holder.api, event.id, type.id, 2);
    const other = await newBuyer('stays');
    await expectData(join(other.api, type.id), 201);
    await lapse([again.id]);
    expect(await typeRow(type.id)).toMatchObject({ waitingListFreed: 2 });
    const off = await expectData(
      organizer.PUT('/api/ticket-types/{id}/waiting-list', {
        params: { path: { id: type.id } },
        body: { enabled: false, offerHours: 6 },
      }),
    );
    expect(off).toMatchObject({ enabled: false, offerHours: 6, freed: 0, available: 2 });
  });

  it('offers nothing of a type that cannot sell now (taken off sale, its sales closed): its freed stock leaves the list', async () => {
    for (const closing of [{ isActive: false }, { salesEndsAt: new Date(Date.now() - 60_000) }]) {
      const { event, type } = await listedEvent(1);
      const holder = await newBuyer('closed-h');
      const held = await hold(holder.api, event.id, type.id, 1);
      const waiter = await newBuyer('closed-w');
      const entry = await expectData(join(waiter.api, type.id), 201);
      await lapse([held.id]);
      await db.update(ticketTypes).set(closing).where(eq(ticketTypes.id, type.id));
      expect(await runOffers(deps)).toBe(0);
      expect(await typeRow(type.id)).toMatchObject({ soldQuantity: 0, waitingListFreed: 0 });
      expect((await entryRow(entry.id)).state).toBe('waiting');
    }
  });

  it("stock a code sets aside stays its holders': the public may join while only reserved tickets are left, and a holder's lapsed hold goes back to the code", async () => {
    const { event, type } = await listedEvent(3);
    const code = await insertCode(db, event.id, { code: 'CREW', ticketTypeIds: [type.id], reservedQuantity: 2 });
    const publicBuyer = await newBuyer('reserved-p');
    await hold(publicBuyer.api, event.id, type.id, 1);
    const waiter = await newBuyer('reserved-w');
    await expectData(join(waiter.api, type.id), 201);
    const crew = await newBuyer('reserved-c');
    const { order } = await startCheckout(
      db,
      crew.api,
      event.id,
      [{ ticketTypeId: type.id, quantity: 2, unitPrice: '40.00' }],
      'MYR',
      {
        code: code.code,
      },
    );
    await lapse([order.id]);
    // Both tickets are the code's again, not the list's: still off sale to the public, offered to nobody.
    expect(await typeRow(type.id)).toMatchObject({ soldQuantity: 1, waitingListFreed: 0 });
    expect(await available(event.id)).toBe(0);
    expect(await runOffers(deps)).toBe(0);
  });

  it('tickets the organizer adds while people wait go to the list', async () => {
    const { event, type } = await listedEvent(1);
    const holder = await newBuyer('add-h');
    await hold(holder.api, event.id, type.id, 1);
    const waiter = await newBuyer('add-w');
    const entry = await expectData(join(waiter.api, type.id, 2), 201);
    const raised = await expectData(
      organizer.PUT('/api/ticket-types/{id}', { params: { path: { id: type.id } }, body: { quantity: 3 } }),
    );
    expect(raised.available).toBe(0);
    expect(await typeRow(type.id)).toMatchObject({ quantity: 3, soldQuantity: 3, waitingListFreed: 2 });
    await runOffers(deps);
    expect(await entryRow(entry.id)).toMatchObject({ state: 'offered', offeredQuantity: 2 });
  });
});

describe('each freed ticket goes to one offer', () => {
  it('two instances (two pools) and a sweep at once: 10 freed tickets, 10 offers, nothing taken twice', async () => {
    const { event, type } = await listedEvent(10);
    const holders = await Promise.all(Array.from({ length: 10 }, (_, i) => newBuyer(`race-h${i}`)));
    const held = [];
    for (const holder of holders) held.push(await hold(holder.api, event.id, type.id, 1));
    const waiters = await Promise.all(Array.from({ length: 15 }, (_, i) => newBuyer(`race-w${i}`)));
    for (const waiter of waiters) await expectData(join(waiter.api, type.id), 201);

    const second = connect(databaseUrl, { max: 4 });
    try {
      const other = { ...deps, db: second.db };
      // Six freed already; the sweep releases four more while both instances' runs offer them all.
      await lapse(held.slice(0, 6).map((o) => o.id));
      expect(await typeRow(type.id)).toMatchObject({ waitingListFreed: 6 });
      await db
        .update(orders)
        .set({ holdExpiresAt: sql`now() - interval '1 second'` })
        .where(
          inArray(
            orders.id,
            held.slice(6).map((o) => o.id),
          ),
        );
      const [sweep, ...offers] = await Promise.all([
        releaseLapsedHolds(deps),
        runOffers(deps),
        runOffers(other),
        runOffers(deps),
        runOffers(other),
      ]);
      expect(sweep.released).toBe(4);
      // Whatever the runs left behind the sweep's last batch, the next ones take.
      offers.push(await runOffers(deps), await runOffers(other));
      expect(offers.reduce((n, x) => n + x, 0)).toBe(10);
    } finally {
      await second.close();
    }
    const entries = await db.select().from(waitingListEntries).where(eq(waitingListEntries.ticketTypeId, type.id));
    expect(entries.filter((e) => e.state === 'offered')).toHaveLength(10);
    expect(entries.filter((e) => e.state === 'waiting')).toHaveLength(5);
    const offerOrders = await db
      .select()
      .from(orders)
      .where(and(eq(orders.eventId, event.id), eq(orders.channel, 'waiting_list')));
    expect(offerOrders).toHaveLength(10);
    expect(await typeRow(type.id)).toMatchObject({ quantity: 10, soldQuantity: 10, waitingListFreed: 0 });
  });
});

describe('organizers and admins', () => {
  it('see the list of their own events only, and offer by hand from freed or on-sale stock', async () => {
    const { event, type } = await listedEvent(1);
    const holder = await newBuyer('hand-h');
    await hold(holder.api, event.id, type.id, 1);
    const waiter = await newBuyer('hand-w');
    const entry = await expectData(join(waiter.api, type.id), 201);

    const list = await expectData(
      organizer.GET('/api/events/{id}/waiting-list', { params: { path: { id: event.id } } }),
    );
    expect(list.ticketTypes[0]).toMatchObject({ enabled: true, available: 0, freed: 0 });
    expect(list.ticketTypes[0].entries[0]).toMatchObject({
      id: entry.id,
      position: 1,
      buyer: { email: waiter.email },
      state: 'waiting',
    });

    const stranger = await signedInApi(app, 'organizer2@pentas.test');
    expect(
      (await stranger.GET('/api/events/{id}/waiting-list', { params: { path: { id: event.id } } })).response.status,
    ).toBe(404);
    const strangerOffer = await stranger.POST('/api/waiting-list-entries/{id}/offer', {
      params: { path: { id: entry.id } },
    });
    expect(strangerOffer.response.status).toBe(404);
    const strangerSwitch = await stranger.PUT('/api/ticket-types/{id}/waiting-list', {
      params: { path: { id: type.id } },
      body: { enabled: false, offerHours: 12 },
    });
    expect(strangerSwitch.response.status).toBe(404);
    expect(
      (await waiter.api.GET('/api/events/{id}/waiting-list', { params: { path: { id: event.id } } })).response.status,
    ).toBe(403);

    // Nothing freed, nothing on sale: too few.
    const short = await organizer.POST('/api/waiting-list-entries/{id}/offer', { params: { path: { id: entry.id } } });
    expect(short.error?.code).toBe('not_enough_tickets');

    // One more on sale (the list off a moment, so it is not kept): an admin offers it by hand.
    await organizer.PUT('/api/ticket-types/{id}/waiting-list', {
      params: { path: { id: type.id } },
      body: { enabled: false, offerHours: 12 },
    });
    await organizer.PUT('/api/ticket-types/{id}', { params: { path: { id: type.id } }, body: { quantity: 2 } });
    const admin = await signedInApi(app, 'admin@pentas.test');
    const offered = await expectData(
      admin.POST('/api/waiting-list-entries/{id}/offer', { params: { path: { id: entry.id } } }),
    );
    expect(offered).toMatchObject({ state: 'offered', offer: { quantity: 1 } });
    // The hand offer and the switch are in the audit log, with who did them.
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'ticket_type'), eq(auditLog.targetId, String(type.id))));
    expect(audited.map((row) => [row.action, row.actorEmail])).toEqual(
      expect.arrayContaining([
        ['waiting_list.update', 'organizer@pentas.test'],
        ['waiting_list.offer', 'admin@pentas.test'],
      ]),
    );
    expect(audited.find((row) => row.action === 'waiting_list.offer')?.after).toMatchObject({
      entryId: entry.id,
      orderId: offered.offer?.orderId,
      quantity: 1,
    });
    expect(await typeRow(type.id)).toMatchObject({ quantity: 2, soldQuantity: 2 });
    const twice = await admin.POST('/api/waiting-list-entries/{id}/offer', { params: { path: { id: entry.id } } });
    expect(twice.error?.code).toBe('entry_not_waiting');
  });

  it('never ends with a free type whose list is on, when the list is turned on as the price is set to 0', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { type } = await listedEvent(5, false);
      const [on, free] = await Promise.all([
        organizer.PUT('/api/ticket-types/{id}/waiting-list', {
          params: { path: { id: type.id } },
          body: { enabled: true, offerHours: 12 },
        }),
        organizer.PUT('/api/ticket-types/{id}', { params: { path: { id: type.id } }, body: { price: '0.00' } }),
      ]);
      const row = await typeRow(type.id);
      // Exactly one of the two wins; the other is refused with the same code.
      expect([on.response.status, free.response.status].sort()).toEqual(row.waitingListOn ? [200, 409] : [200, 422]);
      expect(row.waitingListOn && row.priceMinor === 0).toBe(false);
    }
  });

  it('cannot turn a list on for a free type, nor make a type free while its list is on', async () => {
    const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 0 }] });
    const refused = await organizer.PUT('/api/ticket-types/{id}/waiting-list', {
      params: { path: { id: event.ticketTypes[0].id } },
      body: { enabled: true, offerHours: 12 },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error?.code).toBe('waiting_list_free_type');

    const { type } = await listedEvent(5);
    const free = await organizer.PUT('/api/ticket-types/{id}', {
      params: { path: { id: type.id } },
      body: { price: '0.00' },
    });
    expect(free.response.status).toBe(409);
    expect(free.error?.code).toBe('waiting_list_free_type');
    expect((await typeRow(type.id)).priceMinor).toBe(5000);
  });
});
