import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accounts, events, orders, sessions, users, verifications } from '../../db/schema';

/** The account's row, locked for the rest of the transaction (a deletion and an edit never cross). */
export async function lockUser(db: Queryable, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

export async function findUserByEmail(db: Queryable, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: Queryable, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

export async function setName(db: Queryable, userId: string, firstName: string, lastName: string) {
  const [user] = await db
    .update(users)
    .set({ firstName, lastName, name: `${firstName} ${lastName}`.trim(), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** How many events the account organizes that have not ended yet (deleted ones aside). */
export async function upcomingEventsOrganizedBy(db: Queryable, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(
      and(
        eq(events.organizerId, userId),
        sql`${events.deletedAt} is null`,
        sql`coalesce(${events.endsAt}, ${events.startsAt}) > now()`,
      ),
    );
  return row?.n ?? 0;
}

/** The address a deleted account keeps: unique, never deliverable (.invalid), naming nobody. */
const deletedAddress = (userId: string) => `deleted-${userId}@deleted.pentas.invalid`;

/**
 * The account's personal data removed, its orders and tickets kept (their buyer anonymised), its
 * password and sessions gone: nobody can sign in to it again.
 */
export async function anonymiseAccount(db: Queryable, userId: string) {
  await db.update(orders).set({ customerName: null, customerEmail: null }).where(eq(orders.userId, userId));
  await db
    .update(users)
    .set({
      name: 'Deleted account',
      firstName: null,
      lastName: null,
      email: deletedAddress(userId),
      emailVerified: false,
      image: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(accounts).where(eq(accounts.userId, userId));
  await db.delete(verifications).where(eq(verifications.value, userId));
}
