import { formatPrice, fromMinor } from './currency';
import { numberFormat } from './intl-formats';
import { formatActionTime, formatEventDateTime, HOME_TIME_ZONE } from './time';

/**
 * The audit log in words (issue 27): one sentence per entry, 'Aminah changed Demo Buyer 10 from customer
 * to organizer', and a line per changed or recorded field ('Price: RM 50.00 → RM 60.00'). The panel shows
 * it with links, the CSV export as text: one rule for both.
 */

/** An audit entry as the API gives it (the parts the sentence reads). */
export interface AuditEntryWords {
  action: string;
  targetType: string;
  targetId: string | null;
  actor: { id: string; email: string; name: string | null; firstName: string | null };
  person: { id: string; name: string; email: string } | null;
  event: { id: number; title: string; currency: string; timeZone: string; deleted: boolean } | null;
  ticketType: { id: number; name: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A record a name in the sentence links to, where the web app has a page for it. */
export type AuditLink = { kind: 'event'; id: number } | { kind: 'order'; id: string };

/** A piece of a sentence: plain words, or a name (with its record's link when there is a page). */
export type SentencePart = string | { name: string; title?: string; link?: AuditLink };

export interface AuditDetail {
  label: string;
  /** Absent when only one value was recorded (what a run did, what a new ticket type is). */
  before?: string;
  after: string;
}

export interface AuditSentence {
  parts: SentencePart[];
  details: AuditDetail[];
}

const NONE = 'none';

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  venue: 'Venue',
  location: 'Location',
  country: 'Country',
  category: 'Category',
  imageUrl: 'Poster',
  isActive: 'Active',
  timeZone: 'Time zone',
  startsAt: 'Starts',
  endsAt: 'Ends',
  currency: 'Currency',
  name: 'Name',
  priceMinor: 'Price',
  quantity: 'Tickets',
  salesStart: 'Sales start',
  salesEnd: 'Sales end',
  deletedAt: 'Deleted',
  role: 'Role',
  granted: 'Granted',
  issued: 'Issued',
  totalValue: 'Value',
  amount: 'Amount',
  reason: 'Reason',
  note: 'Note',
  checkedInAt: 'Checked in',
  ordersCancelled: 'Orders cancelled',
  stockReleased: 'Tickets back in stock',
  intentsCancelled: 'Payments cancelled',
  stripeIntentsCancelled: 'Payments cancelled',
  ordersPaid: 'Orders found paid',
  totalProcessed: 'Orders checked',
  enabled: 'List on',
  offerHours: 'Hours to pay',
  freedReleased: 'Tickets back on sale',
};

/** Fields the sentence itself says, or ids the names stand for: never a detail line. */
export const SAID: Record<string, string[]> = {
  'user.role_change': ['role'],
  'event.delete': ['deletedAt'],
  'event.restore': ['deletedAt'],
  'ticket.check_in': ['eventId'],
  'tickets.generate': ['recipient', 'eventId', 'ticketTypeId', 'quantity', 'currency'],
  'allocation.grant': ['reseller', 'ticketTypeId'],
  'allocation.settle': ['eventId', 'resellerId', 'amount', 'currency'],
  'mail.resend': ['status', 'recipient', 'subject', 'copyId'],
  'waiting_list.offer': ['entryId', 'orderId', 'quantity'],
};
export const IDS = ['eventId', 'ticketTypeId', 'resellerId'];

/** Fields written as times: on the event's clock, or on the clock the action happened by. */
export const TIMES_ON_EVENT_CLOCK = new Set(['startsAt', 'endsAt', 'salesStart', 'salesEnd']);
export const ACTION_TIMES = new Set(['deletedAt', 'checkedInAt']);
/** Fields that are money. */
export const AMOUNTS = new Set(['totalValue', 'amount']);

const count = (n: number) => numberFormat('en-US', {}).format(n);
const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

/** A value as people read it: 'none' for nothing, money in its currency, times on their clock. */
function valueText(field: string, value: unknown, entry: AuditEntryWords): string {
  if (value === null || value === undefined || value === '') return NONE;
  const currency = String(entry.after?.currency ?? entry.event?.currency ?? 'MYR');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (field === 'priceMinor' && typeof value === 'number') return formatPrice(fromMinor(value), currency);
  if (AMOUNTS.has(field)) return formatPrice(String(value), currency);
  if (field === 'imageUrl') return 'uploaded';
  if (typeof value === 'string' && TIMES_ON_EVENT_CLOCK.has(field)) {
    return formatEventDateTime(value, entry.event?.timeZone ?? HOME_TIME_ZONE);
  }
  if (typeof value === 'string' && ACTION_TIMES.has(field)) return formatActionTime(value);
  if (typeof value === 'number') return count(value);
  if (typeof value === 'string') return shorten(value);
  return shorten(JSON.stringify(value));
}

const labelOf = (field: string) =>
  FIELD_LABELS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** One line per field: before → after where both were recorded and differ, else what was recorded. */
function detailsOf(entry: AuditEntryWords): AuditDetail[] {
  const skip = new Set([...IDS, ...(SAID[entry.action] ?? [])]);
  const { before, after } = entry;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((f) => !skip.has(f));
  return fields.flatMap((field): AuditDetail[] => {
    const now = valueText(field, after?.[field], entry);
    if (!before || !(field in before)) return [{ label: labelOf(field), after: now }];
    const was = valueText(field, before[field], entry);
    if (after && !(field in after)) return [{ label: labelOf(field), after: was }];
    return was === now ? [] : [{ label: labelOf(field), before: was, after: now }];
  });
}

/** The actor by first name, as staff call each other; the e-mail (as when they acted) on hover. */
function actorOf(entry: AuditEntryWords): SentencePart {
  const { actor } = entry;
  return { name: actor.firstName || actor.name || actor.email, title: actor.email };
}

function personOf(entry: AuditEntryWords, recorded?: unknown): SentencePart {
  if (entry.person) return { name: entry.person.name || entry.person.email, title: entry.person.email };
  return { name: typeof recorded === 'string' ? recorded : entry.targetId ? `user ${entry.targetId}` : 'a user' };
}

function eventOf(entry: AuditEntryWords): SentencePart {
  const { event } = entry;
  if (!event) {
    const id = entry.after?.eventId ?? entry.before?.eventId ?? (entry.targetType === 'event' ? entry.targetId : null);
    return { name: id == null ? 'an event' : `#${id}` };
  }
  return { name: event.title, ...(event.deleted ? {} : { link: { kind: 'event', id: event.id } }) };
}

function ticketTypeOf(entry: AuditEntryWords): SentencePart {
  if (entry.ticketType) return { name: entry.ticketType.name };
  const id =
    entry.targetType === 'ticket_type' ? entry.targetId : (entry.after?.ticketTypeId ?? entry.before?.ticketTypeId);
  return { name: id == null ? 'a ticket type' : `ticket type #${id}` };
}

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));
const roleWord = (value: unknown) => (typeof value === 'string' ? value : NONE);

