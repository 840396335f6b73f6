import { m } from '@pentas/i18n/messages';
import { createFileRoute } from '@tanstack/react-router';
import { resellerQueries } from '@/features/resellers/queries';
import { SalesHistoryPage } from '@/features/resellers/sales-history-page';
import { rangeProblem } from '@/lib/figures';
import { type DateRange, dateRangeSearch } from '@/lib/search-params';

export const Route = createFileRoute('/_signed-in/_reseller/reseller/sales-history')({
  staticData: { pending: { label: () => m.resell_sales_history_loading() } },
  validateSearch: dateRangeSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    // A range the API would refuse is said on the page and never asked for.
    rangeProblem(deps.dateFrom, deps.dateTo)
      ? undefined
      : context.queryClient.ensureInfiniteQueryData(resellerQueries.salesHistory(deps)),
  component: SalesHistoryRoute,
});

function SalesHistoryRoute() {
  const range = Route.useSearch();
  const navigate = Route.useNavigate();
  const onRangeChange = (next: DateRange) => navigate({ search: next, replace: true });
  return <SalesHistoryPage range={range} onRangeChange={onRangeChange} />;
}
