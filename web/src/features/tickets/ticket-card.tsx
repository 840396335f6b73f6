import { m } from '@pentas/i18n/messages';
import { useQueryClient } from '@tanstack/react-query';
import { CircleSlashIcon, DownloadIcon, FileDownIcon, SendIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useInView } from '@/lib/use-in-view';
import { cn } from '@/lib/utils';
import { downloadQr } from './download-qr';
import { type Ticket, ticketQueries } from './queries';
import { QrImage, useTicketQr } from './ticket-qr';
import { TicketStatusBadge } from './ticket-status';
import { ticketPriceLabel, ticketReference, transferNote } from './ticket-words';

/**
 * One ticket in the wallet: its code (loaded as the card scrolls near; tap for the full screen), type,
 * place among the event's tickets, holder, status, what it cost, and where it went if transferred.
 */
export function TicketCard({
  ticket,
  place,
  past,
  userId,
  holder,
  onShow,
  onTransfer,
}: {
  ticket: Ticket;
  place: string;
  /** The event is over: the card is a record, with no code to load and nothing to do. */
  past: boolean;
  userId: string;
  holder: string;
  onShow: () => void;
  onTransfer: () => void;
}) {
  // A deleted event's tickets admit no one: no code, nothing to give, and never an 'Active' badge.
  const active = ticket.status === 'active' && !past && !ticket.event.cancelled;
  const price = ticketPriceLabel(ticket);
  const note = transferNote(ticket);
  const queryClient = useQueryClient();
  const download = () => downloadQr(ticket, holder, () => queryClient.fetchQuery(ticketQueries.qr(userId, ticket.id)));
  return (
    <Card className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 p-4" data-testid="ticket">
      {active && <TicketCode ticket={ticket} userId={userId} place={place} onShow={onShow} />}
      {!active && !past && (
        <div className="flex size-24 items-center justify-center rounded-lg bg-muted text-muted-foreground sm:size-28">
          <CircleSlashIcon className="size-8" aria-hidden />
        </div>
      )}
      <div className={cn('min-w-0 space-y-1', past && 'col-span-2')}>
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <p className="font-semibold">{ticket.ticketType.name}</p>
          <TicketStatusBadge status={ticket.status} eventCancelled={ticket.event.cancelled} />
        </div>
        <p className="text-sm text-muted-foreground">
          {place} · <span className="font-mono">{ticketReference(ticket)}</span>
        </p>
        <p className="text-sm">{holder}</p>
        {price && <p className="text-sm font-semibold text-warm tabular">{price}</p>}
        {note && <p className="text-sm text-muted-foreground">{note}</p>}
      </div>
      {!past && (
        <div className="col-span-2 flex flex-wrap gap-2">
          {/* A used, transferred or cancelled ticket has no code to show and nothing to give. */}
          <Button variant="outline" disabled={!active} onClick={download}>
            <DownloadIcon aria-hidden /> {m.wallet_download_qr()}
          </Button>
          {active && (
            <Button variant="outline" asChild>
              <a href={`/api/tickets/${ticket.id}/ticket.pdf`} download>
                <FileDownIcon aria-hidden /> {m.wallet_download_pdf()}
              </a>
            </Button>
          )}
          <Button variant="outline" disabled={!active} onClick={onTransfer}>
            <SendIcon aria-hidden /> {m.wallet_transfer()}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** The card's code, a button that opens it full screen; asked for only once the card is near the screen. */
function TicketCode({
  ticket,
  userId,
  place,
  onShow,
}: {
  ticket: Ticket;
  userId: string;
  place: string;
  onShow: () => void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const { code, problem, retry } = useTicketQr(userId, ticket.id, useInView(ref));
  if (problem) {
    return (
      <div className="flex size-24 flex-col items-center justify-center gap-1 rounded-lg border p-1 text-center text-xs text-muted-foreground sm:size-28">
        <span>{retry ? m.wallet_offline() : problem}</span>
        {retry && (
          <button type="button" className="font-medium text-primary underline" onClick={() => void retry()}>
            {m.wallet_try_again()}
          </button>
        )}
      </div>
    );
  }
  return (
    <button
      ref={ref}
      type="button"
      onClick={onShow}
      aria-label={m.wallet_show_qr_label({ type: ticket.ticketType.name, place: place.toLowerCase() })}
      className="size-24 cursor-zoom-in rounded-lg border bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:size-28"
    >
      <QrImage code={code} alt="" className="size-full" />
    </button>
  );
}