function partsOf(entry: AuditEntryWords): SentencePart[] {
  const who = actorOf(entry);
  const { before, after } = entry;
  switch (entry.action) {
    case 'user.role_change':
      return [who, ' changed ', personOf(entry), ` from ${roleWord(before?.role)} to ${roleWord(after?.role)}`];
    case 'event.delete':
      return [who, ' deleted the event ', eventOf(entry)];
    case 'event.restore':
      return [who, ' restored the event ', eventOf(entry)];
    case 'event.update':
      return [who, ' edited the event ', eventOf(entry)];
    case 'ticket_type.create':
      return [who, ' added the ticket type ', ticketTypeOf(entry), ' to ', eventOf(entry)];
    case 'ticket_type.update':
      return [who, ' changed the ticket type ', ticketTypeOf(entry), ' of ', eventOf(entry)];
    case 'waiting_list.update':
      return after?.enabled
        ? [
            who,
            ' turned on the waiting list of ',
            ticketTypeOf(entry),
            ' for ',
            eventOf(entry),
            ` (offers held ${num(after.offerHours)} hours)`,
          ]
        : [who, ' turned off the waiting list of ', ticketTypeOf(entry), ' for ', eventOf(entry)];
    case 'waiting_list.offer':
      return [
        who,
        ` offered ${plural(num(after?.quantity), 'ticket')} of `,
        ticketTypeOf(entry),
        ' for ',
        eventOf(entry),
        ' to a waiting-list entrant',
      ];
    case 'ticket.check_in':
      return [who, ' checked in a ticket for ', eventOf(entry)];
    case 'holds.release_lapsed':
      return [who, ` cancelled ${plural(num(after?.ordersCancelled), 'pending payment')} past their hold`];
    case 'orders.auto_cancel':
      return [who, ` ran the auto-cancellation: ${plural(num(after?.ordersCancelled), 'order')} cancelled`];
    case 'tickets.generate': {
      const tickets = plural(num(after?.quantity), 'ticket');
      const order = entry.targetId ? { name: tickets, link: { kind: 'order', id: entry.targetId } as const } : tickets;
      return [
        who,
        ' issued ',
        order,
        ' of ',
        ticketTypeOf(entry),
        ' for ',
        eventOf(entry),
        ' to ',
        personOf(entry, after?.recipient),
      ];
    }
    case 'allocation.grant': {
      const reseller = personOf(entry, after?.reseller);
      const granted = plural(num(after?.granted), 'ticket');
      return before
        ? [
            who,
            ' changed the allocation of ',
            reseller,
            ` from ${count(num(before.granted))} to ${granted} of `,
            ticketTypeOf(entry),
            ' for ',
            eventOf(entry),
          ]
        : [who, ' allocated ', reseller, ` ${granted} of `, ticketTypeOf(entry), ' for ', eventOf(entry)];
    }
    case 'allocation.revoke':
      return [
        who,
        ` revoked the unused tickets of an allocation (${count(num(before?.granted))} → ${count(num(after?.granted))})`,
      ];
    case 'allocation.settle':
      return [
        who,
        ` recorded a payment of ${valueText('amount', after?.amount, entry)} from `,
        personOf(entry),
        ' for ',
        eventOf(entry),
      ];
    case 'account.name_change':
      return [who, ' changed their name'];
    case 'account.password_change':
      return [who, ' changed their password'];
    case 'account.email_change_request':
      return [who, ' asked to change their e-mail address'];
    case 'account.email_change':
      return [who, ' confirmed their new e-mail address'];
    case 'account.delete':
      return [who, ' deleted their account'];
    case 'mail.resend': {
      const subject = typeof after?.subject === 'string' ? `"${after.subject}"` : 'a mail';
      const how = before?.status === 'failed' ? ' (it had failed)' : ' (a copy)';
      return [who, ` resent ${subject} to ${String(after?.recipient ?? NONE)}${how}`];
    }
    case 'promo_code.create': {
      const made = num(after?.codes);
      const what = made > 1 ? `${plural(made, 'code')}` : `the code ${String(after?.code ?? NONE)}`;
      return [who, ` created ${what} for `, eventOf(entry)];
    }
    case 'promo_code.update':
      return [who, ` changed the code ${String(after?.code ?? NONE)} of `, eventOf(entry)];
    case 'promo_code.delete':
      return [who, ` deleted the code ${String(before?.code ?? NONE)} of `, eventOf(entry)];
    default:
      return [
        who,
        ` did ${entry.action.replace(/[._]/g, ' ')} on ${entry.targetType}${entry.targetId ? ` ${entry.targetId}` : ''}`,
      ];
  }
}

/** The entry in words: its sentence and a line per field it changed or recorded. */
export function auditSentence(entry: AuditEntryWords): AuditSentence {
  return { parts: partsOf(entry), details: detailsOf(entry) };
}

/** A detail line as text: 'Price: RM 50.00 → RM 60.00'. */
export const auditDetailText = (d: AuditDetail) =>
  `${d.label}: ${d.before === undefined ? '' : `${d.before} → `}${d.after}`;

/** The whole entry as one line of text (the CSV export): the sentence, then its details. */
export function auditSentenceText(entry: AuditEntryWords): string {
  const { parts, details } = auditSentence(entry);
  const sentence = parts.map((p) => (typeof p === 'string' ? p : p.name)).join('');
  return details.length ? `${sentence}. ${details.map(auditDetailText).join('; ')}` : sentence;
}
