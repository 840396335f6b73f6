import { m } from '@pentas/i18n/messages';
import { formatActionTime } from '@pentas/openapi';
import { Link } from '@tanstack/react-router';
import { QrCodeIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/session';
import { QrImage, useTicketQr } from '../tickets/ticket-qr';
import { TicketStatusBadge } from '../tickets/ticket-status';
import { transferNote } from '../tickets/ticket-words';
import type { OrderDetail } from './queries';

type OrderTicket = OrderDetail['tickets'][number];

/** A ticket's signed code as the door reads it, drawn on screen: the wallet's, kept on this device the same way. */
function TicketQr({ ticket }: { ticket: OrderTicket }) {
  const { user } = useCurrentUser();
  const qr = useTicketQr(user?.id ?? '', ticket.id, Boolean(user));
  const alt = m.order_ticket_qr_alt({ id: ticket.id.slice(0, 8) });
  if (qr.problem) {
    return (
      <div className="flex size-52 shrink-0 flex-col items-center justify-center gap-2 rounded-lg border bg-white p-3 text-center text-sm text-stone-800">
        <p>{qr.problem}</p>
        {qr.retry && (
          <Button size="sm" variant="outline" onClick={() => qr.retry?.()}>
            {m.try_again()}
          </Button>
        )}
      </div>
    );
  }
  return <QrImage code={qr.code} alt={alt} className="size-52 shrink-0 rounded-lg border p-3" />;
}

/** What happened to a ticket that has no code to show. */
function TicketFate({ ticket, yours }: { ticket: OrderTicket; yours: boolean }) {
  const transferred = transferNote(ticket);
  if (transferred) return <p className="text-sm text-muted-foreground">{transferred}</p>;
  if (ticket.checkedInAt)
    return (
      <p className="text-sm text-muted-foreground">
        {m.order_ticket_used_on({ time: formatActionTime(ticket.checkedInAt) })}
      </p>
    );
  if (ticket.status === 'active' && !yours) {
    return <p className="text-sm text-muted-foreground">{m.order_qr_holder_only()}</p>;
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
          {order.yours ? m.order_your_tickets() : m.order_tickets()}
        </h2>
        {order.yours && (
          <Link to="/dashboard" search={{ tab: 'tickets' }} className="text-sm text-primary hover:underline">
            {m.order_all_my_tickets()}
          </Link>
        )}
      </div>
      {order.yours && order.tickets.some((t) => t.hasQr) && (
        <p className="flex gap-2 text-sm text-muted-foreground">
          <QrCodeIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {m.order_show_qr_at_door()}
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
                  <TicketStatusBadge status={ticket.status} eventCancelled={order.event.cancelled} />
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
