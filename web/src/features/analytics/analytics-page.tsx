import { m } from '@pentas/i18n/messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Suspense } from 'react';
import { MessagePage } from '@/components/layout/message-page';
import { Button } from '@/components/ui/button';
import { type ManagedEvent, myEventQueries } from '../events/queries';
import { AttributionSection } from './attribution-section';
import { CheckInsSection } from './check-ins-section';
import { EventPerformance } from './event-performance';
import { EventSelector } from './event-selector';
import { LiveSection } from './live-section';
import { Overview } from './overview';
import { analyticsQueries, type DayRange } from './queries';
import { RecentTransactions } from './recent-transactions';
import { SectionPending } from './section';
import { TrendsSection } from './trends-section';

/** Everything about one chosen event; each secondary part waits for its own figures. */
function EventAnalytics({
  event,
  range,
  onRangeChange,
}: {
  event: ManagedEvent;
  range: DayRange;
  onRangeChange: (range: DayRange) => void;
}) {
  return (
    <>
      <EventPerformance eventId={event.id} title={event.title} />
      <Suspense fallback={<SectionPending title={m.stats_live_sales()} />}>
        <LiveSection eventId={event.id} />
      </Suspense>
      <TrendsSection eventId={event.id} range={range} onRangeChange={onRangeChange} />
      <Suspense fallback={<SectionPending title={m.stats_check_in_progress()} />}>
        <CheckInsSection eventId={event.id} currency={event.currency} />
      </Suspense>
      <Suspense fallback={<SectionPending title={m.stats_attribution()} />}>
        <AttributionSection eventId={event.id} />
      </Suspense>
    </>
  );
}

/**
 * The Analytics page (/analytics): event selector buttons, the overall figures, then the chosen
 * event's performance, live sales, trends, check-ins and attribution, and the recent transactions.
 * The chosen event and the trend's days live in the address (`?eventId=&from=&to=`).
 */
export function AnalyticsPage({ eventId, range }: { eventId: number | undefined; range: DayRange }) {
  const navigate = useNavigate({ from: '/analytics' });
  const { data: summary } = useSuspenseQuery(analyticsQueries.summary());
  const { data: events } = useSuspenseQuery(myEventQueries.list());
  const selected = events.find((e) => e.id === eventId);
  return (
    <main className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6">
      <div className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">{m.dashboard_analytics()}</h1>
        {events.length > 0 && (
          <EventSelector
            events={events}
            selected={selected?.id}
            onSelect={(id) => navigate({ search: { eventId: id }, resetScroll: false })}
          />
        )}
      </div>
      <Overview summary={summary} events={events} />
      {selected ? (
        <EventAnalytics
          key={selected.id}
          event={selected}
          range={range}
          onRangeChange={(next) => navigate({ search: (s) => ({ ...s, ...next }), replace: true, resetScroll: false })}
        />
      ) : (
        <p className="text-muted-foreground">
          {events.length > 0 ? m.stats_choose_event_hint() : m.stats_no_events_yet()}
        </p>
      )}
      <RecentTransactions transactions={summary.recentTransactions} />
    </main>
  );
}

/** An `eventId` that is not one of the user's events (or is deleted): the API's 404, said plainly. */
export function AnalyticsEventNotFound() {
  return (
    <MessagePage title={m.stats_event_not_found()} text={m.stats_event_not_yours()}>
      <Button asChild>
        <Link to="/analytics">{m.stats_all_your_events()}</Link>
      </Button>
    </MessagePage>
  );
}
