import type { AppDeps } from '../../context';
import type { SessionUser } from '../auth/auth.service';
import { ticketsOfHolder } from './tickets.queries';

/** Spec 'GET /api/my-tickets': the signed-in user's own tickets only, newest event first. */
export async function listMyTickets(deps: AppDeps, user: SessionUser) {
  return (await ticketsOfHolder(deps.db, user.id)).map(({ ticket, event, ticketType }) => ({
    id: ticket.id,
    status: ticket.status,
    orderId: ticket.orderId,
    checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
    createdAt: ticket.createdAt.toISOString(),
    event: { ...event, dateTime: event.dateTime.toISOString() },
    ticketType,
  }));
}
