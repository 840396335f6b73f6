import { m } from '@pentas/i18n/messages';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { isUnreachable } from '@/lib/offline-wallet';
import { cn } from '@/lib/utils';
import { ticketQueries } from './queries';

/**
 * A ticket's code as the wallet shows it: asked for once `load` is true (the card has scrolled near),
 * shown from the device while it is asked for again. `problem` says why there is none.
 */
export function useTicketQr(userId: string, ticketId: string, load: boolean) {
  const query = useQuery({ ...ticketQueries.qr(userId, ticketId), enabled: load });
  const refused = query.error && !isUnreachable(query.error) ? query.error : null;
  if (refused) return { code: null, problem: refused.message, retry: null };
  if (query.data) return { code: query.data, problem: null, retry: null };
  if (query.error) {
    return { code: null, problem: m.wallet_qr_no_connection(), retry: query.refetch };
  }
  return { code: null, problem: null, retry: null };
}

/** The code's PNG, drawn crisp at any size (a QR code is pixels, not a photo), or a placeholder of its shape. */
export function QrImage({ code, alt, className }: { code: string | null; alt: string; className?: string }) {
  if (!code) return <Skeleton className={cn('aspect-square', className)} />;
  return (
    <img
      src={code}
      alt={alt}
      className={cn('aspect-square bg-white [image-rendering:pixelated]', className)}
      data-testid="ticket-qr"
    />
  );
}
