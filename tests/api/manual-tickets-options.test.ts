import { drizzle } from 'drizzle-orm/postgres-js';
import { describe, expect, it } from 'vitest';
import * as schema from '../../api/src/db/schema';
import { eventsToIssueFor } from '../../api/src/modules/manual-tickets/options.queries';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { allowIssuing, boxOffice } from '../support/box-office';
import { insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';

const { app, db, sql } = await createTestApp();
const admin = await signedInApi(app, 'admin@pentas.test');
const organizer = await signedInApi(app, 'organizer@pentas.test');
const reseller = await signedInApi(app, 'reseller@pentas.test');
const customer = await signedInApi(app, 'customer@pentas.test');
const { options } = boxOffice();

describe('the generation options', () => {
  it('lists events on sale with their active types; organizers see their own, admins all, resellers what they hold an allocation of', async () => {
    const mine = await insertEvent(db, 'organizer@pentas.test', {
      currency: 'IDR',
      timeZone: 'Asia/Jakarta',
      tickets: [
        { name: 'VIP', priceMinor: 150000000, quantity: 50, soldQuantity: 8 },
        { name: 'Hidden', isActive: false },
      ],
    });
    const theirs = await insertEvent(db, 'organizer2@pentas.test');
    const off = await insertEvent(db, 'organizer@pentas.test', { isActive: false });
    const over = await insertEvent(db, 'organizer@pentas.test', {
      startsAt: new Date(Date.now() - 2 * 86400_000),
      endsAt: new Date(Date.now() - 86400_000),
    });
    const gone = await insertEvent(db, 'organizer@pentas.test', { deletedAt: new Date() });
    const ids = async (client: typeof admin) => (await expectData(options(client))).events.map((e) => e.id);

    const forOrganizer = await expectData(options(organizer));
    expect(forOrganizer.events.find((e) => e.id === mine.id)).toEqual({
      id: mine.id,
      title: mine.title,
      date_time: mine.startsAt.toISOString(),
      timeZone: 'Asia/Jakarta',
      ticketTypes: [
        {
          id: mine.ticketTypes[0].id,
          name: 'VIP',
          currency: 'IDR',
          price: '1500000.00',
          remaining: 42,
          allocation: null,
        },
      ],
    });
    expect(forOrganizer.events.map((e) => e.id)).not.toContain(theirs.id);
    expect(await ids(admin)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    // A reseller sees only the types they hold an allocation of, with what is left of it.
    expect(await ids(reseller)).not.toContain(theirs.id);
    for (const event of [theirs, off, over, gone])
      await allowIssuing(db, 'reseller@pentas.test', event.ticketTypes[0].id, 5);
    const forReseller = await expectData(options(reseller));
    expect(forReseller.events.map((e) => e.id)).not.toContain(mine.id);
    expect(forReseller.events.find((e) => e.id === theirs.id)?.ticketTypes).toEqual([
      expect.objectContaining({ id: theirs.ticketTypes[0].id, allocation: { granted: 5, left: 5 } }),
    ]);
    for (const client of [admin, organizer, reseller]) {
      for (const closed of [off, over, gone]) expect(await ids(client)).not.toContain(closed.id);
    }
    const starts = forOrganizer.events.map((e) => e.date_time);
    expect(starts).toEqual([...starts].sort());
  });

  it('refuses customers (403)', async () => {
    expectProblem(await options(customer), 403);
  });

  it("reads allocations only for a reseller's options", async () => {
    const statements: string[] = [];
    const logged = drizzle(sql, { schema, logger: { logQuery: (query) => statements.push(query) } });
    await eventsToIssueFor(logged, {});
    await eventsToIssueFor(logged, { organizerId: 'u_organizer' });
    expect(statements).toHaveLength(2);
    for (const statement of statements) expect(statement).not.toContain('"allocations"');
    await eventsToIssueFor(logged, { resellerId: 'u_reseller' });
    expect(statements[2]).toContain('"allocations"');
  });
});
