import { formatActionTime } from '@pentas/openapi';
import { Badge } from '@/components/ui/badge';
import { MoneyLines } from './money-lines';
import { topEvents, totalBadgeVariant } from './monitoring-words';
import type { ResellerSort, ResellerStats, SortOrder } from './queries';
import { PlainHeader, SortHeader } from './sort-header';

/**
 * One row per reseller, sorted by the API. (Its own table rather than the shared RecordTable:
 * these headers are sort buttons; under 640 px the table scrolls inside its own box.)
 */
export function ResellerStatsTable({
  rows,
  sort,
  onSort,
}: {
  rows: ResellerStats[];
  sort: { sort: ResellerSort; order: SortOrder };
  onSort: (sort: ResellerSort, order: SortOrder) => void;
}) {
  const header = { current: sort, onSort };
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">Resellers and their sales</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <SortHeader label="Reseller" sort="resellerEmail" {...header} />
            <PlainHeader label="Box office: issued at face value" numeric />
            <PlainHeader label="Affiliate" numeric />
            <SortHeader label="Total tickets" sort="totalTicketsSold" numeric {...header} />
            <SortHeader label="Paid revenue" sort="totalRevenue" numeric {...header} />
            <SortHeader label="Transactions" sort="totalTransactions" numeric {...header} />
            <SortHeader label="Last sale" sort="lastSaleDate" {...header} />
            <PlainHeader label="Top events" />
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={8} className="px-3 py-6 text-center text-muted-foreground">
                No resellers yet. Give a user the reseller role on the admin panel.
              </td>
            </tr>
          ) : (
            rows.map((r) => <ResellerRow key={r.resellerId} reseller={r} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

function ResellerRow({ reseller: r }: { reseller: ResellerStats }) {
  const events = topEvents(r.eventBreakdown);
  return (
    <tr className="border-t align-top">
      <td className="px-3 py-2">
        <span className="font-medium">{r.resellerName || '—'}</span>
        <span className="block break-all text-muted-foreground">{r.resellerEmail}</span>
        {r.affiliateCode && <span className="block font-mono text-xs">{r.affiliateCode}</span>}
      </td>
      <td className="px-3 py-2 text-right tabular">
        {r.manualTicketsSold}
        <MoneyLines amounts={r.issuedValue} />
      </td>
      <td className="px-3 py-2 text-right tabular">
        {r.affiliateTicketsSold}
        <MoneyLines amounts={r.affiliateRevenue} />
      </td>
      <td className="px-3 py-2 text-right">
        <Badge variant={totalBadgeVariant(r.totalTicketsSold)} data-testid="total-badge">
          {r.totalTicketsSold}
        </Badge>
      </td>
      <td className="px-3 py-2 text-right">
        <MoneyLines amounts={r.totalRevenue} />
      </td>
      <td className="px-3 py-2 text-right tabular">{r.totalTransactions}</td>
      <td className="px-3 py-2 tabular">{r.lastSaleDate ? formatActionTime(r.lastSaleDate) : 'No sales yet'}</td>
      <td className="px-3 py-2">
        <ul>
          {events.shown.map((e) => (
            <li key={e.eventTitle}>
              {e.eventTitle} <span className="text-muted-foreground tabular">({e.ticketCount})</span>
            </li>
          ))}
          {events.more > 0 && <li className="text-muted-foreground">+{events.more} more</li>}
        </ul>
      </td>
    </tr>
  );
}
