import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { searchText } from '@/lib/search-text';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { AdminEventList } from './admin-event-list';
import { AdminSection } from './admin-section';
import { AdminListSkeleton } from './list-skeleton';
import type { AdminEventFilters } from './queries';

/** The server is asked once typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

/**
 * The admin panel's Event Management: search over title, location and category, a
 * 'Deleted' filter with Restore, View and Delete. Filters change in a transition, so the rows on
 * screen stay (dimmed) until the new ones arrive instead of the list falling back to a skeleton.
 */
export function EventManagementSection() {
  const [text, setText] = useState('');
  const [deleted, setDeleted] = useState(false);
  const query = useDebouncedValue(searchText(text), SEARCH_PAUSE_MS);
  const wanted = useMemo<AdminEventFilters>(() => ({ deleted, query }), [deleted, query]);
  // While a new list loads, the one it replaces stays on screen (dimmed) instead of a fallback.
  const filters = useDeferredValue(wanted);
  const refreshing = filters !== wanted;

  return (
    <AdminSection title="Event Management" description="Find any event, view it, delete it, or restore a deleted one.">
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
              variant={deleted === option.deleted ? 'outline' : 'ghost'}
              aria-pressed={deleted === option.deleted}
              onClick={() => setDeleted(option.deleted)}
            >
              {option.label}
            </Button>
          ))}
        </fieldset>
      </div>
      <div aria-busy={refreshing} className={cn('transition-opacity duration-150', refreshing && 'opacity-60')}>
        <Suspense fallback={<AdminListSkeleton rows={3} label="Loading events" />}>
          <AdminEventList filters={filters} />
        </Suspense>
      </div>
    </AdminSection>
  );
}
