import type { AuditAction, AuditEntry } from './queries';

/** Every action the log records, in people's words (the filter offers them in this order). */
export const auditActionLabels: Record<AuditAction, string> = {
  'user.role_change': 'Role changed',
  'event.delete': 'Event deleted',
  'event.restore': 'Event restored',
  'event.update': 'Event edited',
  'ticket_type.create': 'Ticket type added',
  'ticket_type.update': 'Ticket type changed',
  'ticket.check_in': 'Ticket checked in',
  'holds.release_lapsed': 'Pending payments cancelled',
  'orders.auto_cancel': 'Auto-cancellation run',
  'tickets.generate': 'Manual tickets issued',
  'allocation.grant': 'Allocation granted or changed',
  'allocation.revoke': 'Allocation revoked',
  'allocation.settle': 'Reseller settlement recorded',
};

export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

/** What the action was done to: 'user u_chloe', 'event 12'; a run over many orders has no one target. */
export function describeTarget(entry: Pick<AuditEntry, 'targetType' | 'targetId'>): string {
  return entry.targetId === null ? `${entry.targetType} (many)` : `${entry.targetType} ${entry.targetId}`;
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

/**
 * Before → after, one line per field that differs ('role: customer → organizer'); a run, which has
 * no before, lists what it did ('ordersCancelled: 3').
 */
export function describeChange(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field) => {
    if (!entry.before) return [`${field}: ${show(after[field])}`];
    if (!entry.after) return [`${field}: ${show(before[field])} → (none)`];
    return show(before[field]) === show(after[field])
      ? []
      : [`${field}: ${show(before[field])} → ${show(after[field])}`];
  });
}
