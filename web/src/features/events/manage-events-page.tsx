import { m } from '@pentas/i18n/messages';
import { formatEventDateTime, POSTER_SIZES } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarIcon, MapPinIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { EventStateBadge } from '@/components/data/sale-state-badge';
import { EmptyState } from '@/components/layout/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SearchBox } from '@/components/ui/search-box';
import { IssueTicketsButton } from '@/features/manual-tickets/issue-tickets-button';
import { cn } from '@/lib/utils';
import { EventCancellationActions } from './cancellation/event-cancellation-actions';
import { categoryLabel } from './catalog-words';
import { categoryTint } from './category';
import { EmbedSnippetButton } from './embed-snippet';
import { EventPoster } from './event-poster';
import { type ManagedEvent, myEventQueries } from './queries';
import { soldWords } from './sold-words';

/** The management list's search: title, location or category, case-insensitive. */
function filterManaged(events: ManagedEvent[], text: string) {
  const needle = text.trim().toLowerCase();
  if (!needle) return events;
  return events.filter((e) =>
    [e.title, e.location, e.category, categoryLabel(e.category)].some((f) => f.toLowerCase().includes(needle)),
  );
}

export function ManageEventsPage() {
  const { data: events } = useSuspenseQuery(myEventQueries.list());
  const [search, setSearch] = useState('');
  const shown = filterManaged(events, search);

  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{m.dashboard_manage_events()}</h1>
          <p className="mt-1 text-muted-foreground">{m.org_manage_lead()}</p>
        </div>
        <Button asChild>
          <Link to="/create-event">
            <PlusIcon aria-hidden /> {m.org_create_new_event()}
          </Link>
        </Button>
      </div>
      <div className="mt-6">
        <SearchBox value={search} onChange={setSearch} label={m.org_search_events()} />
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.length === 0 ? (
          <EmptyState
            title={m.discover_none_title()}
            text={search.trim() ? m.org_no_events_match({ search: search.trim() }) : m.org_no_events_yet()}
            className="col-span-full"
          />
        ) : (
          shown.map((e) => (
            <Card key={e.id} className="flex flex-col overflow-hidden" data-testid="managed-event">
              <div className="relative aspect-[5/6] overflow-hidden bg-muted">
                <EventPoster
                  src={e.imageUrl}
                  variants={e.imageVariants}
                  category={e.category}
                  sizes={POSTER_SIZES.card}
                />
                <span
                  className={cn(
                    'absolute left-3 top-3 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    categoryTint(e.category),
                  )}
                >
                  {categoryLabel(e.category)}
                </span>
                <Badge variant="gray" className="absolute right-3 top-3 tabular">
                  {m.org_id_number({ id: e.id })}
                </Badge>
              </div>
              <div className="flex flex-1 flex-col gap-2 p-5">
                <h2 className="line-clamp-2 text-lg font-semibold">{e.title}</h2>
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground tabular">
                  <CalendarIcon className="size-4" aria-hidden />
                  {formatEventDateTime(e.dateTime, e.timeZone)}
                </p>
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <MapPinIcon className="size-4" aria-hidden />
                  {e.venue}, {e.location}
                </p>
                <p className="flex flex-wrap items-center gap-2 text-sm tabular">
                  <span data-testid="event-sold">
                    {soldWords({ sold: e.ticketsSold, held: e.ticketsHeld, capacity: e.capacity })}
                  </span>{' '}
                  <EventStateBadge state={e.saleState} />
                </p>
                <div className="mt-auto flex flex-wrap gap-2 pt-3">
                  <Button asChild variant="outline" size="sm">
                    <Link to="/events/$id" params={{ id: e.id }}>
                      {m.dashboard_view()}
                    </Link>
                  </Button>
                  <Button asChild size="sm">
                    <Link to="/events/$id/edit" params={{ id: e.id }}>
                      {m.dashboard_edit()}
                    </Link>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <Link
                      to="/events/$id/orders"
                      params={{ id: e.id }}
                      aria-label={m.org_orders_of({ title: e.title })}
                    >
                      {m.dashboard_tab_orders()}
                    </Link>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <Link
                      to="/events/$id/promo-codes"
                      params={{ id: e.id }}
                      aria-label={m.org_promo_codes_of({ title: e.title })}
                    >
                      {m.org_promo_codes()}
                    </Link>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <Link
                      to="/events/$id/waiting-list"
                      params={{ id: e.id }}
                      aria-label={m.org_waiting_list_of({ title: e.title })}
                    >
                      {m.org_waiting_list()}
                    </Link>
                  </Button>
                  <IssueTicketsButton eventId={e.id} eventTitle={e.title} />
                  <EmbedSnippetButton eventId={e.id} />
                  <EventCancellationActions event={e} />
                </div>
              </div>
            </Card>
          ))
        )}
      </div>
    </main>
  );
}
