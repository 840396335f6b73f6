import { m } from '@pentas/i18n/messages';
import { formatActionTime } from '@pentas/openapi';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatCount } from '@/lib/counts';
import { cn } from '@/lib/utils';
import { MoneyLines } from './money-lines';
import { topEvents, totalBadgeVariant } from './monitoring-words';
import type { ResellerSort, ResellerStats, SortOrder } from './queries';
import { PlainHeader, SortHeader } from './sort-header';

// Under 640 px each row is a card and each cell names itself (as RecordTable's do): no sideways scroll.
const CELL =
  'px-3 py-2 max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:justify-between max-sm:gap-x-3 max-sm:px-0 max-sm:py-1 max-sm:text-left max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]';

const sortLabels: Record<ResellerSort, () => string> = {
  totalRevenue: m.resell_paid_revenue,
  totalTicketsSold: m.resell_total_tickets,
  totalTransactions: m.resell_transactions,
  lastSaleDate: m.resell_last_sale,
  resellerEmail: m.resell_reseller,
};

/** On a phone the header row is hidden: the sort is a select instead, most first. */
function PhoneSort({
  sort,
  onSort,
}: {
  sort: { sort: ResellerSort; order: SortOrder };
  onSort: (sort: ResellerSort, order: SortOrder) => void;
}) {
  return (
    <div className="mb-3 space-y-2 sm:hidden">
      <Label htmlFor="reseller-sort">{m.resell_sort_by()}</Label>
      <NativeSelect
        id="reseller-sort"
        value={sort.sort}
        onChange={(e) => onSort(e.target.value as ResellerSort, sort.order)}
      >
        {(Object.keys(sortLabels) as ResellerSort[]).map((key) => (
          <option key={key} value={key}>
            {sortLabels[key]()}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * One row per reseller, sorted by the API. (Its own table rather than the shared RecordTable:
 * these headers are sort buttons.) Under 640 px the rows are cards and the sort a select.
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
    <div className="sm:overflow-x-auto sm:rounded-lg sm:border">
      <PhoneSort sort={sort} onSort={onSort} />
      <table className="w-full text-sm max-sm:block sm:min-w-[56rem]">
        <caption className="sr-only">{m.resell_stats_caption()}</caption>
        <thead className="bg-muted/50 text-muted-foreground max-sm:sr-only">
          <tr>
            <SortHeader label={m.resell_reseller()} sort="resellerEmail" {...header} />
            <PlainHeader label={m.resell_box_office_face_value()} numeric />
            <PlainHeader label={m.resell_affiliate()} numeric />
            <SortHeader label={m.resell_total_tickets()} sort="totalTicketsSold" numeric {...header} />
            <SortHeader label={m.resell_paid_revenue()} sort="totalRevenue" numeric {...header} />
            <SortHeader label={m.resell_transactions()} sort="totalTransactions" numeric {...header} />
            <SortHeader label={m.resell_last_sale()} sort="lastSaleDate" {...header} />
            <PlainHeader label={m.resell_top_events()} />
          </tr>
        </thead>
        <tbody className="max-sm:grid max-sm:gap-3">
          {rows.length === 0 ? (
            <tr className="max-sm:block">
              <td colSpan={8} className="px-3 py-6 text-center text-muted-foreground max-sm:block">
                {m.resell_no_resellers()}
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

/** A count of tickets and their money per currency; 'None' rather than a bare '0 —'. */
function TicketsAndMoney({ tickets, amounts }: { tickets: number; amounts: { currency: string; amount: string }[] }) {
  if (tickets === 0 && amounts.length === 0) return <span className="text-muted-foreground">{m.resell_none()}</span>;
  return (
    <span className="inline-flex flex-col items-end">
      <span>{m.resell_ticket_count({ count: tickets, shown: formatCount(tickets) })}</span>
      <MoneyLines amounts={amounts} />
    </span>
  );
}

function ResellerRow({ reseller: r }: { reseller: ResellerStats }) {
  const events = topEvents(r.eventBreakdown);
  return (
    <tr className="border-t align-top max-sm:block max-sm:rounded-xl max-sm:border max-sm:bg-card max-sm:p-3 max-sm:shadow-card">
      <td className="px-3 py-2 max-sm:block max-sm:px-0">
        <span className="font-medium">{r.resellerName || '—'}</span>
        <span className="block break-all text-muted-foreground">{r.resellerEmail}</span>
        {r.affiliateCode && <span className="block font-mono text-xs">{r.affiliateCode}</span>}
      </td>
      <td data-label={m.resell_box_office_face_value()} className={cn(CELL, 'sm:text-right tabular')}>
        <TicketsAndMoney tickets={r.manualTicketsSold} amounts={r.issuedValue} />
      </td>
      <td data-label={m.resell_affiliate()} className={cn(CELL, 'sm:text-right tabular')}>
        <TicketsAndMoney tickets={r.affiliateTicketsSold} amounts={r.affiliateRevenue} />
      </td>
      <td data-label={m.resell_total_tickets()} className={cn(CELL, 'sm:text-right')}>
        <Badge variant={totalBadgeVariant(r.totalTicketsSold)} data-testid="total-badge">
          {formatCount(r.totalTicketsSold)}
        </Badge>
      </td>
      <td data-label={m.resell_paid_revenue()} className={cn(CELL, 'sm:text-right')}>
        <MoneyLines amounts={r.totalRevenue} />
      </td>
      <td data-label={m.resell_transactions()} className={cn(CELL, 'sm:text-right tabular')}>
        {formatCount(r.totalTransactions)}
      </td>
      <td data-label={m.resell_last_sale()} className={cn(CELL, 'tabular')}>
        {r.lastSaleDate ? formatActionTime(r.lastSaleDate) : m.resell_no_sales_yet()}
      </td>
      <td data-label={m.resell_top_events()} className={CELL}>
        <ul>
          {events.shown.map((e) => (
            <li key={e.eventTitle}>
              {e.eventTitle} <span className="text-muted-foreground tabular">({e.ticketCount})</span>
            </li>
          ))}
          {events.more > 0 && <li className="text-muted-foreground">{m.resell_more({ count: events.more })}</li>}
        </ul>
      </td>
    </tr>
  );
}
