import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { can } from '../../lib/permissions';
import { type Said, said } from '../../lib/said';
import { type SessionCaller, withSessionInStatement } from '../../lib/session-in-statement';
import type { SessionUser } from '../../lib/session-user';
import { PAYLOAD_FORMAT } from '../../lib/ticket-signing';
import { checkInOnce, checkInOnceAsSession, DOOR_PERMISSION, type RequestIds } from './check-in-once';
import { findDoorView } from './tickets.queries';
import type { invalidQrReasons, scanCheckNames, scanMessages, scanReasons } from './tickets.schemas';

/**
 * Tickets at the door: reading a code (scan), checking a ticket in, and the QR test page's
 * step-by-step run. One function, inspectCode, decides what a code is worth for all three.
 */

type DoorView = NonNullable<Awaited<ReturnType<typeof findDoorView>>>;
type InvalidReason = (typeof invalidQrReasons)[number];
type ScanReason = (typeof scanReasons)[number];
type ScanMessage = (typeof scanMessages)[number];

/** One check of the QR test page; its detail is said in the reader's language when answered (testScan). */
interface ScanCheck {
  name: (typeof scanCheckNames)[number];
  passed: boolean;
  detail: Said;
}

interface Verdict {
  canCheckIn: boolean;
  reason: ScanReason | null;
  message: ScanMessage | null;
}

/** What a code is worth, with the checks that were run to decide it (up to the first failure). */
type Inspection =
  | { outcome: 'invalid'; reason: InvalidReason; checks: ScanCheck[] }
  | { outcome: 'unknown'; checks: ScanCheck[] }
  | { outcome: 'found'; view: DoorView; verdict: Verdict; checks: ScanCheck[] };

const USED: ScanMessage = 'This ticket has already been used';
const UNUSABLE: ScanMessage = 'This ticket cannot be used';
const REFUNDED: ScanMessage = 'Refunded';
const EVENT_CANCELLED: ScanMessage = 'This event has been cancelled';

/**
 * A verdict's words in the reader's language: the 409 of a refused check-in and the QR test page say
 * them so. The scan's own `message` stays the English of its documented enum (the web words a scan
 * from its `reason`).
 */
const VERDICT_WORDS: Record<ScanMessage, Said> = {
  'This ticket has already been used': said(m.door_already_used),
  'This ticket cannot be used': said(m.door_cannot_be_used),
  'This ticket is for another event': said(m.door_for_another_event),
  Refunded: said(m.status_refunded),
  'This event has been cancelled': said(m.event_cancelled_notice),
};
const NOT_CHECKED_IN = said(m.problem_tickets_check_not_checked_in);
const wordsOfVerdict = (message: ScanMessage | null) => (message ? VERDICT_WORDS[message] : NOT_CHECKED_IN);

/** Whether a ticket in this state may enter; `eventId` is the event being admitted, when known. */
function verdictOf(view: DoorView, eventId?: number): Verdict {
  if (eventId !== undefined && eventId !== view.ticket.eventId) {
    return { canCheckIn: false, reason: 'wrong_event', message: 'This ticket is for another event' };
  }
  if (view.event.deletedAt) return { canCheckIn: false, reason: 'cancelled', message: UNUSABLE };
  if (view.event.cancelledAt) return { canCheckIn: false, reason: 'event_cancelled', message: EVENT_CANCELLED };
  switch (view.ticket.status) {
    case 'active':
      return { canCheckIn: true, reason: null, message: null };
    case 'checked_in':
      return { canCheckIn: false, reason: 'already_used', message: USED };
    case 'transferred':
      return { canCheckIn: false, reason: 'transferred', message: UNUSABLE };
    case 'refunded':
      return { canCheckIn: false, reason: 'refunded', message: REFUNDED };
    default:
      return { canCheckIn: false, reason: 'cancelled', message: UNUSABLE };
  }
}

/**
 * Reads a scanned code: its format and signature, then the ticket it names, whose current event and
 * holder must be the ones the code names, then the ticket's state. Never throws on bad input.
 * `visible` hides tickets the caller may not see (as if they did not exist).
 */
