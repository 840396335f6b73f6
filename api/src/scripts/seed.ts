import { instantInZone, todayInZone, toMinor } from '@pentas/openapi';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { events, mailOutbox, ticketTypes, users } from '../db/schema';
import { countryOf } from '../modules/events';
import { DEMO_PASSWORD, demoEvents, demoUsers } from './demo-data';
import { seedManualTickets } from './seed-manual-tickets';
import { seedAffiliateClicks, seedPastSales } from './seed-sales';

/** Seeds the demo accounts and catalog once; a database that has the demo admin is left alone. */
export async function seedDemo(deps: Pick<AppDeps, 'db' | 'auth' | 'log'>) {
  const { db, auth, log } = deps;
  const existing = await db.query.users.findFirst({ where: eq(users.email, demoUsers[0].email) });
  if (existing) return;
  log.info('seeding demo accounts and events');
  const idByEmail = new Map<string, string>();
  for (const u of demoUsers) {
    const { user } = await auth.api.signUpEmail({
      body: {
        email: u.email,
        password: DEMO_PASSWORD,
        name: `${u.firstName} ${u.lastName}`,
        firstName: u.firstName,
        lastName: u.lastName,
      },
    });
    await db.update(users).set({ role: u.role, emailVerified: true }).where(eq(users.id, user.id));
    idByEmail.set(u.email, user.id);
  }
  await db.transaction(async (tx) => {
    for (const e of demoEvents) {
      const day = todayInZone(e.timeZone);
      const startsAt = instantInZone({ ...day, day: day.day + e.inDays, hour: e.hour }, e.timeZone);
      const [row] = await tx
        .insert(events)
        .values({
          organizerId: idByEmail.get(e.organizer) as string,
          title: e.title,
          description: e.description,
          titleMs: e.titleMs ?? null,
          descriptionMs: e.descriptionMs ?? null,
          venue: e.venue,
          location: e.location,
          country: countryOf(e.location),
          category: e.category,
          currency: e.currency,
          timeZone: e.timeZone,
          startsAt,
          endsAt: new Date(startsAt.getTime() + e.durationHours * 3600_000),
          imageUrl: e.poster,
        })
        .returning({ id: events.id });
      await tx.insert(ticketTypes).values(
        e.tickets.map((t) => ({
          eventId: row.id,
          name: t.name,
          description: t.description ?? null,
          priceMinor: toMinor(t.price) ?? 0,
          quantity: t.quantity,
          soldQuantity: t.sold ?? 0,
        })),
      );
    }
    await seedPastSales(tx);
    await seedAffiliateClicks(tx);
  });
  // After the catalog commits: the box office runs its own transactions.
  await seedManualTickets(db);
  // Past sales and box-office issues were never mailed, and the demo accounts are confirmed already: the
  // confirmations, box-office and welcome mails they wrote to the outbox go (no job engine runs yet).
  await db.delete(mailOutbox);
  log.info({ users: demoUsers.length, events: demoEvents.length }, 'demo data seeded');
}
