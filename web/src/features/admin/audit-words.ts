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
  'account.name_change': 'Name changed',
  'account.password_change': 'Password changed',
  'account.email_change_request': 'E-mail change asked',
  'account.email_change': 'E-mail changed',
  'account.delete': 'Account deleted',
  'mail.resend': 'Mail resent',
  'order.refund': 'Order refunded',
  'refund.settle_by_hand': 'Refund settled by hand',
  'refund_request.approve': 'Refund request approved',
  'refund_request.refuse': 'Refund request refused',
  'event.cancel': 'Event cancelled',
  'event.postpone': 'Event postponed',
  'promo_code.create': 'Promo code created',
  'promo_code.update': 'Promo code changed',
  'promo_code.delete': 'Promo code deleted',
  'waiting_list.update': 'Waiting list changed',
  'waiting_list.offer': 'Waiting-list offer by hand',
};

export const auditActions = Object.keys(auditActionLabels) as AuditAction[];
