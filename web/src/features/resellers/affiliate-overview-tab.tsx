import { formatActionTime, intlLocale } from '@pentas/openapi';
import { FigureCard } from '@/components/data/figure-card';
import { MoneyLines } from './money-lines';
import type { AffiliateStats } from './queries';

/** A 0..1 share as '8.6%' (the API may answer above 1 when orders came without a counted visit). */
const asPercent = (rate: number) => `${(Math.round(rate * 1000) / 10).toLocaleString(intlLocale())}%`;

/** The affiliate stats' performance: the figures of one's own code (decisions.md item 19, part a). */
export function AffiliateOverviewTab({ stats }: { stats: AffiliateStats }) {
  const p = stats.performance;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <FigureCard title="Total sales" note={`${p.ticketsSold} tickets`}>
        {p.totalSales}
      </FigureCard>
      <FigureCard title="Revenue" note="Without the service fee, per currency">
        <MoneyLines amounts={p.totalRevenue} />
      </FigureCard>
      <FigureCard title="Unique customers">{p.uniqueCustomers}</FigureCard>
      <FigureCard title="Average order value">
        <MoneyLines amounts={p.averageOrderValue} />
      </FigureCard>
      <FigureCard title="Last 7 days">{p.salesLast7Days}</FigureCard>
      <FigureCard title="Last 30 days">{p.salesLast30Days}</FigureCard>
      <FigureCard
        title="Visits from your link"
        note={`One per visitor a day · Conversion ${asPercent(p.conversionRate)}`}
      >
        {p.clicks}
      </FigureCard>
      <FigureCard title="Last sale">
        <span className="text-base">{p.lastSaleDate ? formatActionTime(p.lastSaleDate) : 'No sales yet'}</span>
      </FigureCard>
    </div>
  );
}
