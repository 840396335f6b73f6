import { m } from '@pentas/i18n/messages';
import { formatEventDateTime } from '@pentas/openapi';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { CalendarIcon, PackageIcon } from 'lucide-react';
import { LoadMore } from '@/components/data/load-more';
import { EventStateBadge } from '@/components/data/sale-state-badge';
import { EmptyState } from '@/components/layout/empty-state';
import { Card } from '@/components/ui/card';
import { loadedRows } from '@/lib/paged';
import { adminEventQueries, type SalesStat } from './queries';
import { LowStockLegend } from './remaining-stock';
import { TicketTypeStock } from './ticket-type-stock';

/** Inventory Tracking (/inventory): sales per event, then every event's ticket types and stock. */
export function InventoryPage() {
  return (
    <main className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{m.ops_inventory_title()}</h1>
        <p className="mt-1 text-muted-foreground">{m.ops_inventory_text()}</p>
      </div>
      <SalesStatsSection />
      <TicketStockSection />
    </main>
  );
}

function SalesStatsSection() {
  const list = useSuspenseInfiniteQuery(adminEventQueries.salesStats());
  const { rows: stats } = loadedRows(list.data.pages);
  return (
    <section aria-labelledby="sales-stats" className="space-y-4">
      <h2 id="sales-stats" className="text-2xl font-semibold tracking-tight">
        {m.ops_sales_stats()}
      </h2>
      {stats.length === 0 ? (
        <NoEvents />
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {stats.map((stat) => (
              <li key={stat.eventId}>
                <SalesStatCard stat={stat} />
              </li>
            ))}
          </ul>
          <LoadMore list={list} noun={m.ops_noun_events()} />
        </>
      )}
    </section>
  );
}

function SalesStatCard({ stat }: { stat: SalesStat }) {
  const soldShare = stat.totalCapacity > 0 ? Math.min(1, stat.totalSold / stat.totalCapacity) : 0;
  return (
    <Card className="space-y-3 p-4" data-testid="sales-stat">
      <h3 className="font-semibold">{stat.eventTitle}</h3>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {[
          [m.ops_ticket_types_count(), stat.ticketTypesCount],
          [m.ops_total_sold(), stat.totalSold],
          [m.ops_total_capacity(), stat.totalCapacity],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular">{value}</dd>
          </div>
        ))}
      </dl>
      {stat.totalHeld > 0 && (
        <p className="text-sm text-muted-foreground tabular">{m.ops_more_held({ count: stat.totalHeld })}</p>
      )}
      {/* The same two numbers as a bar: decoration, so hidden from screen readers. */}
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className="h-full rounded-full bg-primary" style={{ width: `${soldShare * 100}%` }} />
      </div>
    </Card>
  );
}

function TicketStockSection() {
  const list = useSuspenseInfiniteQuery(adminEventQueries.list());
  const { rows: events } = loadedRows(list.data.pages);
  return (
    <section aria-labelledby="ticket-stock" className="space-y-4">
      <div className="space-y-1">
        <h2 id="ticket-stock" className="text-2xl font-semibold tracking-tight">
          {m.ops_ticket_types_heading()}
        </h2>
        <LowStockLegend />
      </div>
      {events.length === 0 ? (
        <NoEvents />
      ) : (
        <>
          <ul className="grid gap-4">
            {events.map((event) => (
              <li key={event.id}>
                <Card className="space-y-3 p-4" data-testid="inventory-event">
                  <div className="flex flex-wrap items-center gap-3">
                    <h3 className="font-semibold">{event.title}</h3>
                    <EventStateBadge state={event.saleState} />
                    <span className="flex items-center gap-1.5 text-sm text-muted-foreground tabular">
                      <CalendarIcon className="size-4" aria-hidden />
                      {formatEventDateTime(event.dateTime, event.timeZone)}
                    </span>
                  </div>
                  <TicketTypeStock event={event} />
                </Card>
              </li>
            ))}
          </ul>
          <LoadMore list={list} noun={m.ops_noun_events()} />
        </>
      )}
    </section>
  );
}

function NoEvents() {
  return (
    <EmptyState icon={PackageIcon} heading="h3" title={m.ops_no_events_yet()} text={m.ops_inventory_none_text()} />
  );
}
