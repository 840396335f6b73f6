import type { AppDeps } from '../../context';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { can } from '../../lib/permissions';
import { type SessionCaller, withSessionInStatement } from '../../lib/session-in-statement';
import type { SessionUser } from '../../lib/session-user';
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

interface ScanCheck {
  name: (typeof scanCheckNames)[number];
  passed: boolean;
  detail: string;
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
      detail: 'Not a Pentas ticket code: expected ticket:{ticketId}:{eventId}:{userId}:{signature}',
    });
    return { outcome: 'invalid', reason: 'malformed', checks };
  }
  checks.push({ name: 'format', passed: true, detail: 'Reads as ticket:{ticketId}:{eventId}:{userId}:{signature}' });
  if (!parsed.ok) {
    checks.push({
      name: 'signature',
      passed: false,
      detail: 'The signature does not match: the code was altered, or not issued by this server',
    });
    return { outcome: 'invalid', reason: 'bad_signature', checks };
  }
  checks.push({ name: 'signature', passed: true, detail: "Signed with this server's ticket key (Ed25519)" });

  const view = await findDoorView(deps.db, parsed.ticketId);
  if (!view || (options.visible && !options.visible(view))) {
    // Whether the ticket exists elsewhere is not the caller's business: one answer for both.
    const detail = options.visible ? 'No ticket with this id among the events you manage' : 'No ticket has this id';
    checks.push({ name: 'ticket', passed: false, detail });
    return { outcome: 'unknown', checks };
  }
  checks.push({ name: 'ticket', passed: true, detail: `Ticket ${view.ticket.id} for ${view.event.title}` });

  if (parsed.eventId !== view.ticket.eventId || parsed.userId !== view.ticket.userId) {
    checks.push({
      name: 'holder',
      passed: false,
      detail: "The code names another event or holder than the ticket's current ones",
    });
    return { outcome: 'invalid', reason: 'mismatch', checks };
  }
  checks.push({ name: 'holder', passed: true, detail: `Held by ${view.holder.email}, for event ${view.event.id}` });

  const verdict = verdictOf(view, options.eventId);
  checks.push({
    name: 'status',
    passed: verdict.canCheckIn,
    detail: verdict.canCheckIn ? 'Active: can be checked in' : `${verdict.message} (status ${view.ticket.status})`,
  });
  return { outcome: 'found', view, verdict, checks };
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
  if (!can(user.role, DOOR_PERMISSION)) throw forbidden('Only event staff can scan and check in tickets.');
}

/** `POST /api/scan-ticket`: what the code is, who holds it, and whether it may enter. No change. */
export async function scanTicket(deps: AppDeps, user: SessionUser, body: { qrCode: string; eventId?: number }) {
  assertScanner(user);
  const inspection = await inspectCode(deps, body.qrCode, { eventId: body.eventId });
  if (inspection.outcome === 'invalid') {
    throw unprocessable('Invalid QR code', 'invalid_qr_code', { reason: inspection.reason });
  }
  if (inspection.outcome === 'unknown') throw notFound('Ticket not found');
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
  if (!view) throw notFound('Ticket not found');
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
  if (reason === 'already_used') return conflict(message ?? USED, 'ticket_used', refusal);
  return conflict(message ?? UNUSABLE, 'ticket_unusable', refusal);
}

/**
 * The QR test page's Test Scan and Debug Scan. Allowed to admins and organizers (create-events);
 * an organizer without manage-all-events sees only tickets of their own events. 'debug' reports the
 * checks; 'test' also checks the ticket in when all of them pass.
 */
export async function testScan(
  deps: AppDeps,
  user: SessionUser,
  body: { qrCode: string; mode: 'test' | 'debug' },
  request: RequestIds,
) {
  if (!can(user.role, 'create-events')) throw forbidden('Only admins and organizers can test scans.');
  const visible = can(user.role, 'manage-all-events') ? undefined : (v: DoorView) => v.event.organizerId === user.id;
  const inspection = await inspectCode(deps, body.qrCode, { visible });
  if (inspection.outcome !== 'found') return { passed: false, checks: inspection.checks, checkedIn: false };

  let { view, checks } = inspection;
  let checkedIn = false;
  if (body.mode === 'test' && inspection.verdict.canCheckIn) {
    const result = await checkInOnce(deps.db, view.ticket.id, user, request);
    checkedIn = result.done;
    if (result.view) view = result.view;
    if (checkedIn) {
      checks = checks.map((c) => (c.name === 'status' ? { ...c, detail: 'Was active: checked in now' } : c));
    } else {
      const detail = `Changed a moment ago: ${verdictOf(view).message ?? 'not checked in'} (status ${view.ticket.status})`;
      checks = checks.map((c) => (c.name === 'status' ? { ...c, passed: false, detail } : c));
    }
  }
  return {
    passed: checks.every((c) => c.passed),
    checks,
    ticket: toScannedTicket(view),
    user: toHolder(view),
    checkedIn,
  };
}
