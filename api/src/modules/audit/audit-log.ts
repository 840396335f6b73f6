import type { Queryable } from '../../db/client';
import type { Actor } from './actor';
import { insertAuditRow } from './audit-log.queries';

/** Every admin action the log records (decisions.md item 13), the box office's issuing among them. */
export const auditActions = [
  'user.role_change',
  'event.delete',
  'event.restore',
  'event.update',
  'ticket_type.create',
  'ticket_type.update',
  'ticket.check_in',
  'holds.release_lapsed',
  'orders.auto_cancel',
  'tickets.generate',
  'allocation.grant',
  'allocation.revoke',
  'allocation.settle',
  // The account's own changes (the settings page).
  'account.name_change',
  'account.password_change',
  'account.email_change_request',
  'account.email_change',
  'account.delete',
  'mail.resend',
  // Refunds and cancellations (issue 29).
  'order.refund',
  'refund.settle_by_hand',
  'refund_request.approve',
  'refund_request.refuse',
  'event.cancel',
  'event.postpone',
  // Promo and access codes (issue 30).
  'promo_code.create',
  'promo_code.update',
  'promo_code.delete',
  // The waiting list (issue 30): a list switched or its hours changed, an offer made by hand.
  'waiting_list.update',
  'waiting_list.offer',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * What an action is done to: a user, an event, a ticket type, a ticket (the door), one order (manual
 * tickets), orders (a run over many), a reseller's allocation, a settlement of what they owe, or a mail (the viewer's resend).
 */
export const auditTargets = [
  'user',
  'event',
  'ticket_type',
  'ticket',
  'order',
  'orders',
  'allocation',
  'settlement',
  'mail',
  'refund',
  'refund_request',
  'promo_code',
] as const;
export type AuditTarget = (typeof auditTargets)[number];

export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTarget;
  targetId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const asJson = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * An edit's before and after, limited to the fields it changed (`changes` names them; undefined
 * means untouched). Dates as ISO text. Undefined when nothing changed.
 */
export function changeOf(before: Record<string, unknown>, changes: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || JSON.stringify(asJson(before[key])) === JSON.stringify(asJson(value))) continue;
    was[key] = asJson(before[key]);
    now[key] = asJson(value);
  }
  return Object.keys(now).length ? { before: was, after: now } : undefined;
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
    clientRequestId: actor.clientRequestId ?? null,
  });
}
