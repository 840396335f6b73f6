import { useRouterState } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { cn } from '@/lib/utils';
import { AdminEventList } from './admin-event-list';
import { type EventsSearch, eventsFilters } from './admin-search';
import { AdminSection } from './admin-section';
import { useSearchBox } from './use-search-box';

/**
 * Event Management (/admin/events): search over title, location and category, a 'Deleted' filter
 * with Restore, View and Delete, a page at a time. The filters and the page live in the address; a
 * change is a navigation, so the rows on screen stay (dimmed) until the new ones arrive.
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
  const loading = useRouterState({ select: (state) => state.isLoading });

  return (
    <AdminSection
      level={1}
      title="Event Management"
      description="Find any event, view it, delete it, or restore a deleted one."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox value={text} onChange={setText} label="Search by title, location or category..." />
        <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">Show</legend>
          {[
            { label: 'Current', deleted: false },
            { label: 'Deleted', deleted: true },
          ].map((option) => (
            <Button
              key={option.label}
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
        <AdminEventList filters={filters} />
      </div>
    </AdminSection>
  );
}
