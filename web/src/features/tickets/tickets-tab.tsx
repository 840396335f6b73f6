import { m } from '@pentas/i18n/messages';
import { formatActionTime, formatEventDate, formatEventTime } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRightIcon, TicketIcon, WifiOffIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BrowseEventsButton, EmptyState } from '@/components/layout/empty-state';
import { eventTitle } from '@/features/events/catalog-words';
import { type CurrentUser, useCurrentUser } from '@/lib/session';
import { keepWalletPageOffline } from './offline-shell';
import { QrFullScreen, type ShownTicket } from './qr-full-screen';
import { type Ticket, ticketQueries } from './queries';
import { TicketCard } from './ticket-card';
import { holderName } from './ticket-words';
import { TransferDialog } from './transfer-dialog';
import { type EventGroup, groupTickets } from './wallet-groups';

export function TicketsHelp() {
  return (
    <ul className="ml-5 list-disc space-y-1 text-sm text-muted-foreground">
      <li>{m.wallet_help_arrive()}</li>
      <li>{m.wallet_help_single_use()}</li>
      <li>{m.wallet_help_transfer()}</li>
      <li>{m.wallet_help_offline()}</li>
    </ul>
  );
}

/** The Tickets tab under the signed-in guard: the wallet of the user it let in. */
export function TicketsTab() {
  const { user } = useCurrentUser();
  return user ? <Wallet user={user} /> : null;
}

/**
 * The wallet: tickets grouped by event, the next event first, past events folded away; each ticket's
 * code on its card and full screen at a tap. What it shows is kept on this device for the door.
 */
function Wallet({ user }: { user: CurrentUser }) {
  const { data: wallet } = useSuspenseQuery(ticketQueries.wallet(user));
  const [transferring, setTransferring] = useState<Ticket | null>(null);
  const [shown, setShown] = useState<ShownTicket | null>(null);
  useEffect(() => keepWalletPageOffline(), []);
  const holder = holderName(user);

  if (wallet.tickets.length === 0) {
    return (
      <EmptyState icon={TicketIcon} title={m.wallet_empty_title()} text={m.wallet_empty_text()}>
        <BrowseEventsButton />
      </EmptyState>
    );
  }
  const { coming, past } = groupTickets(wallet.tickets);
  const group = (g: EventGroup, past: boolean) => (
    <EventTickets
      key={g.event.id}
      group={g}
      past={past}
      userId={user.id}
      holder={holder}
      onShow={setShown}
      onTransfer={setTransferring}
    />
  );
  return (
    <div className="space-y-8">
      {wallet.savedAt && (
        <p role="status" className="flex items-start gap-2 rounded-lg border bg-muted p-3 text-sm">
          <WifiOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{m.wallet_offline_notice({ when: formatActionTime(wallet.savedAt) })}</span>
        </p>
      )}
      <TicketsHelp />
      {coming.length > 0 ? (
        coming.map((g) => group(g, false))
      ) : (
        <p className="text-muted-foreground">
          {m.wallet_no_upcoming()}{' '}
          <Link to="/events" className="font-medium text-primary underline-offset-4 hover:underline">
            {m.wallet_browse_events()}
          </Link>
        </p>
      )}
      {past.length > 0 && (
        <details className="group rounded-xl border">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
            <ChevronRightIcon className="size-4 transition-transform group-open:rotate-90" aria-hidden />
            {m.wallet_past_events({ count: past.length })}
          </summary>
          <div className="space-y-8 border-t p-4">{past.map((g) => group(g, true))}</div>
        </details>
      )}
      <TransferDialog ticket={transferring} onClose={() => setTransferring(null)} />
      <QrFullScreen shown={shown} userId={user.id} holder={holder} onClose={() => setShown(null)} />
    </div>
  );
}

/** One event's tickets: its title, date, time and venue once, then a card per ticket. */
function EventTickets({
  group: { event, entries },
  past,
  userId,
  holder,
  onShow,
  onTransfer,
}: {
  group: EventGroup;
  past: boolean;
  userId: string;
  holder: string;
  onShow: (shown: ShownTicket) => void;
  onTransfer: (ticket: Ticket) => void;
}) {
  const headingId = `wallet-event-${event.id}`;
  const count = entries.length;
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="wallet-event">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          <Link to="/events/$id" params={{ id: event.id }} className="hover:underline">
            {eventTitle(event)}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground tabular">
          {formatEventDate(event.dateTime, event.timeZone)} · {formatEventTime(event.dateTime, event.timeZone)} ·{' '}
          {event.venue}
        </p>
        <p className="text-sm text-muted-foreground">{m.wallet_ticket_count({ count })}</p>
      </div>
      <ul className="grid gap-3 lg:grid-cols-2">
        {entries.map(({ ticket, number }) => {
          const place = m.pdf_ticket_of({ number, count });
          return (
            <li key={ticket.id}>
              <TicketCard
                ticket={ticket}
                place={place}
                past={past}
                userId={userId}
                holder={holder}
                onShow={() => onShow({ ticket, place })}
                onTransfer={() => onTransfer(ticket)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
