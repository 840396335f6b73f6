import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../api/src/db/client';
import { accounts, events, ticketTypes, users } from '../../api/src/db/schema';
import { countryOf } from '../../api/src/modules/events/events.service';

let counter = 0;

export async function userId(db: Database, email: string) {
  const row = await db.query.users.findFirst({ where: eq(users.email, email) });
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

type EventOverrides = Partial<typeof events.$inferInsert> & {
  tickets?: {
    name?: string;
    description?: string;
    priceMinor?: number;
    quantity?: number;
    soldQuantity?: number;
    isActive?: boolean;
    salesStartsAt?: Date | null;
    salesEndsAt?: Date | null;
    hidden?: boolean;
  }[];
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
  const types = await db
    .insert(ticketTypes)
    .values(
      tickets.map((t, i) => ({
        eventId: event.id,
        name: t.name ?? `Type ${i + 1}`,
        description: t.description ?? null,
        priceMinor: t.priceMinor ?? 5000,
        quantity: t.quantity ?? 100,
        soldQuantity: t.soldQuantity ?? 0,
        isActive: t.isActive ?? true,
        salesStartsAt: t.salesStartsAt ?? null,
        salesEndsAt: t.salesEndsAt ?? null,
        hidden: t.hidden ?? false,
      })),
    )
    .returning();
  // In the order given, so a test's `tickets[i]` is the event's `ticketTypes[i]`.
  return { ...event, ticketTypes: types.sort((a, b) => a.id - b.id) };
}

/**
 * `count` customer accounts that share the demo password (its stored hash is copied, so no slow
 * hashing per account). Returns their e-mails.
 */
export async function insertCustomers(db: Database, count: number, tag: string) {
  const [demo] = await db.execute<{ password: string }>(
    sql`select a.password from accounts a join users u on u.id = a.user_id where u.email = 'customer@pentas.test'`,
  );
  const emails = Array.from({ length: count }, (_, i) => `${tag}-${i}@buyers.test`);
  for (const email of emails) {
    const id = `u_${tag}_${emails.indexOf(email)}`;
    // Confirmed already, as the demo accounts are: no welcome mail for them (migration 0024).
    await db
      .insert(users)
      .values({ id, email, name: 'Buyer', firstName: 'Buyer', role: 'customer', emailVerified: true });
    await db
      .insert(accounts)
      .values({ id: `a_${id}`, accountId: id, providerId: 'credential', userId: id, password: demo.password });
  }
  return emails;
}

/** A fresh account with `role` (the demo password), so a test's figures are its own alone. Returns its e-mail. */
export async function insertAccount(db: Database, role: 'organizer' | 'reseller' | 'customer', tag: string) {
  const [email] = await insertCustomers(db, 1, tag);
  await db.update(users).set({ role }).where(eq(users.email, email));
  return email;
}