async function inspectCode(
  deps: AppDeps,
  qrCode: string,
  options: { eventId?: number; visible?: (view: DoorView) => boolean } = {},
): Promise<Inspection> {
  const checks: ScanCheck[] = [];
  const parsed = deps.ticketSigner.verify(qrCode.trim());
  if (!parsed.ok && parsed.reason === 'malformed') {
    checks.push({
      name: 'format',
      passed: false,
      detail: said(m.problem_tickets_check_not_ticket_code, { format: PAYLOAD_FORMAT }),
    });
    return { outcome: 'invalid', reason: 'malformed', checks };
  }
  checks.push({
    name: 'format',
    passed: true,
    detail: said(m.problem_tickets_check_reads_as, { format: PAYLOAD_FORMAT }),
  });
  if (!parsed.ok) {
    checks.push({
      name: 'signature',
      passed: false,
      detail: said(m.problem_tickets_check_bad_signature),
    });
    return { outcome: 'invalid', reason: 'bad_signature', checks };
  }
  checks.push({ name: 'signature', passed: true, detail: said(m.problem_tickets_check_signed) });

  const view = await findDoorView(deps.db, parsed.ticketId);
  if (!view || (options.visible && !options.visible(view))) {
    // Whether the ticket exists elsewhere is not the caller's business: one answer for both.
    const detail = said(
      options.visible ? m.problem_tickets_check_no_ticket_managed : m.problem_tickets_check_no_ticket,
    );
    checks.push({ name: 'ticket', passed: false, detail });
    return { outcome: 'unknown', checks };
  }
  checks.push({
    name: 'ticket',
    passed: true,
    detail: said(m.problem_tickets_check_ticket_for, { id: view.ticket.id, title: view.event.title }),
  });

  if (parsed.eventId !== view.ticket.eventId || parsed.userId !== view.ticket.userId) {
    checks.push({
      name: 'holder',
      passed: false,
      detail: said(m.problem_tickets_check_holder_mismatch),
    });
    return { outcome: 'invalid', reason: 'mismatch', checks };
  }
  checks.push({
    name: 'holder',
    passed: true,
    detail: said(m.problem_tickets_check_held_by, { email: view.holder.email, eventId: view.event.id }),
  });

  const verdict = verdictOf(view, options.eventId);
  checks.push({
    name: 'status',
    passed: verdict.canCheckIn,
    detail: verdict.canCheckIn
      ? said(m.problem_tickets_check_active)
      : statusWords(m.problem_tickets_check_refused_status, verdict.message, view.ticket.status),
  });
  return { outcome: 'found', view, verdict, checks };
}

/** '{verdict} (status {status})' and its like: the verdict said in the same language as the rest. */
function statusWords(
  message: typeof m.problem_tickets_check_refused_status,
  verdict: ScanMessage | null,
  status: string,
): Said {
  return (locale) => message({ verdict: wordsOfVerdict(verdict)(locale), status }, { locale });
}

function toScannedTicket(view: DoorView) {
  return {
    id: view.ticket.id,
    status: view.ticket.status,
    checkedInAt: view.ticket.checkedInAt?.toISOString() ?? null,
    checkedInBy: view.checkedInBy ? { ...view.checkedInBy } : null,
    event: {
      id: view.event.id,
      title: view.event.title,
      venue: view.event.venue,
      dateTime: view.event.dateTime.toISOString(),
      timeZone: view.event.timeZone,
      cancelled: view.event.deletedAt !== null || view.event.cancelledAt !== null,
    },
    ticketType: { name: view.ticketType.name },
  };
}

const toHolder = (view: DoorView) => ({ ...view.holder });

function assertScanner(user: SessionUser) {
  if (!can(user.role, DOOR_PERMISSION)) throw forbidden(said(m.problem_tickets_scan_staff_only));
}

