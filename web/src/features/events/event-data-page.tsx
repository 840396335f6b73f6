import { m } from '@pentas/i18n/messages';
import { formatActionTime, formatEventDateTime, formatPrice, posterImage } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { EventStateBadge } from '@/components/data/sale-state-badge';
import { BackLink } from '@/components/layout/back-link';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { BoxOfficeSection } from '@/features/manual-tickets/box-office-section';
import { categoryLabel } from './catalog-words';
import { type ManagedEvent, myEventQueries } from './queries';
import { soldWords } from './sold-words';

/** The event data page's current poster, hidden when it fails to load. */
function PosterIfLoads({ src, variants }: { src: string | null; variants: number[] }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      {...posterImage(src, variants, '128px')}
      alt={m.org_current_poster()}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-[4/5] w-32 rounded-md border bg-muted object-contain"
    />
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function EventDataCard({ e }: { e: ManagedEvent }) {
  return (
    <Card data-testid="event-data">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="space-y-1">
          <CardTitle>{e.title}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {categoryLabel(e.category)} · {e.currency}
          </p>
        </div>
        <EventStateBadge state={e.saleState} />
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="line-clamp-3 text-sm">{e.description}</p>
        <dl className="space-y-2">
          <Row label={m.event_venue()}>{e.venue}</Row>
          <Row label={m.discover_location()}>{e.location}</Row>
          <Row label={m.org_start()}>{formatEventDateTime(e.dateTime, e.timeZone)}</Row>
          <Row label={m.org_end()}>
            {e.endDateTime ? formatEventDateTime(e.endDateTime, e.timeZone) : m.org_not_set()}
          </Row>
          <Row label={m.org_poster()}>
            {e.imageUrl ? m.org_poster_shown_below() : m.org_poster_none_yet()}
            {' · '}
            <Link to="/events/$id/edit" params={{ id: e.id }} className="underline underline-offset-2">
              {e.imageUrl ? m.org_poster_change_on_edit() : m.org_poster_upload_on_edit()}
            </Link>
          </Row>
          <Row label={m.org_sold()}>
            <span data-testid="event-sold">
              {soldWords({ sold: e.ticketsSold, held: e.ticketsHeld, capacity: e.capacity })}
            </span>
          </Row>
          <Row label={m.order_tickets()}>
            <ul>
              {e.ticketTypes.map((t) => (
                <li key={t.id}>
                  {t.name} {formatPrice(t.price, e.currency)} ·{' '}
                  {soldWords({ sold: t.sold, held: t.held, capacity: t.quantity })}
                </li>
              ))}
            </ul>
          </Row>
          <Row label={m.org_created()}>{formatActionTime(e.createdAt)}</Row>
          <Row label={m.org_updated()}>{formatActionTime(e.updatedAt)}</Row>
          <Row label={m.org_id()}>{e.id}</Row>
        </dl>
        <PosterIfLoads src={e.imageUrl} variants={e.imageVariants} />
        <Button asChild>
          <Link to="/events/$id/edit" params={{ id: e.id }}>
            {m.org_edit_event()}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function EventDataPage() {
  const { data: events } = useSuspenseQuery(myEventQueries.list());
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <BackLink to="/dashboard" label={m.org_back_to_dashboard()} className="mb-4" />
      <h1 className="text-3xl font-bold tracking-tight">{m.org_your_event_data()}</h1>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {events.length === 0 ? (
          <EmptyState title={m.org_no_events_found()} className="col-span-full">
            <Button asChild>
              <Link to="/create-event">{m.org_create_first_event()}</Link>
            </Button>
          </EmptyState>
        ) : (
          events.map((e) => <EventDataCard key={e.id} e={e} />)
        )}
      </div>
      {events.length > 0 && (
        <section id="box-office" aria-labelledby="box-office-heading" className="mt-10 scroll-mt-20 space-y-4">
          <div className="space-y-1">
            <h2 id="box-office-heading" className="text-xl font-semibold">
              {m.org_box_office()}
            </h2>
            <p className="text-sm text-muted-foreground">{m.org_box_office_text()}</p>
          </div>
          <BoxOfficeSection />
        </section>
      )}
    </main>
  );
}
