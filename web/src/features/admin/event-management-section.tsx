import { m } from '@pentas/i18n/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { cn } from '@/lib/utils';
import { AdminEventList } from './admin-event-list';
import { type EventsSearch, eventsFilters } from './admin-search';
import { AdminSection } from './admin-section';
import { ListProblem } from './list-problem';
import { AdminListSkeleton } from './list-skeleton';
import { adminEventQueries } from './queries';
import { useSearchBox } from './use-search-box';

/**
 * Event Management (/admin/events): search over title, location and category, a 'Deleted' filter
 * with Restore, View and Delete, a page at a time. The filters and the page live in the address.
 */
export function EventManagementSection({
  search,
  onSearchChange,
}: {
  search: EventsSearch;
  /** New filters (their first page), in place of the address's. */
  onSearchChange: (next: EventsSearch) => void;
}) {
  const filters = eventsFilters(search);
  const deleted = filters.deleted ? true : undefined;
  const [text, setText] = useSearchBox(filters.query, (query) =>
    onSearchChange({ query: query || undefined, deleted }),
  );
  // The route's loader waits for the first page; other filters or another page keep the rows on
  // screen, dimmed, until their own arrive.
  const list = useQuery({ ...adminEventQueries.page(filters), placeholderData: keepPreviousData });
  const loading = list.isPlaceholderData;

  return (
    <AdminSection level={1} title={m.ops_event_management()} description={m.ops_event_management_text()}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox value={text} onChange={setText} label={m.ops_search_events()} />
        <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">{m.ops_show()}</legend>
          {[
            { label: m.ops_filter_current(), deleted: false },
            { label: m.ops_filter_deleted(), deleted: true },
          ].map((option) => (
            <Button
              key={String(option.deleted)}
              variant={filters.deleted === option.deleted ? 'outline' : 'ghost'}
              aria-pressed={filters.deleted === option.deleted}
              onClick={() =>
                onSearchChange({ query: filters.query || undefined, deleted: option.deleted ? true : undefined })
              }
            >
              {option.label}
            </Button>
          ))}
        </fieldset>
      </div>
      <div aria-busy={loading} className={cn('transition-opacity duration-150', loading && 'opacity-60')}>
        {list.data ? (
          <AdminEventList list={list.data} />
        ) : list.isError ? (
          <ListProblem what={m.ops_what_events()} onRetry={() => list.refetch()} />
        ) : (
          <AdminListSkeleton rows={3} label={m.ops_loading_events()} />
        )}
      </div>
    </AdminSection>
  );
}
