import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferInsert;

/** One audit row, in the caller's transaction: it commits, or rolls back, with the change it records. */
export async function insertAuditRow(db: Queryable, row: AuditRow) {
  await db.insert(auditLog).values(row);
}

/** A page of the log, newest first, filtered by action and actor; with the total. */
export async function auditPage(
  db: Queryable,
  filter: { action?: string; actorId?: string },
  window: { limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(window.limit).offset(window.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total };
}
