import { m } from '@pentas/i18n/messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BarChart3Icon, CreditCardIcon, TicketIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { CardGrid, CardGridSkeleton } from '@/components/layout/card-grid';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { EventCard } from '@/features/events/event-card';
import { filterEvents } from './filter-events';
import { homeQueries, LANDING_EVENT_COUNT } from './home-queries';

const features = [
  { icon: TicketIcon, title: m.landing_feature_tickets_title, text: m.landing_feature_tickets_text },
  { icon: BarChart3Icon, title: m.landing_feature_analytics_title, text: m.landing_feature_analytics_text },
  { icon: CreditCardIcon, title: m.landing_feature_payments_title, text: m.landing_feature_payments_text },
];

/** The visitor's landing page. The hero search only narrows the cards shown. */
export function LandingPage() {
  const [search, setSearch] = useState('');

  return (
    <main>
      <section className="relative overflow-hidden bg-gradient-to-br from-teal-900 via-teal-800 to-cyan-900 text-white">
        <div className="absolute -right-24 -top-24 size-96 rounded-full bg-amber-400/20 blur-3xl" aria-hidden />
        <div className="relative mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-20 sm:px-6 sm:py-28">
          <p className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium">{m.landing_countries()}</p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">{m.landing_title()}</h1>
          <p className="max-w-2xl text-lg text-teal-50/90">{m.landing_lead()}</p>
          <div className="w-full max-w-xl text-foreground">
            <SearchBox value={search} onChange={setSearch} label={m.landing_search_label()} />
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6" aria-labelledby="featured-heading">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-2xl font-bold">
            {m.landing_upcoming()}
          </h2>
          <Button asChild variant="link">
            <Link to="/events">{m.nav_browse_events()}</Link>
          </Button>
        </div>
        <Suspense fallback={<CardGridSkeleton count={LANDING_EVENT_COUNT} />}>
          <LandingEvents search={search} />
        </Suspense>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6" aria-labelledby="features-heading">
        <h2 id="features-heading" className="sr-only">
          {m.landing_why()}
        </h2>
        <div className="grid gap-6 md:grid-cols-3">
          {features.map((f) => (
            <div key={f.title()} className="rounded-xl border bg-card p-6">
              <f.icon className="mb-4 size-8 text-primary" aria-hidden />
              <h3 className="mb-2 font-semibold">{f.title()}</h3>
              <p className="text-sm text-muted-foreground">{f.text()}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-secondary p-8 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-2xl font-bold text-secondary-foreground">{m.landing_organizer_title()}</h2>
            <p className="text-secondary-foreground/80">{m.landing_organizer_text()}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/create-event">{m.landing_create_event()}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/events">{m.nav_browse_events()}</Link>
            </Button>
          </div>
        </div>
      </section>
    </main>
  );
}

function LandingEvents({ search }: { search: string }) {
  const { data: events } = useSuspenseQuery(homeQueries.landing());
  const shown = filterEvents(events, search);
  if (shown.length === 0) return <p className="text-muted-foreground">{m.landing_no_match()}</p>;
  return (
    <CardGrid>
      {shown.map((e, i) => (
        <EventCard key={e.id} event={e} first={i === 0} />
      ))}
    </CardGrid>
  );
}
