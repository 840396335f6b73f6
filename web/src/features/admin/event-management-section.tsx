import { Suspense, useEffect, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { cn } from '@/lib/utils';
import { AdminEventList } from './admin-event-list';
import { AdminListSkeleton } from './list-skeleton';
import { type AdminEventFilters, LIVE_EVENTS } from './queries';

/** Typing settles this long before the list asks the server. */
const SEARCH_DELAY_MS = 300;
/** The API's bound on `query`. */
const MAX_QUERY = 100;

/**
 * What the search asks for: trimmed, within the API's bound, control characters (a pasted tab) as
 * spaces, so no keystroke can make the list's call a 422.
 */
export function searchQuery(text: string) {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, MAX_QUERY)
    .trim();
}

/**
 * The admin panel's Event Management (spec section 2): search over title, location and category, a
 * 'Deleted' filter with Restore, View and Delete. Filters change in a transition, so the rows on
 * screen stay (dimmed) until the new ones arrive instead of the list falling back to a skeleton.
 */
export function EventManagementSection() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<AdminEventFilters>(LIVE_EVENTS);
  const [refreshing, startTransition] = useTransition();

  useEffect(() => {
    const query = searchQuery(search);
    if (query === filters.query) return;
    const timer = setTimeout(() => startTransition(() => setFilters((f) => ({ ...f, query }))), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.query]);

  const showDeleted = (deleted: boolean) => startTransition(() => setFilters((f) => ({ ...f, deleted })));

  return (
    <section aria-labelledby="event-management" className="space-y-4">
      <div>
        <h2 id="event-management" className="text-2xl font-semibold tracking-tight">
          Event Management
        </h2>
        <p className="text-muted-foreground">Find any event, view it, delete it, or restore a deleted one.</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox value={search} onChange={setSearch} label="Search by title, location or category..." />
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
              onClick={() => showDeleted(option.deleted)}
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
    </section>
  );
}
