import { m } from '@pentas/i18n/messages';
import { formatActionTime, formatEventDate } from '@pentas/openapi';
import type { ScanResult } from './queries';

/** Why a scanned text admits nobody before any ticket is read: the API's reasons, and a genuine code of no ticket. */
export type UnreadableReason = 'malformed' | 'bad_signature' | 'mismatch' | 'not_found';

/** What the last scan (and check-in) came to: a ticket read, just checked in or not, or a code that names none. */
export type DoorOutcome =
  | { kind: 'ticket'; scan: ScanResult; checkedInNow: boolean }
  | { kind: 'unreadable'; reason: UnreadableReason };

/** What the card says at a glance: yes (checked in), no (refused, and why), or ready (may be checked in). */
export interface DoorVerdict {
  tone: 'yes' | 'no' | 'ready';
  title: string;
  message?: string;
  /** The line under it: when and by whom, or what to tell the guest. */
  detail?: string;
}

type ScannedTicket = ScanResult['ticket'];

/** The card's words for a code that names no ticket (called as the card renders: in the page's language). */
function unreadable(reason: UnreadableReason): DoorVerdict {
  switch (reason) {
    case 'malformed':
      return { tone: 'no', title: m.door_invalid_qr(), message: m.door_not_pentas_code() };
    case 'bad_signature':
      return { tone: 'no', title: m.door_invalid_qr(), message: m.door_forged(), detail: m.door_ask_guest_open() };
    case 'mismatch':
      return { tone: 'no', title: m.door_invalid_qr(), message: m.door_mismatch(), detail: m.door_ask_guest_open() };
    case 'not_found':
      return { tone: 'no', title: m.door_ticket_not_found(), message: m.door_no_ticket_has_code() };
  }
}

/** 'Aminah Yusof', else the e-mail: the staff member who checked a ticket in. */
function staffName(by: NonNullable<ScannedTicket['checkedInBy']>) {
  return [by.firstName, by.lastName].filter(Boolean).join(' ') || by.email;
}

/** When a ticket was checked in (Kuala Lumpur's clock, decision 3) and by whom. */
function checkedInLine(ticket: ScannedTicket) {
  if (!ticket.checkedInAt) return undefined;
  const time = formatActionTime(ticket.checkedInAt);
  return ticket.checkedInBy
    ? m.door_checked_in_at_by({ time, name: staffName(ticket.checkedInBy) })
    : m.door_checked_in_at({ time });
}

/**
 * The card's words for an outcome: the spec's ('Already Checked In', 'Cannot Check In', 'This ticket
 * has already been used', …) with the reason and, for a used ticket, when and by whom.
 */
export function doorVerdict(outcome: DoorOutcome, doorEventTitle?: string): DoorVerdict {
  if (outcome.kind === 'unreadable') return unreadable(outcome.reason);
  const { scan, checkedInNow } = outcome;
  const { ticket } = scan;
  if (checkedInNow) {
    return {
      tone: 'yes',
      title: m.door_success_title(),
      message: m.door_success_message(),
      detail: checkedInLine(ticket),
    };
  }
  if (scan.canCheckIn) return { tone: 'ready', title: m.door_valid_ticket(), message: m.door_check_guest_in() };
  switch (scan.reason) {
    case 'already_used':
      return {
        tone: 'no',
        title: m.door_already_checked_in(),
        message: m.door_already_used(),
        detail: checkedInLine(ticket),
      };
    case 'wrong_event': {
      const forEvent = {
        title: ticket.event.title,
        date: formatEventDate(ticket.event.dateTime, ticket.event.timeZone),
      };
      return {
        tone: 'no',
        title: m.door_cannot_check_in(),
        message: m.door_for_another_event(),
        detail: doorEventTitle
          ? m.door_wrong_event_detail_door({ ...forEvent, door: doorEventTitle })
          : m.door_wrong_event_detail(forEvent),
      };
    }
    case 'transferred':
      return {
        tone: 'no',
        title: m.door_cannot_check_in(),
        message: m.door_cannot_be_used(),
        detail: m.door_transferred_detail(),
      };
    default:
      return {
        tone: 'no',
        title: m.door_cannot_check_in(),
        message: m.door_cannot_be_used(),
        detail: ticket.status === 'cancelled' ? m.door_ticket_cancelled() : m.door_event_cancelled(),
      };
  }
}
