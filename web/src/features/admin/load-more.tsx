import { Button } from '@/components/ui/button';

/** How much of a paged list is shown, and the button that asks for the next page while there is one. */
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
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (total === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
      <p className="tabular" aria-live="polite">
        Showing {shown} of {total} {noun}
      </p>
      {hasMore && (
        <Button variant="outline" onClick={onLoadMore} disabled={loading}>
          {loading ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
