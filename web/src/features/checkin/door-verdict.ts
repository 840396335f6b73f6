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

const unreadable: Record<UnreadableReason, DoorVerdict> = {
  malformed: { tone: 'no', title: 'Invalid QR code', message: 'This is not a Pentas ticket code.' },
  bad_signature: {
    tone: 'no',
    title: 'Invalid QR code',
    message: 'Forged or altered: the code’s signature does not match.',
    detail: 'Ask the guest to open the ticket in their Pentas account.',
  },
  mismatch: {
    tone: 'no',
    title: 'Invalid QR code',
    message: 'This code does not match its ticket’s event or holder.',
    detail: 'Ask the guest to open the ticket in their Pentas account.',
  },
  not_found: { tone: 'no', title: 'Ticket not found', message: 'No ticket has this code.' },
};

/** 'Aminah Yusof', else the e-mail: the staff member who checked a ticket in. */
function staffName(by: NonNullable<ScannedTicket['checkedInBy']>) {
  return [by.firstName, by.lastName].filter(Boolean).join(' ') || by.email;
}

/** When a ticket was checked in (Kuala Lumpur's clock, decision 3) and by whom. */
function checkedInLine(ticket: ScannedTicket) {
  if (!ticket.checkedInAt) return undefined;
  const when = `Checked in ${formatActionTime(ticket.checkedInAt)}`;
  return ticket.checkedInBy ? `${when} by ${staffName(ticket.checkedInBy)}` : when;
}

/**
 * The card's words for an outcome: the spec's ('Already Checked In', 'Cannot Check In', 'This ticket
 * has already been used', …) with the reason and, for a used ticket, when and by whom.
 */
export function doorVerdict(outcome: DoorOutcome, doorEventTitle?: string): DoorVerdict {
  if (outcome.kind === 'unreadable') return unreadable[outcome.reason];
  const { scan, checkedInNow } = outcome;
  const { ticket } = scan;
  if (checkedInNow) {
    return {
      tone: 'yes',
      title: 'Check-in Successful',
      message: 'Ticket has been checked in successfully!',
      detail: checkedInLine(ticket),
    };
  }
  if (scan.canCheckIn) return { tone: 'ready', title: 'Valid ticket', message: 'Check the guest in below.' };
  switch (scan.reason) {
    case 'already_used':
      return {
        tone: 'no',
        title: 'Already Checked In',
        message: 'This ticket has already been used',
        detail: checkedInLine(ticket),
      };
    case 'wrong_event':
      return {
        tone: 'no',
        title: 'Cannot Check In',
        message: 'This ticket is for another event',
        detail: `It is for ${ticket.event.title} on ${formatEventDate(ticket.event.dateTime, ticket.event.timeZone)}${
          doorEventTitle ? `; this door admits ${doorEventTitle}.` : '.'
        }`,
      };
    case 'transferred':
      return {
        tone: 'no',
        title: 'Cannot Check In',
        message: 'This ticket cannot be used',
        detail:
          'It was transferred to another account, so this code no longer admits anyone. The new holder has a new code.',
      };
    default:
      return {
        tone: 'no',
        title: 'Cannot Check In',
        message: 'This ticket cannot be used',
        detail: ticket.status === 'cancelled' ? 'The ticket was cancelled.' : 'The event was cancelled.',
      };
  }
}
