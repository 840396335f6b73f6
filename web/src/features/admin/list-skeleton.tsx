import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholders shaped like the admin lists' rows (a title, a line of details, actions), announced as loading. */
export function AdminListSkeleton({ rows, label }: { rows: number; label: string }) {
  const keys = Array.from({ length: rows }, (_, i) => `row-${i}`);
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {keys.map((key) => (
        <Card key={key} className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
          <div className="space-y-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-2/3" />
          </div>
          <Skeleton className="h-9 w-28" />
        </Card>
      ))}
    </div>
  );
}
