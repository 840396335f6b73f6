import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QrCodeIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { fetchTicketQr, ticketQueries } from '../tickets/queries';
import { TicketStatusBadge } from '../tickets/ticket-status';
import type { OrderDetail } from './queries';

type OrderTicket = OrderDetail['tickets'][number];

/** A ticket's signed code as the door reads it, drawn on screen (the API's PNG, made when asked). */
function TicketQr({ ticket }: { ticket: OrderTicket }) {
  const qr = useQuery({
    queryKey: [...ticketQueries.all(), 'qr', ticket.id],
    queryFn: () => fetchTicketQr(ticket.id),
  });
  const box = 'size-52 shrink-0 rounded-lg border bg-white p-3';
  if (qr.isPending) return <div className={`${box} animate-pulse`} role="status" aria-label="Loading QR code" />;
  if (qr.isError) {
    return (
      <div className={`${box} flex flex-col items-center justify-center gap-2 text-center text-sm text-stone-800`}>
        <p>The QR code could not be loaded.</p>
        <Button size="sm" variant="outline" onClick={() => qr.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <img
      src={qr.data.qrCode}
      alt={`QR code for ticket #${ticket.id.slice(0, 8)}`}
      width={512}
      height={512}
      className={`${box} [image-rendering:pixelated]`}
    />
  );
}

/** What happened to a ticket that has no code to show. */
function TicketFate({ ticket, yours }: { ticket: OrderTicket; yours: boolean }) {
  if (ticket.transferredTo) {
    const { name, email, at } = ticket.transferredTo;
    return (
      <p className="text-sm text-muted-foreground">
        Transferred to {name} ({email}) on {formatDateTime(at)}
      </p>
    );
  }
  if (ticket.checkedInAt)
    return <p className="text-sm text-muted-foreground">Used on {formatDateTime(ticket.checkedInAt)}</p>;
  if (ticket.status === 'active' && !yours) {
    return <p className="text-sm text-muted-foreground">Its QR code is shown to the ticket holder only.</p>;
  }
  return null;
}

/** Each ticket the order issued: its QR code on screen for the holder, else what became of it. */
export function OrderTickets({ order }: { order: OrderDetail }) {
  if (order.tickets.length === 0) return null;
  return (
    <section aria-labelledby="tickets-title" className="space-y-3 print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tickets-title" className="text-lg font-semibold">
          {order.yours ? 'Your tickets' : 'Tickets'}
        </h2>
        {order.yours && (
          <Link to="/dashboard" search={{ tab: 'tickets' }} className="text-sm text-primary hover:underline">
            All my tickets
          </Link>
        )}
      </div>
      {order.yours && order.tickets.some((t) => t.hasQr) && (
        <p className="flex gap-2 text-sm text-muted-foreground">
          <QrCodeIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          Show a QR code at the door: each one admits one person, once.
        </p>
      )}
      <ul className="grid gap-3 sm:grid-cols-2">
        {order.tickets.map((ticket) => (
          <li key={ticket.id}>
            <Card className="flex h-full flex-col items-center gap-3 p-4 text-center" data-testid="order-ticket">
              {ticket.hasQr && <TicketQr ticket={ticket} />}
              <div className="space-y-1">
                <div className="flex flex-wrap items-center justify-center gap-2">
                  <p className="font-semibold">{ticket.ticketType}</p>
                  <TicketStatusBadge status={ticket.status} />
                </div>
                <p className="text-sm">{ticket.holderName}</p>
                <p className="font-mono text-xs text-muted-foreground">#{ticket.id.slice(0, 8)}</p>
                <TicketFate ticket={ticket} yours={order.yours} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
