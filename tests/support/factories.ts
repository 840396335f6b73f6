import { eq } from 'drizzle-orm';
import type { Database } from '../../api/src/db/client';
import { events, ticketTypes, users } from '../../api/src/db/schema';
import { countryOf } from '../../api/src/modules/events/events.service';

let counter = 0;

export async function userId(db: Database, email: string) {
  const row = await db.query.users.findFirst({ where: eq(users.email, email) });
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

type EventOverrides = Partial<typeof events.$inferInsert> & {
  tickets?: { name?: string; priceMinor?: number; quantity?: number; soldQuantity?: number; isActive?: boolean }[];
};

/** Inserts an event with ticket types straight into the database (for tests of reads). */
export async function insertEvent(db: Database, organizerEmail: string, overrides: EventOverrides = {}) {
  counter += 1;
  const { tickets = [{}], ...fields } = overrides;
  const location = fields.location ?? 'Kuala Lumpur, Malaysia';
  const [event] = await db
    .insert(events)
    .values({
      organizerId: await userId(db, organizerEmail),
      title: `Test event ${counter}`,
      description: 'A test event for the catalog.',
      venue: 'Test Hall',
      category: 'other',
      currency: 'MYR',
      startsAt: new Date(Date.now() + 30 * 86400_000),
      ...fields,
      location,
      country: countryOf(location),
    })
    .returning();
  await db.insert(ticketTypes).values(
    tickets.map((t, i) => ({
      eventId: event.id,
      name: t.name ?? `Type ${i + 1}`,
      priceMinor: t.priceMinor ?? 5000,
      quantity: t.quantity ?? 100,
      soldQuantity: t.soldQuantity ?? 0,
      isActive: t.isActive ?? true,
    })),
  );
  return event;
}
