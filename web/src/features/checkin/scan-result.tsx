import { formatActionTime, formatEventDateTime } from '@pentas/openapi';
import { BanIcon, CheckCircle2Icon, RotateCcwIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PendingButton } from '@/components/ui/pending-button';
import { TicketStatusBadge } from '../tickets/ticket-status';
import type { ScanResult } from './queries';

/** The ticket information panel: details, holder, and the check-in action or why there is none. */
export function ScanResultPanel({
  result,
  checkingIn,
  onCheckIn,
}: {
  result: ScanResult;
  checkingIn: boolean;
  onCheckIn: () => void;
}) {
  const { ticket, user } = result;
  const holder = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Card data-testid="scan-result">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center justify-between gap-2">
          <span>{ticket.event.title}</span>
          <TicketStatusBadge status={ticket.status} />
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Ticket</dt>
          <dd>
            {ticket.ticketType.name}{' '}
            <span className="font-mono text-xs text-muted-foreground">#{ticket.id.slice(0, 8)}</span>
          </dd>
          <dt className="text-muted-foreground">Holder</dt>
          <dd>
            {holder && <span className="font-medium">{holder} · </span>}
            {user.email}
          </dd>
          <dt className="text-muted-foreground">When</dt>
          <dd className="tabular">
            {formatEventDateTime(ticket.event.dateTime, ticket.event.timeZone)} · {ticket.event.venue}
          </dd>
          {ticket.checkedInAt && (
            <>
              <dt className="text-muted-foreground">Checked in</dt>
              <dd className="tabular">{formatActionTime(ticket.checkedInAt)}</dd>
            </>
          )}
        </dl>
        {result.canCheckIn ? (
          <PendingButton
            type="button"
            size="lg"
            className="w-full"
            pending={checkingIn}
            pendingLabel="Checking in..."
            onClick={onCheckIn}
          >
            <CheckCircle2Icon aria-hidden /> Check In
          </PendingButton>
        ) : (
          <div role="alert" className="flex gap-3 rounded-lg bg-destructive/10 p-4 text-destructive">
            {ticket.status === 'checked_in' ? (
              <RotateCcwIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
            ) : (
              <BanIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
            )}
            <div>
              <p className="font-semibold">
                {ticket.status === 'checked_in' ? 'Already Checked In' : 'Cannot Check In'}
              </p>
              <p className="text-sm">
                {result.message ??
                  (ticket.status === 'checked_in' ? 'This ticket has already been used' : 'This ticket cannot be used')}
              </p>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
