import { formatPrice } from '@pentas/openapi';
import type { EventDetail } from './queries';

/** 'Select Tickets': each active ticket type with its price and what is left, or 'Sold Out'. */
export function TicketList({ event }: { event: EventDetail }) {
  if (event.ticketTypes.length === 0) {
    return <p className="text-muted-foreground">Tickets are not on sale yet. Check back soon.</p>;
  }
  return (
    <ul className="divide-y">
      {event.ticketTypes.map((t) => (
        <li key={t.id} className="flex items-start justify-between gap-4 py-4" data-testid="ticket-type">
          <div className="min-w-0">
            <p className="font-semibold">{t.name}</p>
            {t.description && <p className="text-sm text-muted-foreground">{t.description}</p>}
            {t.available > 0 && <p className="mt-1 text-xs text-muted-foreground tabular">{t.available} left</p>}
          </div>
          <div className="shrink-0 text-right">
            <p className="font-semibold text-warm tabular">{formatPrice(t.price, event.currency)}</p>
            {t.available <= 0 && (
              <span className="mt-1 inline-block rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">
                Sold Out
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
