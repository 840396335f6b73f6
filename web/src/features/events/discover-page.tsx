import { categories, countries } from '@pentas/openapi';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { CalendarSearchIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useEffect } from 'react';
import { CardGrid } from '@/components/layout/card-grid';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchBox } from '@/components/ui/search-box';
import { useAddressText } from '@/lib/use-address-text';
import { cn } from '@/lib/utils';
import { DISCOVER_PAGE_SIZE, type DiscoverSearch, discoverQuery, pageWindow } from './discover-search';
import { EventCard } from './event-card';

const dateOptions = [
  { value: '', label: 'Any Date' },
  { value: 'this-week', label: 'This Week' },
  { value: 'this-month', label: 'This Month' },
  { value: 'next-month', label: 'Next Month' },
];

const SEARCH_DELAY_MS = 300;

/** One labelled filter; '' means no filter (undefined in the URL). */
function FilterSelect(props: {
  id: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0 space-y-2', props.className)}>
      <Label htmlFor={props.id}>{props.label}</Label>
      <NativeSelect
        id={props.id}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value || undefined)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The Discover page: every filter and the page live in the URL, so a view can be shared and Back works. */
export function DiscoverPage({ search }: { search: DiscoverSearch }) {
  const navigate = useNavigate({ from: '/events/' });
  const page = search.page ?? 1;
  const setSearch = (change: Partial<DiscoverSearch>, replace = false) =>
    navigate({ search: (prev: DiscoverSearch) => ({ ...prev, page: undefined, ...change }), replace });

  const [text, setText] = useAddressText(search.q ?? '');
  useEffect(() => {
    if (text === (search.q ?? '')) return;
    const timer = setTimeout(() => setSearch({ q: text.trim() || undefined }, true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const { data } = useSuspenseQuery(discoverQuery(search));
  // A new search's page is loaded by the route; meanwhile the last results stay, marked busy.
  const loading = useRouterState({ select: (state) => state.isLoading });
  const lastPage = Math.max(1, Math.ceil((data.total ?? 0) / DISCOVER_PAGE_SIZE));
  const filtered = Boolean(search.q || search.category || search.location || search.date);

  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Discover Events</h1>
      <p className="mt-1 text-muted-foreground">Concerts, festivals, talks and games across South-East Asia.</p>

      {/* On phones the filters go two to a row under the search, so the first events show sooner. */}
      <div className="mt-6 grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 md:grid-cols-[2fr_1fr_1fr_1fr] md:gap-4">
        <div className="col-span-2 space-y-2 md:col-span-1">
          <Label htmlFor="discover-search">Search</Label>
          <SearchBox id="discover-search" value={text} onChange={setText} label="Search events" />
        </div>
        <FilterSelect
          id="filter-category"
          label="Category"
          value={search.category}
          options={[{ value: '', label: 'All' }, ...categories.map((c) => ({ value: c.slug, label: c.label }))]}
          onChange={(category) => setSearch({ category: category as DiscoverSearch['category'] })}
        />
        <FilterSelect
          id="filter-location"
          label="Location"
          value={search.location}
          options={[
            { value: '', label: 'All' },
            ...countries.map((c) => ({ value: c, label: c[0].toUpperCase() + c.slice(1) })),
          ]}
          onChange={(location) => setSearch({ location: location as DiscoverSearch['location'] })}
        />
        <FilterSelect
          id="filter-date"
          label="Date"
          value={search.date}
          options={dateOptions}
          onChange={(date) => setSearch({ date: date as DiscoverSearch['date'] })}
          className="col-span-2 md:col-span-1"
        />
      </div>

      <div className="mt-8" aria-live="polite" aria-busy={loading}>
        {data.items.length === 0 ? (
          <EmptyState
            icon={CalendarSearchIcon}
            title="No Events Found"
            text={filtered ? 'Try adjusting your search terms or filters.' : 'There are no upcoming events yet.'}
          >
            {filtered && (
              <Button variant="outline" onClick={() => navigate({ search: {} })}>
                Clear filters
              </Button>
            )}
          </EmptyState>
        ) : (
          <>
            {/* A heading between the page's and the cards' (headings in order, for screen readers). */}
            <h2 className="mb-4 text-sm font-normal text-muted-foreground tabular">
              {data.total} {data.total === 1 ? 'event' : 'events'}
            </h2>
            <CardGrid>
              {data.items.map((e, i) => (
                <EventCard key={e.id} event={e} first={i === 0} />
              ))}
            </CardGrid>
          </>
        )}
      </div>

      {data.total > 0 && (
        <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-2">
          <Button
            variant="outline"
            disabled={page <= 1}
            onClick={() => setSearch({ page: page - 1 > 1 ? page - 1 : undefined, q: search.q })}
          >
            <ChevronLeftIcon aria-hidden /> Previous
          </Button>
          {pageWindow(page, lastPage).map((n) => (
            <Button
              key={n}
              variant={n === page ? 'default' : 'ghost'}
              aria-current={n === page ? 'page' : undefined}
              className={cn('tabular', n === page && 'pointer-events-none')}
              onClick={() => setSearch({ page: n > 1 ? n : undefined, q: search.q })}
            >
              {n}
            </Button>
          ))}
          <Button
            variant="outline"
            disabled={data.items.length < DISCOVER_PAGE_SIZE || page >= lastPage}
            onClick={() => setSearch({ page: page + 1, q: search.q })}
          >
            Next <ChevronRightIcon aria-hidden />
          </Button>
        </nav>
      )}
    </main>
  );
}
