import { m } from '@pentas/i18n/messages';
import {
  formatActionTime,
  formatEventDateTime,
  formatPrice,
  fromMinor,
  HOME_TIME_ZONE,
  intlLocale,
} from '@pentas/openapi';
import {
  ACTION_TIMES,
  AMOUNTS,
  type AuditDetail,
  auditDetailText,
  type AuditEntryWords as Entry,
  IDS,
  SAID,
  type SentencePart,
  TIMES_ON_EVENT_CLOCK,
} from '@pentas/openapi/audit-sentence';
import { Link } from '@tanstack/react-router';
import { ROLES, type Role, roleLabel } from '@/lib/role-labels';
import type { AuditEntry } from './queries';

/*
 * The audit log in the page's language. The rule is `auditSentence` (@pentas/openapi/audit-sentence), which
 * the CSV export keeps in English: the same sentences, names and detail lines, said here through the
 * catalogs, one message per kind of entry with the names as its parameters.
 */

type NamePart = Exclude<SentencePart, string>;

const count = (n: number) => n.toLocaleString(intlLocale());
const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));
const none = () => m.adm_audit_none_value();

/** A role as the sentence says it: 'organizer'. */
function roleWord(value: unknown): string {
  if (typeof value !== 'string') return none();
  return ROLES.includes(value as Role) ? roleLabel(value as Role).toLowerCase() : value;
}

