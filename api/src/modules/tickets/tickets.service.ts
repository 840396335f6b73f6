import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { conflict, notFound, tooManyRequests, validationFailed } from '../../lib/errors';
import { maskEmail } from '../../lib/masked-email';
import { qrPngDataUrl } from '../../lib/qr';
import { attemptsSoFar, countAttempt } from '../../lib/rate-limit';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { PAYLOAD_FORMAT } from '../../lib/ticket-signing';
import { queueMail } from '../mail';
import { priceOfTicket } from './ticket-price';
import { findTicket, findUserByEmail, insertReissuedTicket, markTransferred, ticketsOfHolder } from './tickets.queries';

type TicketStatus = NonNullable<Awaited<ReturnType<typeof findTicket>>>['status'];

/** What a holder who does not hold the ticket (or names no ticket) is told: nothing about it. */
const TICKET_NOT_FOUND = said(m.problem_tickets_unable_to_find);

/**
 * `GET /api/my-tickets`: the signed-in user's own tickets only, newest event first, each with what it
 * cost (or that it was complimentary) and, once transferred away, to whom (masked) and when.
 */
export async function listMyTickets(deps: AppDeps, user: SessionUser) {
  return (await ticketsOfHolder(deps.db, user.id)).map(({ ticket, event, ticketType, sale, onward }) => {
    const received = ticket.transferredFromId !== null;
    return {
      id: ticket.id,
      status: ticket.status,
      // A ticket received by transfer belongs to the sender's order: its id is not the recipient's to see.
      orderId: received ? null : ticket.orderId,
      checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
      createdAt: ticket.createdAt.toISOString(),
      event: {
        ...event,
        dateTime: event.dateTime.toISOString(),
        endDateTime: event.endDateTime?.toISOString() ?? null,
      },
      ticketType,
      currency: sale.currency,
      ...priceOfTicket(sale, received),
      transferredTo:
        ticket.status === 'transferred' && onward?.at && onward.email
          ? { email: maskEmail(onward.email), at: onward.at.toISOString() }
          : null,
    };
  });
}

/** The holder's own ticket, or a 404 whether it exists or not. */
async function loadOwnTicket(deps: AppDeps, user: SessionUser, id: string) {
  const ticket = await findTicket(deps.db, id);
  if (!ticket || ticket.userId !== user.id) throw notFound(TICKET_NOT_FOUND);
  return ticket;
}

/** `GET /api/tickets/{id}/qr`: a signed code for the holder's active ticket (decisions.md item 4). */
export async function ticketQrCode(deps: AppDeps, user: SessionUser, id: string) {
  const ticket = await loadOwnTicket(deps, user, id);
  if (ticket.eventCancelled) throw eventCancelled();
  if (ticket.status === 'checked_in') throw conflict(said(m.door_already_used), 'ticket_used');
  if (ticket.status === 'transferred') throw conflict(said(m.problem_account_ticket_transferred), 'ticket_transferred');
  if (ticket.status === 'refunded') throw conflict(said(m.problem_tickets_was_refunded), 'ticket_cancelled');
  if (ticket.status !== 'active') throw conflict(said(m.problem_account_ticket_cancelled), 'ticket_cancelled');
  return { qrCode: await qrPngDataUrl(deps.ticketSigner.sign(ticket)) };
}

/** What a scanner needs to check signatures offline. */
export function signingKey(deps: AppDeps) {
  return {
    algorithm: 'Ed25519' as const,
    publicKeyPem: deps.ticketSigner.publicKey.pem,
    publicKey: deps.ticketSigner.publicKey.raw,
    payloadFormat: PAYLOAD_FORMAT,
  };
}

const eventCancelled = () => conflict(said(m.problem_tickets_event_cancelled_no_use), 'event_cancelled');

