import type { AuditAction } from './queries';

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
