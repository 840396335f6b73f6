import type { Queryable } from '../../db/client';
import type { Actor } from './actor';
import { insertAuditRow } from './audit-log.queries';

/** Every admin action the log records (decisions.md item 13), the box office's issuing among them. */
export const auditActions = [
  'user.role_change',
  'event.delete',
  'event.restore',
  'holds.release_lapsed',
  'orders.auto_cancel',
  'tickets.generate',
  'allocation.grant',
  'allocation.revoke',
  'allocation.settle',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * What an action is done to: a user, an event, one order (manual tickets), orders (a run over many), a
 * reseller's allocation or a settlement of what they owe.
 */
export const auditTargets = ['user', 'event', 'order', 'orders', 'allocation', 'settlement'] as const;
export type AuditTarget = (typeof auditTargets)[number];

export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTarget;
  targetId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes the row for one admin action. Call it with the transaction that makes the change, so that a
 * change is never without its row and a refused or rolled-back one never has one.
 */
export async function recordAudit(db: Queryable, actor: Actor, entry: AuditEntry) {
  await insertAuditRow(db, {
    actorId: actor.user.id,
    actorEmail: actor.user.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: actor.requestId,
  });
}
