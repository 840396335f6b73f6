import { m } from '@pentas/i18n/messages';
import type { Page } from '@pentas/openapi';
import type { InfiniteData } from '@tanstack/react-query';
import { PendingButton } from '@/components/ui/pending-button';
import { formatCount } from '@/lib/counts';
import { loadedRows } from '@/lib/paged';

/** What `LoadMore` reads of a paged list's infinite query (once it has data). */
export interface PagedQuery {
  data: InfiniteData<Page<unknown>>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Under a paged list: how many of the total are shown, and a button for the next page while more remain. */
export function LoadMore({
  list,
  noun,
  shown,
}: {
  list: PagedQuery;
  /** What the list counts, plural ('events'). */
  noun: string;
  /** Rows on screen, where the list hides some it loaded; else every row loaded. */
  shown?: number;
}) {
  const { rows, total } = loadedRows(list.data.pages);
  if (total === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
      <p className="tabular" aria-live="polite">
        {m.stats_showing_count({ shown: formatCount(shown ?? rows.length), total: formatCount(total), noun })}
      </p>
      {list.hasNextPage && (
        <PendingButton
          type="button"
          variant="outline"
          pending={list.isFetchingNextPage}
          pendingLabel={m.stats_loading()}
          onClick={() => list.fetchNextPage()}
        >
          {m.stats_load_more()}
        </PendingButton>
      )}
    </div>
  );
}
