import { HOME_TIME_ZONE } from '@pentas/openapi';
import { and, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { auditLog, events, ticketTypes, users } from '../../db/schema';
import { containing } from '../../lib/like-pattern';

export type AuditRow = typeof auditLog.$inferInsert;

/** One audit row, in the caller's transaction: it commits, or rolls back, with the change it records. */
export async function insertAuditRow(db: Queryable, row: AuditRow) {
  await db.insert(auditLog).values(row);
}

/** Which rows of the log to read; every part optional, all of them must hold. */
export interface AuditFilter {
  action?: string;
  actorId?: string;
  /** Part of the actor's e-mail (as when they acted) or current name, any case. */
  actor?: string;
  targetType?: string;
  targetId?: string;
  /** Part of the target's name, e-mail or title (the person, event or ticket type it concerned), any case. */
  target?: string;
  /** From this instant (inclusive) to that one (excluded). */
  from?: Date;
  to?: Date;
}

// The names an entry is read with. Rows keep ids only (and the actor's e-mail as it was); the names are
// today's, joined here: the person the action concerned (the user whose role changed, a reseller, a
// recipient), the event and the ticket type, each found in the row's target or in what it recorded.
const actorUser = alias(users, 'actor');
const person = alias(users, 'person');
const recipient = alias(users, 'recipient');
const tt = alias(ticketTypes, 'tt');
const e = alias(events, 'e');

/** A recorded id as an integer, or null (never a cast that fails on text that is not one). */
const intOf = (text: SQL) => sql`case when ${text} ~ '^[0-9]{1,9}$' then (${text})::int end`;
const recorded = (key: string) => sql`coalesce(${auditLog.after} ->> ${key}, ${auditLog.before} ->> ${key})`;
const targetIdWhen = (type: string) => sql`case when ${auditLog.targetType} = ${type} then ${auditLog.targetId} end`;

const ticketTypeId = intOf(sql`coalesce(${targetIdWhen('ticket_type')}, ${recorded('ticketTypeId')})`);
const eventId = sql`coalesce(${intOf(sql`coalesce(${targetIdWhen('event')}, ${recorded('eventId')})`)}, ${tt.eventId})`;
const personId = sql`coalesce(${targetIdWhen('user')}, ${recorded('resellerId')})`;
const personEmail = sql`coalesce(${auditLog.after} ->> 'reseller', ${auditLog.after} ->> 'recipient')`;

const columns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  actorName: actorUser.name,
  actorFirstName: actorUser.firstName,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  before: auditLog.before,
  after: auditLog.after,
  requestId: auditLog.requestId,
  clientRequestId: auditLog.clientRequestId,
  createdAt: auditLog.createdAt,
  /** When, on Kuala Lumpur's clock as a spreadsheet reads it (the export's column). */
  createdLocal: sql<string>`to_char(${auditLog.createdAt} at time zone ${HOME_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`,
  personId: sql<string | null>`coalesce(${person.id}, ${recipient.id})`,
  personName: sql<string | null>`coalesce(${person.name}, ${recipient.name})`,
  personEmail: sql<string | null>`coalesce(${person.email}, ${recipient.email})`,
  eventId: e.id,
  eventTitle: e.title,
  eventCurrency: e.currency,
  eventTimeZone: e.timeZone,
  eventDeleted: sql<boolean | null>`${e.deletedAt} is not null`,
  ticketTypeId: tt.id,
  ticketTypeName: tt.name,
};

function conditions(filter: AuditFilter) {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.actorId) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) where.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) where.push(lt(auditLog.createdAt, filter.to));
  if (filter.actor) {
    const text = containing(filter.actor);
    where.push(
      sql`(lower(${auditLog.actorEmail}) like ${text} or lower(coalesce(${actorUser.name}, '')) like ${text})`,
    );
  }
  if (filter.target) {
    const text = containing(filter.target);
    const named = [person.name, person.email, recipient.name, recipient.email, e.title, tt.name];
    where.push(
      or(
        eq(auditLog.targetId, filter.target),
        ...named.map((column) => sql`lower(coalesce(${column}, '')) like ${text}`),
      ) as SQL,
    );
  }
  return where;
}

/** The log joined to today's names; `where` may read any joined table. */
const withNames = <T extends PgSelect>(query: T) =>
  query
    .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
    .leftJoin(tt, sql`${tt.id} = ${ticketTypeId}`)
    .leftJoin(e, sql`${e.id} = ${eventId}`)
    .leftJoin(person, sql`${person.id} = ${personId}`)
    .leftJoin(recipient, sql`${recipient.email} = ${personEmail}`);

export type AuditListRow = Awaited<ReturnType<typeof auditRowsBefore>>[number];

/** Up to `limit` entries, newest first, matching `filter`, older than entry `beforeId` if given (an export's keyset). */
export function auditRowsBefore(db: Queryable, filter: AuditFilter, limit: number, beforeId?: number) {
  const where = conditions(filter);
  if (beforeId !== undefined) where.push(lt(auditLog.id, beforeId));
  return withNames(db.select(columns).from(auditLog).$dynamic())
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/** A page of the log, newest first, with the total matching `filter`. */
export async function auditPage(db: Queryable, filter: AuditFilter, window: { limit: number; offset: number }) {
  const where = and(...conditions(filter));
  const [rows, [{ total }]] = await Promise.all([
    withNames(db.select(columns).from(auditLog).$dynamic())
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(window.limit)
      .offset(window.offset),
    withNames(db.select({ total: count() }).from(auditLog).$dynamic()).where(where),
  ]);
  return { rows, total };
}
