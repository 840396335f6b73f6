import { m } from '@pentas/i18n/messages';
import { formatActionDate, formatTicketPrice } from '@pentas/openapi';
import type { CurrentUser } from '@/lib/session';
import type { Ticket } from './queries';

/**
 * What a ticket says where a price would show: 'Complimentary' for a box-office gift, 'Free' for a
 * free type, else its price; nothing for a ticket received by transfer (decisions.md item 40).
 */
export function ticketPriceLabel(ticket: Pick<Ticket, 'complimentary' | 'price' | 'currency'>): string | null {
  if (ticket.complimentary) return m.ticket_complimentary();
  return ticket.price === null ? null : formatTicketPrice(ticket.price, ticket.currency);
}

/** 'Transferred to a•••@example.com on Thu, 26 Nov 2026' (the day in Kuala Lumpur, as actions are). */
export function transferNote(ticket: Pick<Ticket, 'transferredTo'>): string | null {
  const to = ticket.transferredTo;
  return to ? m.wallet_transferred_to({ email: to.email, date: formatActionDate(to.at) }) : null;
}

/** The holder as the door reads them: their name, else their e-mail. */
export function holderName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

/** The short reference printed on a ticket and its card: '#5d2f7a3e'. */
export const ticketReference = (ticket: Pick<Ticket, 'id'>) => `#${ticket.id.slice(0, 8)}`;
