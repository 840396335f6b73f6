import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The grid event cards sit in: one column, two, then three. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

/** A placeholder shaped like an event card (poster, date, title, place, price and button). */
function CardSkeleton() {
  return (
    <Card className="overflow-hidden" data-testid="event-card-skeleton">
      <Skeleton className="aspect-[5/6] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
        <div className="flex justify-between pt-2">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-9 w-28" />
        </div>
      </div>
    </Card>
  );
}

/** `count` card placeholders in the grid, shaped like the cards that will replace them. */
export function CardGridSkeleton({ count }: { count: number }) {
  const keys = Array.from({ length: count }, (_, i) => `skeleton-${i}`);
  return (
    <CardGrid>
      {keys.map((key) => (
        <CardSkeleton key={key} />
      ))}
    </CardGrid>
  );
}
