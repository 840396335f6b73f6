import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { FigureInfo } from './figure-info';

/** One part of the page: a heading with its 'i', then its figures. */
export function Section({
  title,
  definition,
  aside,
  children,
}: {
  title: string;
  definition: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="space-y-4" aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-1 text-xl font-semibold">
          {title} <FigureInfo figure={title.toLowerCase()} text={definition} />
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** What a section shows while its figures are on their way. */
export function SectionSkeleton({ title }: { title: string }) {
  return (
    <section className="space-y-4" aria-label={title} aria-busy="true">
      <h2 className="text-xl font-semibold">{title}</h2>
      <Skeleton className="h-40 w-full" />
    </section>
  );
}
