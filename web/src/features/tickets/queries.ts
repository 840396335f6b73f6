import { type components, unwrap } from '@pentas/openapi';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import {
  forgetWalletQr,
  isUnreachable,
  savedWalletQr,
  savedWalletTickets,
  saveWalletQr,
  saveWalletTickets,
} from '@/lib/offline-wallet';
import type { CurrentUser } from '@/lib/session';

export type Ticket = components['schemas']['Ticket'];

/** The wallet's list: from the API, or (`savedAt` set) the copy this device kept, when the API is out of reach. */
export interface Wallet {
  tickets: Ticket[];
  savedAt: string | null;
}

/** A code is worth showing from the device for this long before it is asked for again. */
const QR_FRESH_MS = 60_000;

export const ticketQueries = {
  all: () => ['tickets'] as const,
  /** The holder's tickets, kept on the device each time they come (docs/decisions.md item 39). */
  wallet: (user: CurrentUser) =>
    queryOptions({
      queryKey: [...ticketQueries.all(), 'wallet', user.id],
      queryFn: async (): Promise<Wallet> => {
        try {
          const tickets = await unwrap(api.GET('/api/my-tickets'));
          saveWalletTickets(user, tickets);
          return { tickets, savedAt: null };
        } catch (error) {
          const saved = isUnreachable(error) ? savedWalletTickets<Ticket>(user.id) : null;
          if (!saved) throw error;
          return { tickets: saved.items, savedAt: saved.savedAt };
        }
      },
    }),
  /**
   * A ticket's signed code (a PNG data URL). A code this device kept shows at once and is asked for
   * again behind it; without a network the kept one stays. A code the API refuses (used, transferred) is
   * forgotten.
   */
  qr: (userId: string, ticketId: string) => {
    const saved = savedWalletQr(userId, ticketId);
    return queryOptions({
      queryKey: [...ticketQueries.all(), 'qr', userId, ticketId],
      queryFn: async () => {
        try {
          const { qrCode } = await fetchTicketQr(ticketId);
          saveWalletQr(userId, ticketId, qrCode);
          return qrCode;
        } catch (error) {
          if (!isUnreachable(error)) forgetWalletQr(userId, ticketId);
          throw error;
        }
      },
      initialData: saved ?? undefined,
      initialDataUpdatedAt: 0,
      staleTime: QR_FRESH_MS,
    });
  },
};

/** A ticket's signed QR code, made on request and never cached by HTTP (the API sends it no-store). */
function fetchTicketQr(id: string) {
  return unwrap(api.GET('/api/tickets/{id}/qr', { params: { path: { id } } }));
}