/** A recorded field's name ('Sales end'); a field without one, spelled out from its name. */
function fieldLabel(field: string): string {
  const labels: Record<string, () => string> = {
    title: m.adm_field_title,
    description: m.org_description,
    venue: m.event_venue,
    location: m.discover_location,
    country: m.checkout_country,
    category: m.discover_category,
    imageUrl: m.org_poster,
    isActive: m.adm_field_active,
    timeZone: m.adm_field_time_zone,
    startsAt: m.adm_field_starts,
    endsAt: m.adm_field_ends,
    currency: m.org_currency,
    name: m.adm_name,
    priceMinor: m.adm_field_price,
    quantity: m.order_tickets,
    salesStart: m.org_sales_start,
    salesEnd: m.org_sales_end,
    deletedAt: m.ops_filter_deleted,
    role: m.adm_role,
    granted: m.adm_field_granted,
    issued: m.adm_field_issued,
    totalValue: m.box_value,
    amount: m.resell_col_amount,
    reason: m.box_reason,
    note: m.box_note,
    checkedInAt: m.ops_checked_in,
    ordersCancelled: m.ops_orders_cancelled,
    stockReleased: m.ops_tickets_back_in_stock,
    intentsCancelled: m.ops_payments_cancelled,
    stripeIntentsCancelled: m.ops_payments_cancelled,
    ordersPaid: m.adm_field_orders_paid,
    totalProcessed: m.adm_field_orders_checked,
    enabled: m.adm_field_list_on,
    offerHours: m.adm_field_offer_hours,
    freedReleased: m.adm_field_back_on_sale,
    // Fields the shared rule spells out from their names ('Order Id'): the same English, said in Malay too.
    code: m.resell_col_code,
    codes: m.adm_field_codes,
    state: m.adm_field_state,
    orderId: m.adm_field_order_id,
    refundId: m.adm_field_refund_id,
    amountMinor: m.adm_field_amount_minor,
    feeMinor: m.adm_field_fee_minor,
    cause: m.adm_field_cause,
    tickets: m.order_tickets,
    includeUsed: m.adm_field_include_used,
    dateTime: m.adm_field_date_time,
    buyersTold: m.adm_field_buyers_told,
    message: m.adm_field_message,
    cancelledAt: m.adm_field_cancelled_at,
    changed: m.adm_field_changed,
  };
  if (Object.hasOwn(labels, field)) return labels[field]();
  return field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/** A value as people read it: 'none' for nothing, money in its currency, times on their clock. */
function valueText(field: string, value: unknown, entry: Entry): string {
  if (value === null || value === undefined || value === '') return none();
  const currency = String(entry.after?.currency ?? entry.event?.currency ?? 'MYR');
  if (typeof value === 'boolean') return value ? m.adm_audit_yes() : m.adm_audit_no();
  if (field === 'priceMinor' && typeof value === 'number') return formatPrice(fromMinor(value), currency);
  if (AMOUNTS.has(field)) return formatPrice(String(value), currency);
  if (field === 'imageUrl') return m.adm_audit_uploaded();
  if (typeof value === 'string' && TIMES_ON_EVENT_CLOCK.has(field)) {
    return formatEventDateTime(value, entry.event?.timeZone ?? HOME_TIME_ZONE);
  }
  if (typeof value === 'string' && ACTION_TIMES.has(field)) return formatActionTime(value);
  if (typeof value === 'number') return count(value);
  if (typeof value === 'string') return shorten(value);
  return shorten(JSON.stringify(value));
}

/** One line per field: before → after where both were recorded and differ, else what was recorded. */
function detailsOf(entry: Entry): AuditDetail[] {
  const skip = new Set([...IDS, ...(SAID[entry.action] ?? [])]);
  const { before, after } = entry;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((f) => !skip.has(f));
  return fields.flatMap((field): AuditDetail[] => {
    const now = valueText(field, after?.[field], entry);
    if (!before || !(field in before)) return [{ label: fieldLabel(field), after: now }];
    const was = valueText(field, before[field], entry);
    if (after && !(field in after)) return [{ label: fieldLabel(field), after: was }];
    return was === now ? [] : [{ label: fieldLabel(field), before: was, after: now }];
  });
}

/** The actor by first name, as staff call each other; the e-mail (as when they acted) on hover. */
function actorOf({ actor }: Entry): NamePart {
  return { name: actor.firstName || actor.name || actor.email, title: actor.email };
}

function personOf(entry: Entry, recorded?: unknown): NamePart {
  if (entry.person) return { name: entry.person.name || entry.person.email, title: entry.person.email };
  if (typeof recorded === 'string') return { name: recorded };
  return { name: entry.targetId ? m.adm_audit_user_id({ id: entry.targetId }) : m.adm_audit_a_user() };
}

function eventOf(entry: Entry): NamePart {
  const { event } = entry;
  if (!event) {
    const id = entry.after?.eventId ?? entry.before?.eventId ?? (entry.targetType === 'event' ? entry.targetId : null);
    return { name: id == null ? m.adm_audit_an_event() : `#${id}` };
  }
  return { name: event.title, ...(event.deleted ? {} : { link: { kind: 'event', id: event.id } }) };
}

function ticketTypeOf(entry: Entry): NamePart {
  if (entry.ticketType) return { name: entry.ticketType.name };
  const id =
    entry.targetType === 'ticket_type' ? entry.targetId : (entry.after?.ticketTypeId ?? entry.before?.ticketTypeId);
  return { name: id == null ? m.adm_audit_a_ticket_type() : m.adm_audit_ticket_type_id({ id: String(id) }) };
}

/** What an entry without a sentence of its own concerned: 'order o9' ('order' the API's word in English). */
function targetOf({ targetType, targetId }: Entry): string {
  const words: Record<AuditEntry['targetType'], () => string> = {
    user: m.adm_target_user,
    event: m.adm_target_event,
    ticket_type: m.adm_target_ticket_type,
    ticket: m.adm_target_ticket,
    order: m.adm_target_order,
    orders: m.adm_target_orders,
    allocation: m.adm_target_allocation,
    settlement: m.adm_target_settlement,
    mail: m.adm_target_mail,
    refund: m.adm_target_refund,
    refund_request: m.adm_target_refund_request,
    promo_code: m.adm_target_promo_code,
  };
  const type = Object.hasOwn(words, targetType) ? words[targetType as keyof typeof words]() : targetType;
  return `${type}${targetId ? ` ${targetId}` : ''}`;
}

/** 'n tickets', counted in the page's language. */
const ticketCount = (n: number) => m.box_ledger_tickets({ count: n, shown: count(n) });

/** What marks a name's place in a message's text while it is cut into words and names. */
const MARK = '\u0000';

/**
 * A sentence of words and names: `say` gives a message's text, each name passed to it through `name`
 * (which leaves a mark in its place); the text is then cut at the marks, the names put back.
 */
function sentence(say: (name: (part: NamePart) => string) => string): SentencePart[] {
  const names: NamePart[] = [];
  const text = say((part) => `${MARK}${names.push(part) - 1}${MARK}`);
  return text
    .split(MARK)
    .map((piece, i) => (i % 2 === 1 ? names[Number(piece)] : piece))
    .filter((part) => part !== '');
}

/** The entry's sentence: 'Aminah changed Chloe Tan from customer to organizer'. */
function partsOf(entry: Entry): SentencePart[] {
  const { before, after } = entry;
  return sentence((name) => {
    const who = name(actorOf(entry));
    const event = () => name(eventOf(entry));
    const type = () => name(ticketTypeOf(entry));
    switch (entry.action) {
      case 'user.role_change':
        return m.adm_audit_role_change({
          who,
          person: name(personOf(entry)),
          from: roleWord(before?.role),
          to: roleWord(after?.role),
        });
      case 'event.delete':
        return m.adm_audit_event_delete({ who, event: event() });
      case 'event.restore':
        return m.adm_audit_event_restore({ who, event: event() });
      case 'event.update':
        return m.adm_audit_event_update({ who, event: event() });
      case 'ticket_type.create':
        return m.adm_audit_type_create({ who, type: type(), event: event() });
      case 'ticket_type.update':
        return m.adm_audit_type_update({ who, type: type(), event: event() });
      case 'waiting_list.update':
        return after?.enabled
          ? m.adm_audit_waitlist_on({ who, type: type(), event: event(), hours: num(after.offerHours) })
          : m.adm_audit_waitlist_off({ who, type: type(), event: event() });
      case 'waiting_list.offer':
        return m.adm_audit_waitlist_offer({
          who,
          tickets: ticketCount(num(after?.quantity)),
          type: type(),
          event: event(),
        });
      case 'ticket.check_in':
        return m.adm_audit_check_in({ who, event: event() });
      case 'holds.release_lapsed': {
        const n = num(after?.ordersCancelled);
        return m.adm_audit_holds_released({
          who,
          payments: m.adm_audit_pending_payments({ count: n, shown: count(n) }),
        });
      }
      case 'orders.auto_cancel': {
        const n = num(after?.ordersCancelled);
        return m.adm_audit_auto_cancel({ who, orders: m.adm_audit_orders({ count: n, shown: count(n) }) });
      }
      case 'tickets.generate': {
        const tickets = ticketCount(num(after?.quantity));
        return m.adm_audit_tickets_issued({
          who,
          tickets: entry.targetId ? name({ name: tickets, link: { kind: 'order', id: entry.targetId } }) : tickets,
          type: type(),
          event: event(),
          person: name(personOf(entry, after?.recipient)),
        });
      }
      case 'allocation.grant': {
        const reseller = name(personOf(entry, after?.reseller));
        const granted = ticketCount(num(after?.granted));
        return before
          ? m.adm_audit_allocation_changed({
              who,
              reseller,
              from: count(num(before.granted)),
              granted,
              type: type(),
              event: event(),
            })
          : m.adm_audit_allocation_granted({ who, reseller, granted, type: type(), event: event() });
      }
      case 'allocation.revoke':
        return m.adm_audit_allocation_revoked({
          who,
          from: count(num(before?.granted)),
          to: count(num(after?.granted)),
        });
      case 'allocation.settle':
        return m.adm_audit_allocation_settled({
          who,
          amount: valueText('amount', after?.amount, entry),
          person: name(personOf(entry)),
          event: event(),
        });
      case 'account.name_change':
        return m.adm_audit_name_change({ who });
      case 'account.password_change':
        return m.adm_audit_password_change({ who });
      case 'account.email_change_request':
        return m.adm_audit_email_change_request({ who });
      case 'account.email_change':
        return m.adm_audit_email_change({ who });
      case 'account.delete':
        return m.adm_audit_account_delete({ who });
      case 'mail.resend': {
        const subject = typeof after?.subject === 'string' ? `"${after.subject}"` : m.adm_audit_a_mail();
        const recipient = String(after?.recipient ?? none());
        return before?.status === 'failed'
          ? m.adm_audit_mail_resent_failed({ who, subject, recipient })
          : m.adm_audit_mail_resent_copy({ who, subject, recipient });
      }
      case 'promo_code.create': {
        const made = num(after?.codes);
        return made > 1
          ? m.adm_audit_codes_created({
              who,
              codes: m.adm_audit_codes({ count: made, shown: count(made) }),
              event: event(),
            })
          : m.adm_audit_code_created({ who, code: String(after?.code ?? none()), event: event() });
      }
      case 'promo_code.update':
        return m.adm_audit_code_changed({ who, code: String(after?.code ?? none()), event: event() });
      case 'promo_code.delete':
        return m.adm_audit_code_deleted({ who, code: String(before?.code ?? none()), event: event() });
      // In English, these say the action's and the target's names as the API has them.
      case 'order.refund':
        return m.adm_audit_order_refund({ who, target: targetOf(entry) });
      case 'refund.settle_by_hand':
        return m.adm_audit_refund_by_hand({ who, target: targetOf(entry) });
      case 'refund_request.approve':
        return m.adm_audit_request_approve({ who, target: targetOf(entry) });
      case 'refund_request.refuse':
        return m.adm_audit_request_refuse({ who, target: targetOf(entry) });
      case 'event.cancel':
        return m.adm_audit_event_cancel({ who, target: targetOf(entry) });
      case 'event.postpone':
        return m.adm_audit_event_postpone({ who, target: targetOf(entry) });
      default:
        return m.adm_audit_other({
          who,
          action: entry.action.replace(/[._]/g, ' '),
          target: `${entry.targetType}${entry.targetId ? ` ${entry.targetId}` : ''}`,
        });
    }
  });
}

function Name({ part }: { part: NamePart }) {
  const link = part.link;
  const className = 'font-medium underline-offset-4 hover:underline';
  if (link?.kind === 'event') {
    return (
      <Link to="/events/$id/edit" params={{ id: link.id }} className={`${className} text-primary`}>
        {part.name}
      </Link>
    );
  }
  if (link?.kind === 'order') {
    return (
      <Link to="/orders/$orderId" params={{ orderId: link.id }} className={`${className} text-primary`}>
        {part.name}
      </Link>
    );
  }
  return (
    <strong className="font-medium" title={part.title}>
      {part.name}
    </strong>
  );
}

/**
 * One entry in words: its sentence, names linked where the app has a page for them, then a line per
 * field it changed.
 */
export function AuditEntryWords({ entry }: { entry: AuditEntry }) {
  const parts = partsOf(entry);
  const details = detailsOf(entry);
  return (
    <div className="space-y-1">
      <p className="break-words">
        {parts.map((part, i) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts never move
          typeof part === 'string' ? part : <Name key={i} part={part} />,
        )}
      </p>
      {details.length > 0 && (
        <ul className="space-y-0.5 text-xs text-muted-foreground">
          {details.map((detail) => (
            <li key={detail.label} className="break-words">
              {auditDetailText(detail)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
