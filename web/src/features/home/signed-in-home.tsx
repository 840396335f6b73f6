import { m } from '@pentas/i18n/messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BarChart3Icon, CalendarSearchIcon, PlusIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { CardGrid, CardGridSkeleton } from '@/components/layout/card-grid';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { EventCard } from '@/features/events/event-card';
import { type CurrentUser, useCurrentUser } from '@/lib/session';
import { filterEvents } from './filter-events';
import { HOME_EVENT_COUNT, homeQueries } from './home-queries';

export function SignedInHome({ user }: { user: CurrentUser }) {
  const { can } = useCurrentUser();
  const [search, setSearch] = useState('');
  const canCreate = can('create-events');
  const canAnalyse = can('view-analytics');

  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <section className="mb-10 flex flex-col gap-6 rounded-2xl bg-gradient-to-br from-teal-900 to-cyan-900 p-8 text-white sm:p-10">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">
            {m.dashboard_welcome({ name: user.firstName || m.dashboard_welcome_fallback_name() })}
          </h1>
          <p className="mt-2 text-teal-50/90">{m.dashboard_welcome_lead()}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {canCreate && (
            <Button asChild variant="warm" size="lg">
              <Link to="/create-event">
                <PlusIcon aria-hidden /> {m.dashboard_create_event()}
              </Link>
            </Button>
          )}
          {canAnalyse && (
            <Button asChild variant="secondary" size="lg">
              <Link to="/analytics">
                <BarChart3Icon aria-hidden /> {m.dashboard_view_analytics()}
              </Link>
            </Button>
          )}
          {!canCreate && !canAnalyse && (
            <Button asChild variant="warm" size="lg">
              <Link to="/events">
                <CalendarSearchIcon aria-hidden /> {m.nav_browse_events()}
              </Link>
            </Button>
          )}
        </div>
      </section>

      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-2xl font-bold">{m.landing_upcoming()}</h2>
        <SearchBox value={search} onChange={setSearch} label={m.dashboard_search_label()} />
      </div>

      {/* The welcome shows at once; the cards wait for the events, as skeletons shaped like them. */}
      <Suspense fallback={<CardGridSkeleton count={HOME_EVENT_COUNT} />}>
        <HomeEvents search={search} />
      </Suspense>

      <div className="mt-8 flex justify-center">
        <Button asChild variant="outline" size="lg">
          <Link to="/events">{m.dashboard_view_all_events()}</Link>
        </Button>
      </div>
    </main>
  );
}

function HomeEvents({ search }: { search: string }) {
  const { data: events } = useSuspenseQuery(homeQueries.signedIn());
  const shown = filterEvents(events, search).slice(0, HOME_EVENT_COUNT);
  if (shown.length === 0) {
    return (
      <EmptyState
        icon={CalendarSearchIcon}
        title={m.discover_none_title()}
        text={search.trim() ? m.dashboard_none_search() : m.dashboard_none_yet()}
        heading="h3"
      />
    );
  }
  return (
    <CardGrid>
      {shown.map((e, i) => (
        <EventCard key={e.id} event={e} first={i === 0} />
      ))}
    </CardGrid>
  );
}
