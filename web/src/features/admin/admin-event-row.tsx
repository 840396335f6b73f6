import { m } from '@pentas/i18n/messages';
import { formatActionTime, formatEventDateTime } from '@pentas/openapi';
import { Link } from '@tanstack/react-router';
import { CalendarIcon, MapPinIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react';
import { EventStateBadge } from '@/components/data/sale-state-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PendingButton } from '@/components/ui/pending-button';
import { EventCancellationActions } from '@/features/events/cancellation/event-cancellation-actions';
import { categoryLabel } from '@/features/events/catalog-words';
import type { InventoryEvent } from './queries';

/**
 * One event in Event Management: a card under 640 px, a row above. A live event can be viewed and
 * deleted; a deleted one says when it was deleted and can be restored (its page is gone, so no View).
 */
export function AdminEventRow({
  event,
  restoring,
  onDelete,
  onRestore,
}: {
  event: InventoryEvent;
  restoring: boolean;
  onDelete: (event: InventoryEvent) => void;
  onRestore: (event: InventoryEvent) => void;
}) {
  return (
    <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center" data-testid="admin-event">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{event.title}</h3>
          <EventStateBadge state={event.saleState} />
          <Badge variant="outline">{categoryLabel(event.category)}</Badge>
        </div>
        <p className="flex flex-col gap-1 text-sm text-muted-foreground sm:flex-row sm:gap-6">
          <span className="flex items-center gap-1.5 tabular">
            <CalendarIcon className="size-4 shrink-0" aria-hidden />
            {formatEventDateTime(event.dateTime, event.timeZone)}
          </span>
          <span className="flex items-center gap-1.5">
            <MapPinIcon className="size-4 shrink-0" aria-hidden />
            {event.location}
          </span>
        </p>
        {event.deletedAt && (
          <p className="text-sm text-destructive tabular">
            {m.ops_deleted_at({ time: formatActionTime(event.deletedAt) })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {event.deletedAt ? (
          <PendingButton
            type="button"
            variant="outline"
            pending={restoring}
            pendingLabel={m.ops_restoring()}
            onClick={() => onRestore(event)}
            aria-label={m.ops_restore_named({ title: event.title })}
          >
            <RotateCcwIcon aria-hidden /> {m.ops_restore()}
          </PendingButton>
        ) : (
          <>
            <Button asChild variant="outline">
              <Link to="/events/$id" params={{ id: event.id }} aria-label={m.ops_view_named({ title: event.title })}>
                {m.dashboard_view()}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link
                to="/events/$id/orders"
                params={{ id: event.id }}
                aria-label={m.ops_orders_of({ title: event.title })}
              >
                {m.dashboard_tab_orders()}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link
                to="/events/$id/promo-codes"
                params={{ id: event.id }}
                aria-label={m.ops_promo_codes_of({ title: event.title })}
              >
                {m.ops_promo_codes()}
              </Link>
            </Button>
            <Button
              variant="ghost"
              className="text-destructive"
              onClick={() => onDelete(event)}
              aria-label={m.ops_delete_named({ title: event.title })}
            >
              <Trash2Icon aria-hidden /> {m.order_delete()}
            </Button>
            <EventCancellationActions event={event} />
          </>
        )}
      </div>
    </Card>
  );
}
