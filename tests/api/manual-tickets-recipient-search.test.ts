import { eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { affiliateCodes, manualTicketRecords, orders, rateLimits, users } from '../../api/src/db/schema';
import {
  RECIPIENT_SEARCH_WINDOW_SECONDS,
  RECIPIENT_SEARCHES_PER_WINDOW,
} from '../../api/src/modules/manual-tickets/recipient-search.service';
import { insertManualOrder } from '../support/analytics';
import { type ApiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { boxOffice } from '../support/box-office';
import { insertAccount, insertCustomers, insertEvent, userId } from '../support/factories';
import { expectProblem } from '../support/http';

const { app, db } = await createTestApp();
// A fresh organizer and reseller: their past buyers are the ones this file makes, and no others.
const organizerEmail = await insertAccount(db, 'organizer', 'rs-organizer');
const resellerEmail = await insertAccount(db, 'reseller', 'rs-reseller');
const admin = await signedInApi(app, 'admin@pentas.test');
const organizer = await signedInApi(app, organizerEmail);
const reseller = await signedInApi(app, resellerEmail);
const customer = await signedInApi(app, 'customer@pentas.test');
const { searchUsers, generate, grant } = boxOffice();

/** Starts every caller's search window afresh, so a long sweep measures the rule, not the limit. */
const forgetSearchCounts = () => db.delete(rateLimits).where(like(rateLimits.key, 'recipient-search:%'));

// Whose e-mails each caller may see in part: the organizer's buyers (a completed order for one of
// their events), the reseller's recipients (tickets they issued). Everyone else is foreign to them.
const own = { organizer: [] as string[], reseller: [] as string[] };

beforeAll(async () => {
  await insertCustomers(db, 6, 'rs-foreign');
  const mine = await insertEvent(db, organizerEmail);
  const theirs = await insertEvent(db, 'organizer2@pentas.test');
  const deleted = await insertEvent(db, organizerEmail, { deletedAt: new Date() });

  const [buyer, pendingBuyer, deletedEventBuyer, recipient, affiliateBuyer, otherOrganizersBuyer] = await Promise.all(
    ['rs-org-buyer', 'rs-org-pending', 'rs-org-deleted', 'rs-res-recipient', 'rs-res-affiliate', 'rs-other-buyer'].map(
      (tag) => insertAccount(db, 'customer', tag),
    ),
  );
  await insertManualOrder(db, buyer, mine, mine.ticketTypes[0].id, 1, 5000);
  await insertManualOrder(db, deletedEventBuyer, deleted, deleted.ticketTypes[0].id, 1, 5000);
  await insertManualOrder(db, otherOrganizersBuyer, theirs, theirs.ticketTypes[0].id, 1, 5000);
  await db
    .insert(orders)
    .values({ userId: await userId(db, pendingBuyer), eventId: mine.id, currency: 'MYR', totalMinor: 5000 });
  own.organizer.push(buyer);

  // The reseller issued tickets of another organizer's event to `recipient`; `affiliateBuyer` bought
  // through the reseller's code, which shows the reseller a count, never an address.
  const issued = await insertManualOrder(db, recipient, theirs, theirs.ticketTypes[0].id, 1, 5000);
  await db.insert(manualTicketRecords).values({
    orderId: issued,
    generatedById: await userId(db, resellerEmail),
    targetUserId: await userId(db, recipient),
    idempotencyKey: 'rs-issued',
    requestHash: 'rs-issued',
  });
  const [code] = await db
    .insert(affiliateCodes)
    .values({ userId: await userId(db, resellerEmail), code: 'RSSEARCH' })
    .returning();
  const bought = await insertManualOrder(db, affiliateBuyer, theirs, theirs.ticketTypes[0].id, 1, 5000);
  await db.update(orders).set({ isManual: false, affiliateCodeId: code.id }).where(eq(orders.id, bought));
  own.reseller.push(recipient);
});

/**
 * Every 2-character piece of every user's e-mail and name: each is a query that today's partial
 * search answers with that user, so together they would list every account.
 */
async function everyTwoCharacterQuery() {
  const rows = await db.select({ email: users.email, name: users.name }).from(users);
  const pieces = new Set<string>();
  for (const text of rows.flatMap((r) => [r.email, r.name]).map((t) => t.toLowerCase())) {
    for (let i = 0; i + 2 <= text.length; i++) {
      const piece = text.slice(i, i + 2);
      if (!/\s/.test(piece)) pieces.add(piece);
    }
  }
  return [...pieces];
}

describe('an organizer or reseller searching for a recipient', () => {
  it.each([
    ['organizer', organizer],
    ['reseller', reseller],
  ] as const)(
    'as %s, no 2-character query answers an address they did not type, except their own buyers',
    async (who, client) => {
      const queries = await everyTwoCharacterQuery();
      expect(queries.length).toBeGreaterThan(100);
      const seen = new Set<string>();
      for (const [i, query] of queries.entries()) {
        if (i % (RECIPIENT_SEARCHES_PER_WINDOW - 1) === 0) await forgetSearchCounts();
        const { users: found } = await expectData(searchUsers(client, query));
        for (const user of found) {
          expect(own[who], `'${query}' answered ${user.email}`).toContain(user.email);
          expect(user, `'${query}' answered a role`).not.toHaveProperty('role');
          seen.add(user.email);
        }
      }
      // Their own buyers are found by part of the address; nobody else is.
      expect([...seen].sort()).toEqual([...own[who]].sort());
    },
  );

  it('finds anyone by the full address, in any case: one row, no role', async () => {
    await forgetSearchCounts();
    const foreign = 'rs-foreign-3@buyers.test';
    for (const client of [organizer, reseller]) {
      const { users: found } = await expectData(searchUsers(client, ' RS-Foreign-3@Buyers.TEST '));
      expect(found).toEqual([{ id: 'u_rs-foreign_3', name: 'Buyer', email: foreign }]);
      // The admin's account too, but without saying it is an admin's.
      expect((await expectData(searchUsers(client, 'admin@pentas.test'))).users).toEqual([
        { id: expect.any(String), name: expect.any(String), email: 'admin@pentas.test' },
      ]);
      // One character short is not the address: nothing.
      expect((await expectData(searchUsers(client, foreign.slice(0, -1)))).users).toEqual([]);
    }
  });

  it("matches part of an e-mail or name only among the caller's own buyers", async () => {
    await forgetSearchCounts();
    const emails = async (client: ApiClient, query: string) =>
      (await expectData(searchUsers(client, query))).users.map((u) => u.email);
    // Organizers: a completed order for one of their events (not a pending one, not a deleted event's).
    expect(await emails(organizer, 'rs-org')).toEqual(own.organizer);
    expect(await emails(organizer, 'rs-other')).toEqual([]);
    // Resellers: whom they issued tickets to (not who bought through their code).
    expect(await emails(reseller, 'rs-res')).toEqual(own.reseller);
    expect(await emails(reseller, 'rs-org')).toEqual([]);
  });
});

describe("the admins' recipient search", () => {
  it('matches part of any e-mail or name in any case, at most 20, with name, e-mail and role; never limited', async () => {
    const emails = await insertCustomers(db, 25, 'zq-search');
    await db.update(users).set({ firstName: 'Zubaidah', lastName: 'Quek' }).where(eq(users.email, emails[0]));
    const { users: found } = await expectData(searchUsers(admin, 'ZQ-SEARCH'));
    expect(found).toHaveLength(20);
    expect(found[0]).toEqual({ id: 'u_zq-search_0', name: 'Buyer', email: emails[0], role: 'customer' });
    expect((await expectData(searchUsers(admin, 'zubaidah q'))).users.map((u) => u.email)).toEqual([emails[0]]);
    expect((await expectData(searchUsers(admin, 'rs-res-recipient'))).users).toEqual([
      { id: expect.any(String), name: 'Buyer', email: own.reseller[0], role: 'customer' },
    ]);
    // LIKE's wildcards are text like any other.
    expect((await expectData(searchUsers(admin, '%_'))).users).toEqual([]);
    // Past any organizer's or reseller's budget.
    const answers = await Promise.all(
      Array.from({ length: RECIPIENT_SEARCHES_PER_WINDOW + 5 }, () => searchUsers(admin, 'quek')),
    );
    expect(answers.map((a) => a.response.status)).toEqual(answers.map(() => 200));
  });
});

describe('the limit on recipient searches', () => {
  it('answers 429 with Retry-After once a caller has used the window, and only that caller', async () => {
    const limited = await signedInApi(app, await insertAccount(db, 'reseller', 'rs-limit'));
    const extra = 7;
    const answers = await Promise.all(
      Array.from({ length: RECIPIENT_SEARCHES_PER_WINDOW + extra }, () =>
        searchUsers(limited, 'rs-foreign-1@buyers.test'),
      ),
    );
    const statuses = answers.map((a) => a.response.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(RECIPIENT_SEARCHES_PER_WINDOW);
    expect(statuses.filter((s) => s === 429)).toHaveLength(extra);

    const refused = await searchUsers(limited, 'rs-foreign-1@buyers.test');
    const problem = expectProblem(refused, 429);
    expect(problem.code).toBe('rate_limited');
    expect(problem.detail).toMatch(/^Too many recipient searches\. Please try again in \d+ minutes?\.$/);
    const retryAfter = Number(refused.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(RECIPIENT_SEARCH_WINDOW_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(RECIPIENT_SEARCH_WINDOW_SECONDS);

    // Another caller is not held up by it.
    await expectData(searchUsers(organizer, 'rs-foreign-1@buyers.test'));
    // Once the window is over, the caller searches again.
    await db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - make_interval(secs => ${RECIPIENT_SEARCH_WINDOW_SECONDS + 1})` })
      .where(eq(rateLimits.key, `recipient-search:${await userId(db, 'rs-limit-0@buyers.test')}`));
    expect((await expectData(searchUsers(limited, 'rs-foreign-1@buyers.test'))).users).toHaveLength(1);
  });
});

describe('every look-up of an account by address shares the limit', () => {
  /** Uses a caller's whole window, one look-up after another, none of them refused. */
  async function useWindow(lookups: (() => Promise<{ response: Response }>)[]) {
    expect(lookups).toHaveLength(RECIPIENT_SEARCHES_PER_WINDOW);
    for (const lookup of lookups) expect((await lookup()).response.status).not.toBe(429);
  }
  const expectRateLimited = (answer: Parameters<typeof expectProblem>[0] & { response: Response }) => {
    const problem = expectProblem(answer, 429);
    expect(problem.code).toBe('rate_limited');
    expect(Number(answer.response.headers.get('retry-after'))).toBeGreaterThan(0);
  };

  it("counts a reseller's issues with their searches: the 61st look-up is a 429 with Retry-After", async () => {
    const email = await insertAccount(db, 'reseller', 'rs-issue-limit');
    const limited = await signedInApi(app, email);
    const event = await insertEvent(db, organizerEmail);
    const target = { eventId: event.id, ticketTypeId: event.ticketTypes[0].id, quantity: 1 };
    const half = RECIPIENT_SEARCHES_PER_WINDOW / 2;
    await useWindow([
      ...Array.from({ length: half }, (_, i) => () => searchUsers(limited, `rs-guess-${i}@buyers.test`)),
      ...Array.from(
        { length: half },
        (_, i) => () => generate(limited, { userEmail: `rs-guess-${i}@x.test`, ...target }),
      ),
    ]);
    const refused = await generate(limited, { userEmail: 'rs-foreign-1@buyers.test', ...target });
    expectRateLimited(refused);
    expectRateLimited(await searchUsers(limited, 'rs-foreign-1@buyers.test'));
  });

  it("counts an organizer's issues and grants with their searches; an admin's are never limited", async () => {
    const email = await insertAccount(db, 'organizer', 'rs-grant-limit');
    const limited = await signedInApi(app, email);
    const event = await insertEvent(db, email);
    const target = { eventId: event.id, ticketTypeId: event.ticketTypes[0].id };
    const third = RECIPIENT_SEARCHES_PER_WINDOW / 3;
    await useWindow([
      ...Array.from({ length: third }, (_, i) => () => searchUsers(limited, `rs-guess-${i}@buyers.test`)),
      ...Array.from(
        { length: third },
        (_, i) => () => generate(limited, { userEmail: `rs-guess-${i}@x.test`, ...target, quantity: 1 }),
      ),
      ...Array.from(
        { length: third },
        (_, i) => () => grant(limited, { resellerEmail: `rs-guess-${i}@x.test`, ...target, granted: 1 }),
      ),
    ]);
    expectRateLimited(await grant(limited, { resellerEmail: resellerEmail, ...target, granted: 1 }));
    expectRateLimited(await generate(limited, { userEmail: 'rs-foreign-1@buyers.test', ...target, quantity: 1 }));

    const answers = await Promise.all(
      Array.from({ length: RECIPIENT_SEARCHES_PER_WINDOW + 5 }, (_, i) =>
        grant(admin, { resellerEmail: `rs-guess-${i}@x.test`, ...target, granted: 1 }),
      ),
    );
    expect(answers.map((a) => a.response.status)).toEqual(answers.map(() => 422));
  });
});

describe('what an issue or a grant tells about an address', () => {
  it('tells a reseller without an allocation nothing: a known and an unknown address get the same 409', async () => {
    await forgetSearchCounts();
    const event = await insertEvent(db, organizerEmail);
    const target = { eventId: event.id, ticketTypeId: event.ticketTypes[0].id, quantity: 1 };
    const known = expectProblem(await generate(reseller, { userEmail: 'rs-foreign-2@buyers.test', ...target }), 409);
    const unknown = expectProblem(await generate(reseller, { userEmail: 'rs-nobody@nowhere.test', ...target }), 409);
    expect(known.code).toBe('no_allocation');
    expect([unknown.code, unknown.detail]).toEqual([known.code, known.detail]);
  });

  it('answers a grant to an unknown address and to an account that is no reseller alike (422, same words)', async () => {
    await forgetSearchCounts();
    const event = await insertEvent(db, organizerEmail);
    const target = { eventId: event.id, ticketTypeId: event.ticketTypes[0].id, granted: 5 };
    for (const client of [organizer, admin]) {
      const answers = [];
      for (const address of [
        'rs-foreign-2@buyers.test',
        'admin@pentas.test',
        organizerEmail,
        'rs-nobody@nowhere.test',
      ]) {
        const problem = expectProblem(await grant(client, { resellerEmail: address, ...target }), 422);
        answers.push([problem.code, problem.detail]);
      }
      expect(new Set(answers.map((a) => JSON.stringify(a))).size, JSON.stringify(answers)).toBe(1);
      expect(answers[0][0]).toBe('not_a_reseller');
    }
    // A reseller's address is granted.
    await expectData(grant(organizer, { resellerEmail, ...target }));
  });
});

describe('who may search', () => {
  it('needs 2 characters (422) and refuses customers (403)', async () => {
    for (const query of ['a', ' b ', '']) expectProblem(await searchUsers(admin, query), 422);
    expectProblem(await searchUsers(customer, 'chloe'), 403);
    expectProblem(await searchUsers(customer, 'customer2@pentas.test'), 403);
  });
});
