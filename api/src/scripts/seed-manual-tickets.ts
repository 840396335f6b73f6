import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { events, ticketTypes, users } from '../db/schema';
import { roleOf } from '../lib/permissions';
import { generateTickets, grantAllocation } from '../modules/manual-tickets';

/** A few box-office records (each of the event's type with the most left), so the tracker is not empty: each staff role issues some, in two currencies. */
const demoManualTickets = [
  {
    by: 'admin@pentas.test',
    to: 'buyer1@pentas.test',
    event: 'Jazz by the Lake',
    quantity: 2,
    reason: 'Sponsor passes',
  },
  {
    by: 'organizer@pentas.test',
    to: 'buyer2@pentas.test',
    event: 'KL Tech Summit 2026',
    quantity: 4,
    reason: 'Speaker guests',
  },
  // A reseller issues within an allocation: the admin grants 10 first.
  {
    by: 'reseller@pentas.test',
    to: 'buyer3@pentas.test',
    event: 'Wayang Kulit Under the Stars',
    quantity: 1,
    allocation: 10,
  },
  {
    by: 'admin@pentas.test',
    to: 'buyer2@pentas.test',
    event: 'Jakarta Indie Fest',
    quantity: 3,
    reason: 'Media accreditation',
  },
];

/**
 * Issues the demo's manual tickets through the box office's own service (stock, tickets, records and
 * audit rows as a real generation writes them; the reseller's within an allocation the admin grants). Each has a fixed idempotency key, so running it again
 * issues nothing more.
 */
export async function seedManualTickets(db: Database) {
  for (const [i, demo] of demoManualTickets.entries()) {
    const [generator] = await db.select().from(users).where(eq(users.email, demo.by));
    const [type] = await db
      .select({ eventId: events.id, ticketTypeId: ticketTypes.id })
      .from(ticketTypes)
      .innerJoin(events, eq(events.id, ticketTypes.eventId))
      .where(and(eq(events.title, demo.event), eq(ticketTypes.isActive, true)))
      .orderBy(desc(sql`${ticketTypes.quantity} - ${ticketTypes.soldQuantity}`), asc(ticketTypes.id))
      .limit(1);
    if (demo.allocation) {
      const [admin] = await db.select().from(users).where(eq(users.email, 'admin@pentas.test'));
      await grantAllocation(
        db,
        { user: { ...admin, role: roleOf(admin.role) }, requestId: 'seed' },
        { eventId: type.eventId, ticketTypeId: type.ticketTypeId, resellerEmail: demo.by, granted: demo.allocation },
      );
    }
    await generateTickets(
      db,
      { user: { ...generator, role: roleOf(generator.role) }, requestId: 'seed' },
      {
        userEmail: demo.to,
        eventId: type.eventId,
        ticketTypeId: type.ticketTypeId,
        quantity: demo.quantity,
        reason: demo.reason,
      },
      `demo-seed-manual-${i + 1}`,
    );
  }
}
