import { useSuspenseQuery } from '@tanstack/react-query';
import { DownloadIcon, SendIcon, TicketIcon } from 'lucide-react';
import { useState } from 'react';
import { BrowseEventsButton, EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { downloadQr } from './download-qr';
import { type Ticket, ticketQueries } from './queries';
import { TicketStatusBadge } from './ticket-status';
import { TransferDialog } from './transfer-dialog';

export function TicketsHelp() {
  return (
    <ul className="ml-5 list-disc space-y-1 text-sm text-muted-foreground">
      <li>Arrive 30 minutes early and have your QR code ready.</li>
      <li>Each QR code is single use: it admits one person, once.</li>
      <li>Transferring a ticket is permanent and immediate; your old code stops working.</li>
    </ul>
  );
}

/** The Tickets tab: every ticket the user holds, with its event, type and status. */
export function TicketsTab() {
  const { data: tickets } = useSuspenseQuery(ticketQueries.mine());
  const [transferring, setTransferring] = useState<Ticket | null>(null);
  if (tickets.length === 0) {
    return (
      <EmptyState icon={TicketIcon} title="No tickets yet" text="Tickets you buy appear here, ready for the door.">
        <BrowseEventsButton />
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <TicketsHelp />
      <ul className="grid gap-3 sm:grid-cols-2">
        {tickets.map((t) => (
          <li key={t.id}>
            <Card className="space-y-2 p-4" data-testid="ticket">
              <div className="flex items-start justify-between gap-3">
                <p className="font-semibold">{t.event.title}</p>
                <TicketStatusBadge status={t.status} />
              </div>
              <p className="text-sm">{t.ticketType.name}</p>
              <p className="text-sm text-muted-foreground tabular">
                {formatDateTime(t.event.dateTime, t.event.timeZone)} · {t.event.venue}
              </p>
              <p className="font-mono text-xs text-muted-foreground">#{t.id.slice(0, 8)}</p>
              <div className="flex flex-wrap gap-2 pt-1">
                {/* A used, transferred or cancelled ticket has no code to show and nothing to give. */}
                <Button size="sm" variant="outline" disabled={t.status !== 'active'} onClick={() => downloadQr(t)}>
                  <DownloadIcon aria-hidden /> Download QR
                </Button>
                <Button size="sm" variant="outline" disabled={t.status !== 'active'} onClick={() => setTransferring(t)}>
                  <SendIcon aria-hidden /> Transfer
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <TransferDialog ticket={transferring} onClose={() => setTransferring(null)} />
    </div>
  );
}
