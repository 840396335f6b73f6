import { m } from '@pentas/i18n/messages';
import { formatEventDateTime } from '@pentas/openapi';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { entryBadge, entryStateWords } from './entry-words';
import { useLeaveWaitingList } from './mutations';
import { type MyEntry, waitingListQueries } from './queries';

/**
 * The dashboard's "Waiting lists" (above the orders): each list the buyer is on, their place or open
 * offer ("Complete payment" opens the offer's order), and Leave. Nothing when they are on none; a
 * line of its own when the list cannot be read.
 */
export function MyWaitingList() {
  const { data, isError } = useQuery(waitingListQueries.mine());
  if (isError) return <p className="mb-6 text-sm text-muted-foreground">{m.dashboard_waiting_lists_failed()}</p>;
  if (!data?.entries.length) return null;
  return (
    <section className="mb-8" aria-labelledby="waiting-lists-heading">
      <h2 id="waiting-lists-heading" className="mb-3 text-lg font-semibold">
        {m.dashboard_waiting_lists()}
      </h2>
      <ul className="grid gap-3">
        {data.entries.map((entry) => (
          <li key={entry.id}>
            <EntryCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function EntryCard({ entry }: { entry: MyEntry }) {
  const leave = useLeaveWaitingList();
  return (
    <Card
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="waiting-list-entry"
    >
      <div className="min-w-0">
        <p className="font-semibold">
          <Link to="/events/$id" params={{ id: entry.eventId }} className="hover:underline">
            {entry.eventTitle}
          </Link>
        </p>
        <p className="text-sm text-muted-foreground tabular">
          {formatEventDateTime(entry.eventStartsAt, entry.timeZone)} · {entry.offer?.quantity ?? entry.quantity} ×{' '}
          {entry.ticketTypeName}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Badge variant={entryBadge[entry.state]}>{entryStateWords(entry, entry.timeZone)}</Badge>
          {entry.state === 'waiting' && !entry.listOpen && (
            <span className="text-xs text-muted-foreground">{m.dashboard_waiting_paused()}</span>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {entry.state === 'offered' && entry.offer?.orderId && (
          <Button asChild size="sm">
            <Link to="/orders/$orderId" params={{ orderId: entry.offer.orderId }}>
              {m.complete_payment()}
            </Link>
          </Button>
        )}
        {entry.state === 'waiting' && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={leave.isPending}
            onClick={() => leave.mutate(entry.id)}
            aria-label={m.dashboard_waiting_leave_label({ type: entry.ticketTypeName, title: entry.eventTitle })}
          >
            {m.dashboard_waiting_leave()}
          </Button>
        )}
      </div>
    </Card>
  );
}
