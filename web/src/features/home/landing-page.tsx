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
  {
    icon: TicketIcon,
    title: 'Easy ticket management',
    text: 'QR tickets in your dashboard: download them, or transfer one to a friend in seconds.',
  },
  {
    icon: BarChart3Icon,
    title: 'Real-time analytics',
    text: 'Organizers watch sales, revenue and ticket types as they happen.',
  },
  {
    icon: CreditCardIcon,
    title: 'Secure card payments',
    text: 'Pay by card, FPX online banking or GrabPay through a certified payment provider.',
  },
];

/** The visitor's landing page. The hero search only narrows the cards shown. */
export function LandingPage() {
  const [search, setSearch] = useState('');

  return (
    <main>
      <section className="relative overflow-hidden bg-gradient-to-br from-teal-900 via-teal-800 to-cyan-900 text-white">
        <div className="absolute -right-24 -top-24 size-96 rounded-full bg-amber-400/20 blur-3xl" aria-hidden />
        <div className="relative mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-20 sm:px-6 sm:py-28">
          <p className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
            Malaysia · Singapore · Indonesia · Thailand · Philippines
          </p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">Find your next night out.</h1>
          <p className="max-w-2xl text-lg text-teal-50/90">
            Concerts, festivals, talks and games across South-East Asia, with tickets in your pocket in seconds.
          </p>
          <div className="w-full max-w-xl text-foreground">
            <SearchBox value={search} onChange={setSearch} label="Search events" />
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6" aria-labelledby="featured-heading">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-2xl font-bold">
            Upcoming Events
          </h2>
          <Button asChild variant="link">
            <Link to="/events">Browse Events</Link>
          </Button>
        </div>
        <Suspense fallback={<CardGridSkeleton count={LANDING_EVENT_COUNT} />}>
          <LandingEvents search={search} />
        </Suspense>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6" aria-labelledby="features-heading">
        <h2 id="features-heading" className="sr-only">
          Why Pentas
        </h2>
        <div className="grid gap-6 md:grid-cols-3">
          {features.map((f) => (
            <div key={f.title} className="rounded-xl border bg-card p-6">
              <f.icon className="mb-4 size-8 text-primary" aria-hidden />
              <h3 className="mb-2 font-semibold">{f.title}</h3>
              <p className="text-sm text-muted-foreground">{f.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-secondary p-8 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-2xl font-bold text-secondary-foreground">Running an event?</h2>
            <p className="text-secondary-foreground/80">Sell tickets, scan them at the door and watch sales live.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/create-event">Create Your Event</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/events">Browse Events</Link>
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
  if (shown.length === 0) return <p className="text-muted-foreground">No events match your search.</p>;
  return (
    <CardGrid>
      {shown.map((e, i) => (
        <EventCard key={e.id} event={e} first={i === 0} />
      ))}
    </CardGrid>
  );
}
