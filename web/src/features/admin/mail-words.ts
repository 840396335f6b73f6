import type { MailKind, MailStatus } from './mail-queries';

/** A mail's state as the viewer says it ('pending' is one still to send). */
export const mailStatusLabels: Record<MailStatus, string> = { sent: 'Sent', pending: 'Waiting', failed: 'Failed' };

export const mailStatusBadge = { sent: 'green', pending: 'yellow', failed: 'red' } as const;

const KIND_WORDS: Record<MailKind, string> = {
  order_confirmation: 'Order confirmation',
  ticket_received: 'Ticket received (transfer)',
  ticket_transfer_sent: 'Ticket transferred',
  box_office_tickets: 'Box office tickets',
  refund_issued: 'Refund',
  refund_requested: 'Refund request (to the organizer)',
  event_postponed: 'Event postponed',
  refund_request_refused: 'Refund request refused',
  password_reset: 'Password reset',
  email_change: 'E-mail change (confirm)',
  email_changed: 'E-mail changed (notice)',
  welcome: 'Welcome',
  waitlist_offer: 'Waiting list offer',
};

/** Which mail it is, in words: its template's name ('Order confirmation'). */
export const mailKindWords = (kind: MailKind) => KIND_WORDS[kind];

/** An attachment's size as people read it ('48 KB'). */
export function fileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
