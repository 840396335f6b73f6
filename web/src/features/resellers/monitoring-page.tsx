import { m } from '@pentas/i18n/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMore } from '@/components/data/load-more';
import { BackLink } from '@/components/layout/back-link';
import { Button } from '@/components/ui/button';
import { rangeProblem } from '@/lib/figures';
import { loadedRows } from '@/lib/paged';
import { AttributionDebug } from './attribution-debug';
import type { DateRange } from './date-range';
import { DateRangeFilter } from './date-range-filter';
import { type MonitoringSearch, monitoringFilters } from './monitoring-search';
import { type ResellerSort, resellerQueries, type SortOrder } from './queries';
import { ResellerStatsTable } from './reseller-stats-table';

/** Reseller performance monitoring, for admins: each reseller's sales in the days chosen, always fresh. */
export function MonitoringPage({
  search,
  onSearchChange,
}: {
  search: MonitoringSearch;
  onSearchChange: (search: MonitoringSearch) => void;
}) {
  const range: DateRange = { dateFrom: search.dateFrom, dateTo: search.dateTo };
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to="/admin" label={m.resell_back_to_admin()} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{m.resell_monitoring_title()}</h1>
        <p className="text-muted-foreground">{m.resell_monitoring_lead()}</p>
      </div>
      <DateRangeFilter range={range} onChange={(next) => onSearchChange({ ...search, ...next })} />
      {!rangeProblem(range.dateFrom, range.dateTo) && (
        <ResellerStatsSection search={search} onSort={(sort, order) => onSearchChange({ ...search, sort, order })} />
      )}
      <AttributionDebug />
    </main>
  );
}

function ResellerStatsSection({
  search,
  onSort,
}: {
  search: MonitoringSearch;
  onSort: (sort: ResellerSort, order: SortOrder) => void;
}) {
  const filters = monitoringFilters(search);
  // The loader has just asked (every visit): not again on mount, and a failure stays shown for Retry.
  const list = useInfiniteQuery({ ...resellerQueries.monitoring(filters), refetchOnMount: false, retryOnMount: false });
  if (list.isPending) return <p role="status">{m.resell_monitoring_loading()}</p>;
  if (list.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-destructive/40 bg-destructive/5 p-6 text-center">
        <h2 className="text-lg font-semibold">{m.resell_error_loading_data()}</h2>
        <p className="text-muted-foreground">{m.resell_monitoring_failed()}</p>
        <Button type="button" onClick={() => list.refetch()}>
          {m.resell_retry()}
        </Button>
      </div>
    );
  }
  const { rows } = loadedRows(list.data.pages);
  return (
    <div>
      <ResellerStatsTable rows={rows} sort={filters} onSort={onSort} />
      <LoadMore list={list} noun={m.resell_noun_resellers()} />
    </div>
  );
}
