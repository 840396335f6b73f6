import { m } from '@pentas/i18n/messages';
import { formatPrice } from '@pentas/openapi';
import { formatCount } from '@/lib/counts';
import { averageTicketPrice } from '@/lib/figures';
import type { ManagedEvent } from '../events/queries';
import { definitions } from './definitions';
import type { AnalyticsSummary, CurrencyAmount } from './queries';
import { StatCard, StatGrid } from './stat-card';

/**
 * One amount per currency, never a sum across them: every currency the organizer sells in shows,
 * at zero until it sells.
 */
export function amountsPerCurrency(amounts: CurrencyAmount[], events: ManagedEvent[]): CurrencyAmount[] {
  const currencies = [...new Set([...events.map((e) => e.currency), ...amounts.map((a) => a.currency)])].sort();
  return currencies.map((currency) => ({
    currency,
    amount: amounts.find((a) => a.currency === currency)?.amount ?? '0.00',
  }));
}

function Amounts({ amounts }: { amounts: CurrencyAmount[] }) {
  if (amounts.length === 0) return <span>—</span>;
  return (
    <ul>
      {amounts.map((a) => (
        <li key={a.currency} data-testid={`amount-${a.currency}`}>
          {formatPrice(a.amount, a.currency)}
        </li>
      ))}
    </ul>
  );
}

/** The organizer's overall figures, across every event. */
export function Overview({ summary, events }: { summary: AnalyticsSummary; events: ManagedEvent[] }) {
  const revenue = amountsPerCurrency(summary.totalRevenue, events);
  const fees = amountsPerCurrency(summary.serviceFees, events);
  // Tickets are counted across currencies, so an average exists only when there is one currency.
  const average = revenue.length === 1 ? averageTicketPrice(revenue[0].amount, summary.totalSales) : null;
  return (
    <section aria-label={m.stats_all_your_events()} className="space-y-4">
      <h2 className="text-xl font-semibold">{m.stats_all_your_events()}</h2>
      <StatGrid>
        <StatCard
          title={m.stats_total_revenue()}
          definition={definitions.revenue()}
          note={revenue.length > 1 ? m.stats_one_total_per_currency() : m.stats_without_service_fee()}
        >
          <Amounts amounts={revenue} />
        </StatCard>
        <StatCard
          title={m.stats_service_fees()}
          definition={definitions.serviceFees()}
          note={m.stats_apart_from_revenue()}
        >
          <Amounts amounts={fees} />
        </StatCard>
        <StatCard title={m.stats_tickets_sold()} definition={definitions.ticketsSold()}>
          {formatCount(summary.totalSales)}
        </StatCard>
        <StatCard title={m.stats_events()} definition={definitions.events()}>
          {formatCount(summary.totalEvents)}
        </StatCard>
        {revenue.length === 1 && (
          <StatCard title={m.stats_average_ticket_price()} definition={definitions.averagePriceOverall()}>
            {average === null ? '—' : formatPrice(average, revenue[0].currency)}
          </StatCard>
        )}
      </StatGrid>
    </section>
  );
}
