import { m } from '@pentas/i18n/messages';
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
      <FigureCard title={m.resell_total_sales()} note={m.wallet_ticket_count({ count: p.ticketsSold })}>
        {p.totalSales}
      </FigureCard>
      <FigureCard title={m.resell_revenue()} note={m.resell_revenue_note()}>
        <MoneyLines amounts={p.totalRevenue} />
      </FigureCard>
      <FigureCard title={m.resell_unique_customers()}>{p.uniqueCustomers}</FigureCard>
      <FigureCard title={m.resell_average_order_value()}>
        <MoneyLines amounts={p.averageOrderValue} />
      </FigureCard>
      <FigureCard title={m.resell_last_7_days()}>{p.salesLast7Days}</FigureCard>
      <FigureCard title={m.resell_last_30_days()}>{p.salesLast30Days}</FigureCard>
      <FigureCard
        title={m.resell_visits_from_link()}
        note={m.resell_visits_note({ rate: asPercent(p.conversionRate) })}
      >
        {p.clicks}
      </FigureCard>
      <FigureCard title={m.resell_last_sale()}>
        <span className="text-base">{p.lastSaleDate ? formatActionTime(p.lastSaleDate) : m.resell_no_sales_yet()}</span>
      </FigureCard>
    </div>
  );
}
