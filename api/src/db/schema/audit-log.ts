import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per admin action (decisions.md item 13), written by the transaction that makes the change.
 * Append-only: a trigger (migration 0006) refuses UPDATE, DELETE and TRUNCATE, so the application can
 * never rewrite what happened. The actor is kept by id and e-mail at the time, with no foreign key:
 * the row must outlive the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** What was done, e.g. 'user.role_change' (modules/audit/audit-log.ts lists them). */
    action: text('action').notNull(),
    /** What it was done to: 'user', 'event', or 'orders' for maintenance runs. */
    targetType: text('target_type').notNull(),
    /** The target's id as text (user ids are text, event ids integers); null for a run over many. */
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The server's own id of the request that did it (never the client's). */
    requestId: text('request_id').notNull(),
    /** The client's X-Request-Id, if it sent one: kept apart, for finding its own traces. */
    clientRequestId: text('client_request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest first is id order (the log's pages); filtered by action or by actor through these.
  (t) => [index('audit_log_action_id_idx').on(t.action, t.id), index('audit_log_actor_id_id_idx').on(t.actorId, t.id)],
);
