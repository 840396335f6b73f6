import { PendingButton } from '@/components/ui/pending-button';

/** Under a paged list: how many of the total are shown, and a button for the next page while more remain. */
export function LoadMore({
  shown,
  total,
  noun,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  /** What the list counts, plural ('events'). */
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (total === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
      <p className="tabular" aria-live="polite">
        Showing {shown} of {total} {noun}
      </p>
      {hasMore && (
        <PendingButton type="button" variant="outline" pending={loading} pendingLabel="Loading..." onClick={onLoadMore}>
          Load more
        </PendingButton>
      )}
    </div>
  );
}
