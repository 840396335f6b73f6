import { describe, expect, it } from 'vitest';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { boxOffice } from '../support/box-office';
import { insertEvent } from '../support/factories';
import { expectProblem } from '../support/http';

const { app, db } = await createTestApp();
const admin = await signedInApi(app, 'admin@pentas.test');
const organizer = await signedInApi(app, 'organizer@pentas.test');
const reseller = await signedInApi(app, 'reseller@pentas.test');
const customer = await signedInApi(app, 'customer@pentas.test');
const { options } = boxOffice();

describe('the generation options', () => {
  it('lists events on sale with their active types; organizers see their own, admins and resellers all', async () => {
    const mine = await insertEvent(db, 'organizer@pentas.test', {
      currency: 'IDR',
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
      ticketTypes: [{ id: mine.ticketTypes[0].id, name: 'VIP', currency: 'IDR', price: '1500000.00', remaining: 42 }],
    });
    expect(forOrganizer.events.map((e) => e.id)).not.toContain(theirs.id);
    for (const client of [admin, reseller])
      expect(await ids(client)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    for (const client of [admin, organizer, reseller]) {
      for (const closed of [off, over, gone]) expect(await ids(client)).not.toContain(closed.id);
    }
    const starts = forOrganizer.events.map((e) => e.date_time);
    expect(starts).toEqual([...starts].sort());
  });

  it('refuses customers (403)', async () => {
    expectProblem(await options(customer), 403);
  });
});
