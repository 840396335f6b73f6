import { m } from '@pentas/i18n/messages';
import { formatEventDate, formatEventTime } from '@pentas/openapi';
import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogDescription, DialogFullScreenContent, DialogTitle } from '@/components/ui/dialog';
import { eventTitle } from '@/features/events/catalog-words';
import { useScreenWakeLock } from '@/lib/use-screen-wake-lock';
import type { Ticket } from './queries';
import { QrImage, useTicketQr } from './ticket-qr';
import { ticketReference } from './ticket-words';

export interface ShownTicket {
  ticket: Ticket;
  /** 'Ticket 2 of 5' */
  place: string;
}

/**
 * A ticket's code for the door: the whole screen, white, the code as large as the screen allows, with
 * the event, its date and time, the type and the holder; the screen kept on while it shows. Escape or
 * Close returns to the wallet.
 */
export function QrFullScreen({
  shown,
  userId,
  holder,
  onClose,
}: {
  shown: ShownTicket | null;
  userId: string;
  holder: string;
  onClose: () => void;
}) {
  useScreenWakeLock(shown !== null);
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogFullScreenContent>
        {shown && <Contents shown={shown} userId={userId} holder={holder} />}
      </DialogFullScreenContent>
    </Dialog>
  );
}

function Contents({
  shown: { ticket, place },
  userId,
  holder,
}: {
  shown: ShownTicket;
  userId: string;
  holder: string;
}) {
  const { code, problem } = useTicketQr(userId, ticket.id, true);
  const { event } = ticket;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center gap-4 px-5 py-4 text-center">
      <div className="flex w-full items-center justify-between gap-3">
        <p className="text-sm font-medium text-stone-600">{m.wallet_show_at_door()}</p>
        <DialogClose asChild>
          <Button variant="ghost" size="icon" className="text-stone-950 hover:bg-stone-100" aria-label={m.close()}>
            <XIcon aria-hidden />
          </Button>
        </DialogClose>
      </div>
      <div className="space-y-1">
        <DialogTitle className="text-2xl font-bold text-balance">{eventTitle(event)}</DialogTitle>
        <p className="text-lg font-semibold tabular">
          {formatEventDate(event.dateTime, event.timeZone)} · {formatEventTime(event.dateTime, event.timeZone)}
        </p>
        <p className="text-stone-600">{event.venue}</p>
      </div>
      <div className="w-full max-w-[min(100%,58dvh)]">
        {problem ? (
          <p role="alert" className="rounded-lg border border-stone-300 p-6 text-stone-700">
            {problem}
          </p>
        ) : (
          <QrImage code={code} alt={m.wallet_qr_alt({ type: ticket.ticketType.name })} className="w-full" />
        )}
      </div>
      <div className="space-y-1">
        <DialogDescription className="text-xl font-semibold text-stone-950">
          {ticket.ticketType.name} · {place}
        </DialogDescription>
        <p className="text-lg">{holder}</p>
        <p className="font-mono text-sm text-stone-600">{ticketReference(ticket)}</p>
      </div>
      <DialogClose asChild>
        <Button size="lg" className="mt-auto w-full max-w-xs">
          {m.close()}
        </Button>
      </DialogClose>
    </div>
  );
}
