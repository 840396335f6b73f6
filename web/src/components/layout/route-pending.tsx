import { m } from '@pentas/i18n/messages';
import { useMatches } from '@tanstack/react-router';
import { CardGridSkeleton } from './card-grid';
import { PageSpinner } from './page-spinner';

/** How a page looks while its loader runs, declared by the route as `staticData.pending`. */
type PendingShape =
  /** The page's loading words ('Loading event details...'): a catalog message, read as the page renders. */
  | { label: () => string }
  /** A page of cards: its heading, then `cards` card placeholders. */
  | { cards: number };

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    pending?: PendingShape;
  }
}

/** The one pendingComponent: the shape the deepest route asks for, else a spinner. */
export function RoutePending() {
  const shape = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.pending });
  if (shape && 'label' in shape) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-24 text-center text-muted-foreground" role="status">
        {shape.label()}
      </main>
    );
  }
  if (shape) {
    return (
      <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6" role="status" aria-label={m.loading()}>
        <div className="mb-8 h-9 w-64 animate-pulse rounded-md bg-muted" />
        <CardGridSkeleton count={shape.cards} />
      </main>
    );
  }
  return <PageSpinner />;
}
