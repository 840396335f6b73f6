import { z } from '@hono/zod-openapi';
import { conflict, unprocessable } from '../../lib/errors';
import { cookieAuth, jsonBody, jsonContent, noAuth, problemExample, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import {
  CheckedIn,
  CheckInRefusedProblem,
  examples,
  InvalidQrProblem,
  ScanResult,
  ScanTicketBody,
  TestScanBody,
  TestScanResult,
  TicketIdParam,
  TicketQr,
  TicketSigningKey,
  TicketTransferred,
  TicketView,
  TransferTicketBody,
} from './tickets.schemas';

const tags = ['Tickets'];

export const listMyTickets = defineRoute({
  method: 'get',
  path: '/api/my-tickets',
  operationId: 'listMyTickets',
  tags,
  summary: "The signed-in user's tickets",
  description:
    "Tickets the user holds or held (a ticket transferred away stays listed as transferred, with the recipient's masked e-mail and when), newest event first, with their event, ticket type and price (or `complimentary`).",
  security: cookieAuth,
  responses: { 200: jsonContent(z.array(TicketView), 'Tickets', [examples.ticket]), ...problems(401) },
});

export const getTicketQr = defineRoute({
  method: 'get',
  path: '/api/tickets/{id}/qr',
  operationId: 'getTicketQr',
  tags,
  summary: "A ticket's QR code",
  description:
    "The holder's own active ticket only: a PNG data URL of the signed code `ticket:{ticketId}:{eventId}:{userId}:{signature}`. " +
    "Someone else's ticket, or an unknown id, is a 404 (existence is not revealed). A used ticket (409 'This ticket has already been used') " +
    "or one transferred away (409 'This ticket was transferred'), refunded (409 ticket_cancelled) or of a cancelled event (409 event_cancelled) has no code.",
  security: cookieAuth,
  request: { params: TicketIdParam },
  responses: {
    200: jsonContent(TicketQr, 'The QR code', {
      qrCode: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAgAAAAIACAYAAAD0eNT6AAAAAklEQVR4AewaftIAAA…',
    }),
    ...problems(401, 404, 409, 422),
  },
});

export const getTicketSigningKey = defineRoute({
  method: 'get',
  path: '/api/tickets/signing-key',
  operationId: 'getTicketSigningKey',
  security: noAuth,
  tags,
  summary: 'The public key ticket codes are signed with',
  description:
    'Public. With it a scanner can tell a genuine code from a forged one offline; whether the ticket is still usable ' +
    '(not used, not transferred) is only known to `POST /api/scan-ticket`.',
  responses: { 200: jsonContent(TicketSigningKey, 'The Ed25519 public key', examples.signingKey) },
});

export const transferTicket = defineRoute({
  method: 'post',
  path: '/api/tickets/{id}/transfer',
  operationId: 'transferTicket',
  tags,
  summary: 'Give a ticket to another registered user',
  description:
    "Permanent and immediate. The owner's active ticket becomes `transferred` (its QR code stops working) and the recipient " +
    "gets a new active ticket with a new code. Not the owner or unknown: 404 'Unable to find ticket'. Used or already " +
    "transferred: 409; refunded: 409 ticket_cancelled; its event cancelled: 409 event_cancelled. No account with that e-mail: 404 'No registered Pentas account uses that e-mail address.'. " +
    "Your own e-mail: 422 'You cannot transfer a ticket to yourself'. After 10 unknown e-mails in an hour: 429.",
  security: cookieAuth,
  request: { params: TicketIdParam, body: jsonBody(TransferTicketBody, { email: 'customer2@pentas.test' }) },
  responses: {
    200: jsonContent(TicketTransferred, 'Transferred', {
      message: 'Ticket transferred to customer2@pentas.test',
      ticketId: '8a1e4c2d-7b3f-4d9a-a6e5-2c0f9b8d7e61',
    }),
    ...problems(401, 403, 404, 409, 422, 429),
  },
});

const invalidQr = {
  description:
    "'Invalid QR code' with a `reason` (malformed, bad_signature, mismatch); or the body failed validation ('Please enter a QR code')",
  content: {
    'application/problem+json': {
      schema: InvalidQrProblem,
      example: problemExample(unprocessable('Invalid QR code', 'invalid_qr_code', { reason: 'bad_signature' })),
    },
  },
};

export const scanTicket = defineRoute({
  method: 'post',
  path: '/api/scan-ticket',
  operationId: 'scanTicket',
  tags,
  summary: 'Read a ticket code at the door',
  description:
    'Needs the admin-panel permission. Verifies the signature, then loads the ticket: its event and holder must be the ' +
    "ones the code names. Does not check in. A genuine code of a ticket that cannot be used answers 200 with canCheckIn false and a reason: already_used, transferred, cancelled (its event deleted), refunded ('Refunded'), event_cancelled ('This event has been cancelled'), or wrong_event when `eventId` is given and the ticket is for another event. A genuine code whose ticket no longer exists: 404 'Ticket not found'.",
  security: cookieAuth,
  request: { body: jsonBody(ScanTicketBody, { qrCode: examples.payload, eventId: 12 }) },
  responses: {
    200: jsonContent(ScanResult, 'The ticket and whether it may enter', examples.scan),
    ...problems(401, 403, 404),
    422: invalidQr,
  },
});

const usedTicket = { ...examples.scanned, status: 'checked_in' as const, checkedInAt: '2026-12-12T11:02:41.000Z' };
const checkInRefused = {
  description:
    "The ticket can no longer be checked in: `ticket_used` 'This ticket has already been used' (reason already_used), or `ticket_unusable` 'This ticket cannot be used' (reason transferred or cancelled); `ticket` is the ticket as it now is, with when and by whom it was checked in",
  content: {
    'application/problem+json': {
      schema: CheckInRefusedProblem,
      examples: {
        ticket_used: {
          value: problemExample(
            conflict('This ticket has already been used', 'ticket_used', {
              reason: 'already_used',
              ticket: { ...usedTicket, checkedInBy: examples.staff },
            }),
          ),
        },
        ticket_unusable: {
          value: problemExample(
            conflict('This ticket cannot be used', 'ticket_unusable', {
              reason: 'transferred',
              ticket: { ...examples.scanned, status: 'transferred' },
            }),
          ),
        },
      },
    },
  },
};

export const checkInTicket = defineRoute(
  {
    method: 'post',
    path: '/api/tickets/{id}/checkin',
    operationId: 'checkInTicket',
    tags,
    summary: 'Check a ticket in',
    description:
      "Needs the admin-panel permission. One conditional update: an active ticket is checked in once, whoever tries at the same moment. Used: 409 'This ticket has already been used'; transferred or cancelled: 409 'This ticket cannot be used'. A 409 carries the ticket as it now is: a scanner that lost a race learns when, and by whom, it was checked in.",
    security: cookieAuth,
    request: { params: TicketIdParam },
    responses: {
      200: jsonContent(CheckedIn, 'Checked in', examples.checkedIn),
      ...problems(401, 403, 404, 422),
      409: checkInRefused,
    },
  },
  // The door's hot write: the scanner's session is read in the check-in's own statement (door.service).
  { sessionLookedUpByHandler: true },
);

export const testScanTicket = defineRoute({
  method: 'post',
  path: '/api/debug/test-scan',
  operationId: 'testScanTicket',
  tags,
  summary: 'Run the door checks step by step (QR test page)',
  description:
    'For admins and organizers (the create-events permission); an organizer sees only tickets of their own events. ' +
    'Reports the checks format, signature, ticket, holder and status up to the first failure. Mode `test` also checks ' +
    'the ticket in when every check passes; `debug` only reports. Garbage input is a failed check, not an error.',
  security: cookieAuth,
  request: { body: jsonBody(TestScanBody, { qrCode: examples.payload, mode: 'debug' }) },
  responses: { 200: jsonContent(TestScanResult, 'The checks', examples.testScan), ...problems(401, 403, 422) },
});
