import { m } from '@pentas/i18n/messages';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { BackLink } from '@/components/layout/back-link';
import { searchText } from '@/lib/search-text';
import { useAddressText } from '@/lib/use-address-text';
import { cn } from '@/lib/utils';
import { TrackerFilterBar } from './tracker-filters';
import { TrackerRecords } from './tracker-records';
import { type TrackerSearch, trackerFilters, trackerView } from './tracker-search';
import { TrackerSummary } from './tracker-summary';

/** The address is changed once typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

/**
 * The Manual Ticket Tracker (/admin/manual-tracker): summary cards, the sales overview, filters and
 * the records as a table or cards. Every filter lives in the address; the route's loader asks for
 * what it shows.
 */
export function ManualTrackerPage({ search }: { search: TrackerSearch }) {
  const navigate = useNavigate({ from: '/admin/manual-tracker' });
  const setSearch = (change: TrackerSearch) =>
    navigate({ search: (prev: TrackerSearch) => ({ ...prev, ...change }), replace: true });
  const filters = trackerFilters(search);
  const view = trackerView(search);

  // A changed filter is a navigation: the last answers stay on screen, dimmed, until the new ones arrive.
  const loading = useRouterState({ select: (state) => state.isLoading });
  // Back, Forward or a link changes the address: the box follows it.
  const [text, setText] = useAddressText(filters.search);
  useEffect(() => {
    const typed = searchText(text);
    if (typed === filters.search) return;
    const timer = setTimeout(() => setSearch({ search: typed || undefined }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  });

  return (
    <main className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6">
      <div className="space-y-2">
        <BackLink to="/admin" label={m.box_back_admin()} />
        <h1 className="text-3xl font-bold tracking-tight">{m.box_tracker_title()}</h1>
        <p className="text-muted-foreground">{m.box_tracker_lead()}</p>
      </div>
      <TrackerFilterBar text={text} onTextChange={setText} filters={filters} view={view} onChange={setSearch} />
      <div className={cn('space-y-8 transition-opacity', loading && 'opacity-60')} aria-busy={loading}>
        <TrackerSummary filters={filters} />
        <TrackerRecords filters={filters} view={view} filtered={Boolean(filters.search) || filters.range !== 'all'} />
      </div>
    </main>
  );
}
