import { m } from '@pentas/i18n/messages';
import { countries } from '@pentas/openapi';
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
import { categoryOptions, countryName } from './catalog-words';
import { DISCOVER_PAGE_SIZE, type DiscoverSearch, discoverQuery, pageWindow } from './discover-search';
import { EventCard } from './event-card';

const dateOptions = () => [
  { value: '', label: m.discover_any_date() },
  { value: 'this-week', label: m.discover_this_week() },
  { value: 'this-month', label: m.discover_this_month() },
  { value: 'next-month', label: m.discover_next_month() },
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
      <h1 className="text-3xl font-bold tracking-tight">{m.discover_title()}</h1>
      <p className="mt-1 text-muted-foreground">{m.discover_lead()}</p>

      {/* On phones the filters go two to a row under the search, so the first events show sooner. */}
      <div className="mt-6 grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 md:grid-cols-[2fr_1fr_1fr_1fr] md:gap-4">
        <div className="col-span-2 space-y-2 md:col-span-1">
          <Label htmlFor="discover-search">{m.discover_search()}</Label>
          <SearchBox id="discover-search" value={text} onChange={setText} label={m.landing_search_label()} />
        </div>
        <FilterSelect
          id="filter-category"
          label={m.discover_category()}
          value={search.category}
          options={[
            { value: '', label: m.discover_all() },
            ...categoryOptions().map((c) => ({ value: c.slug, label: c.label })),
          ]}
          onChange={(category) => setSearch({ category: category as DiscoverSearch['category'] })}
        />
        <FilterSelect
          id="filter-location"
          label={m.discover_location()}
          value={search.location}
          options={[
            { value: '', label: m.discover_all() },
            ...countries.map((c) => ({ value: c, label: countryName(c) })),
          ]}
          onChange={(location) => setSearch({ location: location as DiscoverSearch['location'] })}
        />
        <FilterSelect
          id="filter-date"
          label={m.discover_date()}
          value={search.date}
          options={dateOptions()}
          onChange={(date) => setSearch({ date: date as DiscoverSearch['date'] })}
          className="col-span-2 md:col-span-1"
        />
      </div>

      <div className="mt-8" aria-live="polite" aria-busy={loading}>
        {data.items.length === 0 ? (
          <EmptyState
            icon={CalendarSearchIcon}
            title={m.discover_none_title()}
            text={filtered ? m.discover_none_filtered() : m.discover_none_yet()}
          >
            {filtered && (
              <Button variant="outline" onClick={() => navigate({ search: {} })}>
                {m.discover_clear_filters()}
              </Button>
            )}
          </EmptyState>
        ) : (
          <>
            {/* A heading between the page's and the cards' (headings in order, for screen readers). */}
            <h2 className="mb-4 text-sm font-normal text-muted-foreground tabular">
              {m.discover_count({ count: data.total })}
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
        <nav aria-label={m.pages_label()} className="mt-10 flex items-center justify-center gap-2">
          {/* On phones Previous and Next are their arrows (their words for screen readers): Malay's are long. */}
          <Button
            variant="outline"
            disabled={page <= 1}
            onClick={() => setSearch({ page: page - 1 > 1 ? page - 1 : undefined, q: search.q })}
          >
            <ChevronLeftIcon aria-hidden /> <span className="max-sm:sr-only">{m.pages_previous()}</span>
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
            <span className="max-sm:sr-only">{m.pages_next()}</span> <ChevronRightIcon aria-hidden />
          </Button>
        </nav>
      )}
    </main>
  );
}
