import { m } from '@pentas/i18n/messages';
import { formatEventDateTime } from '@pentas/openapi';
import { CheckCircle2Icon, ScanLineIcon, XCircleIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { cn } from '@/lib/utils';
import { TicketStatusBadge } from '../tickets/ticket-status';
import { type DoorOutcome, type DoorVerdict, doorVerdict } from './door-verdict';

const looks: Record<DoorVerdict['tone'], { banner: string; Icon: typeof CheckCircle2Icon }> = {
  yes: { banner: 'bg-emerald-700 text-white', Icon: CheckCircle2Icon },
  no: { banner: 'bg-destructive text-destructive-foreground', Icon: XCircleIcon },
  ready: { banner: 'bg-secondary text-secondary-foreground', Icon: ScanLineIcon },
};

/** The card's top: green for yes, red for no, in words big enough to read at arm's length. */
function VerdictBanner({ verdict }: { verdict: DoorVerdict }) {
  const { banner, Icon } = looks[verdict.tone];
  return (
    <div
      data-testid="door-verdict"
      role={verdict.tone === 'no' ? 'alert' : 'status'}
      className={cn('flex gap-4 p-5 sm:p-6', banner)}
    >
      <Icon className="size-10 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-1">
        <h2 className="text-2xl font-bold leading-tight tracking-tight">{verdict.title}</h2>
        {verdict.message && <p className="text-base font-medium">{verdict.message}</p>}
        {verdict.detail && <p className="text-sm tabular">{verdict.detail}</p>}
      </div>
    </div>
  );
}

/**
 * The ticket information panel: the verdict at the top (checked in, refused and why, or ready), the
 * check-in action when the ticket may enter, then the ticket and its holder.
 */
export function ScanResultPanel({
  outcome,
  doorEventTitle,
  checkingIn,
  checkInError,
  onCheckIn,
}: {
  outcome: DoorOutcome;
  doorEventTitle?: string;
  checkingIn: boolean;
  checkInError: string | null;
  onCheckIn: () => void;
}) {
  const verdict = doorVerdict(outcome, doorEventTitle);
  return (
    <Card data-testid="scan-result" data-verdict={verdict.tone} className="overflow-hidden">
      <VerdictBanner verdict={verdict} />
      {outcome.kind === 'ticket' && (
        <CardContent className="space-y-4 pt-5">
          {/* The action first, right under the verdict: on a phone it is on screen without scrolling. */}
          {outcome.scan.canCheckIn && (
            <div className="space-y-2">
              <PendingButton
                type="button"
                size="lg"
                className="h-16 w-full text-lg [&_svg]:size-6"
                pending={checkingIn}
                pendingLabel={m.door_checking_in()}
                onClick={onCheckIn}
                aria-describedby={checkInError ? 'checkInError' : undefined}
              >
                <CheckCircle2Icon aria-hidden /> {m.door_check_in()}
              </PendingButton>
              <FieldError id="checkInError" message={checkInError ?? undefined} />
            </div>
          )}
          <TicketFacts ticket={outcome.scan.ticket} holder={outcome.scan.user} />
        </CardContent>
      )}
    </Card>
  );
}

type Scanned = Extract<DoorOutcome, { kind: 'ticket' }>['scan'];

function TicketFacts({ ticket, holder }: { ticket: Scanned['ticket']; holder: Scanned['user'] }) {
  const name = [holder.firstName, holder.lastName].filter(Boolean).join(' ');
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold leading-tight">{ticket.event.title}</p>
        <TicketStatusBadge status={ticket.status} eventCancelled={ticket.event.cancelled} />
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{m.door_ticket()}</dt>
        <dd>
          {ticket.ticketType.name}{' '}
          <span className="font-mono text-xs text-muted-foreground">#{ticket.id.slice(0, 8)}</span>
        </dd>
        <dt className="text-muted-foreground">{m.door_holder()}</dt>
        <dd className="break-words">
          {name && <span className="font-medium">{name} · </span>}
          {holder.email}
        </dd>
        <dt className="text-muted-foreground">{m.door_when()}</dt>
        <dd className="tabular">
          {formatEventDateTime(ticket.event.dateTime, ticket.event.timeZone)} · {ticket.event.venue}
        </dd>
      </dl>
    </>
  );
}