/** `POST /api/scan-ticket`: what the code is, who holds it, and whether it may enter. No change. */
export async function scanTicket(deps: AppDeps, user: SessionUser, body: { qrCode: string; eventId?: number }) {
  assertScanner(user);
  const inspection = await inspectCode(deps, body.qrCode, { eventId: body.eventId });
  if (inspection.outcome === 'invalid') {
    throw unprocessable(said(m.door_invalid_qr), 'invalid_qr_code', { reason: inspection.reason });
  }
  if (inspection.outcome === 'unknown') throw notFound(said(m.door_ticket_not_found));
  const { view, verdict } = inspection;
  return { ticket: toScannedTicket(view), user: toHolder(view), ...verdict };
}

/**
 * `POST /api/tickets/{id}/checkin`: active → checked_in, exactly once (a QR code is single use). The
 * scanner's session is read in the check-in's own statement (one round trip in all), or looked up the
 * ordinary way when that finds no live session.
 */
export async function checkInTicket(deps: AppDeps, caller: SessionCaller, ticketId: string, request: RequestIds) {
  const { user, found: asSession } = await withSessionInStatement(deps, caller, (session) =>
    checkInOnceAsSession(deps.db, session, ticketId, request),
  );
  assertScanner(user);
  const { done, view } = asSession ? await asSession.outcome() : await checkInOnce(deps.db, ticketId, user, request);
  if (!view) throw notFound(said(m.door_ticket_not_found));
  if (!done) throw refusedCheckIn(view);
  deps.log.info({ ticketId, scannerId: user.id }, 'ticket checked in');
  return { message: 'Ticket has been checked in successfully!' as const, ticket: toScannedTicket(view) };
}

/**
 * A check-in that found the ticket no longer admissible: the 409 says why, with the ticket as it now is
 * (when and by whom it was checked in), so the scanner that lost a race shows the winner's check-in.
 */
function refusedCheckIn(view: DoorView) {
  const { reason, message } = verdictOf(view);
  const refusal = { reason, ticket: toScannedTicket(view) };
  if (reason === 'already_used') return conflict(VERDICT_WORDS[message ?? USED], 'ticket_used', refusal);
  return conflict(VERDICT_WORDS[message ?? UNUSABLE], 'ticket_unusable', refusal);
}

/**
 * The QR test page's Test Scan and Debug Scan. Allowed to admins and organizers (create-events);
 * an organizer without manage-all-events sees only tickets of their own events. 'debug' reports the
 * checks; 'test' also checks the ticket in when all of them pass. The checks' details are said in
 * `locale`, the request's language.
 */
export async function testScan(
  deps: AppDeps,
  user: SessionUser,
  body: { qrCode: string; mode: 'test' | 'debug' },
  request: RequestIds,
  locale: Locale,
) {
  if (!can(user.role, 'create-events')) throw forbidden(said(m.problem_tickets_test_scan_staff_only));
  const say = (checks: ScanCheck[]) => checks.map((c) => ({ ...c, detail: c.detail(locale) }));
  const visible = can(user.role, 'manage-all-events') ? undefined : (v: DoorView) => v.event.organizerId === user.id;
  const inspection = await inspectCode(deps, body.qrCode, { visible });
  if (inspection.outcome !== 'found') return { passed: false, checks: say(inspection.checks), checkedIn: false };

  let { view, checks } = inspection;
  let checkedIn = false;
  if (body.mode === 'test' && inspection.verdict.canCheckIn) {
    const result = await checkInOnce(deps.db, view.ticket.id, user, request);
    checkedIn = result.done;
    if (result.view) view = result.view;
    if (checkedIn) {
      const detail = said(m.problem_tickets_check_checked_in_now);
      checks = checks.map((c) => (c.name === 'status' ? { ...c, detail } : c));
    } else {
      const detail = statusWords(m.problem_tickets_check_changed, verdictOf(view).message, view.ticket.status);
      checks = checks.map((c) => (c.name === 'status' ? { ...c, passed: false, detail } : c));
    }
  }
  return {
    passed: checks.every((c) => c.passed),
    checks: say(checks),
    ticket: toScannedTicket(view),
    user: toHolder(view),
    checkedIn,
  };
}
