import { m } from '@pentas/i18n/messages';
import type { AuditAction } from './queries';

/** Every action the log records, in people's words, in the order the filter offers them. */
export function auditActionLabel(action: AuditAction): string {
  return ACTION_LABELS[action]();
}

/** Each action's words, a message called as the page renders. */
const ACTION_LABELS: Record<AuditAction, () => string> = {
  'user.role_change': m.adm_role_changed,
  'event.delete': m.adm_action_event_deleted,
  'event.restore': m.adm_action_event_restored,
  'event.update': m.adm_action_event_edited,
  'ticket_type.create': m.adm_action_type_added,
  'ticket_type.update': m.adm_action_type_changed,
  'ticket.check_in': m.adm_action_checked_in,
  'holds.release_lapsed': m.adm_action_holds_released,
  'orders.auto_cancel': m.adm_action_auto_cancel,
  'tickets.generate': m.adm_action_tickets_issued,
  'allocation.grant': m.adm_action_allocation_granted,
  'allocation.revoke': m.adm_action_allocation_revoked,
  'allocation.settle': m.adm_action_allocation_settled,
  'account.name_change': m.adm_action_name_changed,
  'account.password_change': m.adm_action_password_changed,
  'account.email_change_request': m.adm_action_email_change_asked,
  'account.email_change': m.adm_action_email_changed,
  'account.delete': m.adm_action_account_deleted,
  'mail.resend': m.adm_action_mail_resent,
  'order.refund': m.order_refunded_title,
  'refund.settle_by_hand': m.adm_action_refund_by_hand,
  'refund_request.approve': m.adm_action_request_approved,
  'refund_request.refuse': m.adm_refund_request_refused,
  'event.cancel': m.wallet_status_event_cancelled,
  'event.postpone': m.adm_event_postponed,
  'promo_code.create': m.adm_action_code_created,
  'promo_code.update': m.adm_action_code_changed,
  'promo_code.delete': m.adm_action_code_deleted,
  'waiting_list.update': m.adm_action_waitlist_changed,
  'waiting_list.offer': m.adm_action_waitlist_offer,
};

/** The actions, in the label's order. */
export const auditActions = Object.keys(ACTION_LABELS) as AuditAction[];