function assertTransferable(status: TicketStatus, eventIsCancelled: boolean) {
  if (eventIsCancelled) throw eventCancelled();
  if (status === 'checked_in') {
    throw conflict(said(m.problem_tickets_used_cannot_transfer), 'ticket_used');
  }
  if (status === 'transferred') throw conflict(said(m.problem_tickets_already_transferred), 'ticket_transferred');
  if (status === 'refunded') throw conflict(said(m.problem_tickets_refunded_cannot_transfer), 'ticket_cancelled');
  if (status !== 'active') throw conflict(said(m.problem_tickets_cancelled_cannot_transfer), 'ticket_cancelled');
}

/**
 * A transfer to an address with no account is refused as such, which tells whether an address has one:
 * misses are counted per sender, and after MAX_UNKNOWN_RECIPIENTS in an hour transfers wait.
 */
const MAX_UNKNOWN_RECIPIENTS = 10;
const UNKNOWN_RECIPIENT_WINDOW = 3600;

const toSelf = () => validationFailed([{ path: 'email', message: said(m.problem_tickets_transfer_to_self) }]);

/**
 * A transfer, permanent and immediate: the owner's active ticket goes to another registered user. One
 * transaction: the old ticket is marked transferred by a conditional update (so of concurrent transfers one
 * wins), and the recipient gets a new ticket (new id, so a new code) for the same order item.
 */
export async function transferTicket(deps: AppDeps, user: SessionUser, id: string, email: string) {
  const ticket = await loadOwnTicket(deps, user, id);
  assertTransferable(ticket.status, ticket.eventCancelled);
  const address = email.trim().toLowerCase();
  if (address === user.email.toLowerCase()) throw toSelf();
  const misses = `transfer-unknown-recipient:user:${user.id}`;
  const tooManyMisses = () => tooManyRequests(said(m.problem_tickets_too_many_unknown_recipients));
  if ((await attemptsSoFar(deps.db, misses, UNKNOWN_RECIPIENT_WINDOW)) >= MAX_UNKNOWN_RECIPIENTS) throw tooManyMisses();
  const recipient = await findUserByEmail(deps.db, address);
  if (!recipient) {
    // Counted atomically before answering: of parallel probes, those past the limit learn nothing.
    if ((await countAttempt(deps.db, misses, UNKNOWN_RECIPIENT_WINDOW)) > MAX_UNKNOWN_RECIPIENTS) throw tooManyMisses();
    // Its own code: the web tells 'no such recipient' apart from 'no such ticket' (both 404).
    throw notFound(said(m.problem_tickets_no_account_for_email), 'recipient_not_found');
  }
  if (recipient.id === user.id) throw toSelf();

  const reissued = await deps.db.transaction(async (tx) => {
    const old = await markTransferred(tx, id, user.id);
    if (!old) {
      // Changed since it was read (another transfer or a check-in won): say what it is now.
      const now = await findTicket(tx, id);
      if (!now || now.userId !== user.id) throw notFound(TICKET_NOT_FOUND);
      assertTransferable(now.status, now.eventCancelled);
      throw conflict(said(m.problem_tickets_already_transferred), 'ticket_transferred');
    }
    const ticket = await insertReissuedTicket(tx, old, recipient.id);
    // Both mails commit with the transfer; the old ticket goes once, so its id names the transfer.
    await queueMail(tx, {
      key: `ticket-transfer:${id}:recipient`,
      kind: 'ticket_received',
      recipient: recipient.email,
      recipientName: recipient.name,
      orderId: old.orderId,
      data: { ticketId: ticket.id },
    });
    await queueMail(tx, {
      key: `ticket-transfer:${id}:sender`,
      kind: 'ticket_transfer_sent',
      recipient: user.email,
      recipientName: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
      orderId: old.orderId,
      data: { ticketId: id },
    });
    return ticket;
  });
  deps.log.info({ ticketId: id, newTicketId: reissued.id }, 'ticket transferred');
  return { message: `Ticket transferred to ${recipient.email}`, ticketId: reissued.id };
}
