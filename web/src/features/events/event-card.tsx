import { m } from '@pentas/i18n/messages';
import { formatEventDate, formatEventTime, POSTER_SIZES } from '@pentas/openapi';
import { Link } from '@tanstack/react-router';
import { CalendarIcon, ClockIcon, MapPinIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { categoryLabel, eventTitle, fromPriceLabel } from './catalog-words';
import { categoryTint } from './category';
import { EventPoster } from './event-poster';
import type { EventSummary } from './queries';

/** An event card (`first`: the list's first card, whose poster is fetched first): poster, category, date, time, title, 'venue, location', price, Get Tickets. */
export function EventCard({ event, first }: { event: EventSummary; first?: boolean }) {
  const title = eventTitle(event);
  return (
    <Card className="group flex flex-col overflow-hidden" data-testid="event-card">
      <div className="relative aspect-[5/6] overflow-hidden bg-muted">
        <EventPoster
          src={event.imageUrl}
          variants={event.imageVariants}
          category={event.category}
          sizes={POSTER_SIZES.card}
          first={first}
          className="transition-transform duration-200 group-hover:scale-[1.02]"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-black/50 via-transparent to-transparent" />
        <span
          className={cn(
            'absolute left-3 top-3 rounded-full px-2.5 py-0.5 text-xs font-semibold',
            categoryTint(event.category),
          )}
        >
          {categoryLabel(event.category)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground tabular">
          <span className="flex items-center gap-1.5">
            <CalendarIcon className="size-4" aria-hidden />
            {formatEventDate(event.dateTime, event.timeZone)}
          </span>
          <span className="flex items-center gap-1.5">
            <ClockIcon className="size-4" aria-hidden />
            {formatEventTime(event.dateTime, event.timeZone)}
          </span>
        </div>
        <h3 className="line-clamp-2 text-lg font-semibold leading-snug">{title}</h3>
        <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="line-clamp-1">
            {event.venue}, {event.location}
          </span>
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <span className="font-semibold text-warm tabular">{fromPriceLabel(event.minPrice, event.currency)}</span>
          <Button asChild size="sm">
            <Link to="/events/$id" params={{ id: event.id }} aria-label={m.card_get_tickets_for({ title })}>
              {m.card_get_tickets()}
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}
