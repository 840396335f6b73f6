import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { events, manualTicketRecords, orders, users } from '../../db/schema';
import { matchesUserSearch } from '../admin';

/** At most `limit` users matching `text`, by e-mail (the unique e-mail index orders them): the admins' search. */
export async function searchUsers(db: Queryable, text: string, limit: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(matchesUserSearch(text))
    .orderBy(asc(users.email))
    .limit(limit);
}

/** The ids of everyone with a completed order for one of the organizer's events that are not deleted. */
export function buyersOfEventsBy(organizerId: string): SQL {
  const theirs = and(eq(events.organizerId, organizerId), isNull(events.deletedAt), eq(orders.status, 'completed'));
  return inArray(
    users.id,
    sql`(select ${orders.userId} from ${orders} join ${events} on ${events.id} = ${orders.eventId} where ${theirs})`,
  );
}

/** The ids of everyone the caller has issued box-office tickets to. */
export function recipientsIssuedBy(issuerId: string): SQL {
  return inArray(
    users.id,
    sql`(select ${manualTicketRecords.targetUserId} from ${manualTicketRecords} where ${eq(manualTicketRecords.generatedById, issuerId)})`,
  );
}

/**
 * The account whose e-mail is exactly `text` (any case), first, then at most `limit` in all of the
 * users in `own` whose e-mail or name contains `text`, by e-mail. No role: the caller is no admin.
 */
export async function searchExactOrOwn(db: Queryable, own: SQL, text: string, limit: number) {
  const exact = eq(users.email, text.toLowerCase());
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(or(exact, and(own, matchesUserSearch(text))))
    .orderBy(desc(exact), asc(users.email))
    .limit(limit);
}
