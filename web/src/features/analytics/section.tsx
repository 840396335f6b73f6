import { m } from '@pentas/i18n/messages';
import type { ReactNode } from 'react';
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

/**
 * What a section shows while its figures are on their way: its place kept, in words. (Not the shared
 * Skeleton: importing it here split it out of the landing page's bundle into a file of its own.)
 */
export function SectionPending({ title }: { title: string }) {
  return (
    <section className="min-h-40 space-y-4" aria-label={title} aria-busy="true">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p role="status" className="text-muted-foreground">
        {m.stats_loading_section({ title: title.toLowerCase() })}
      </p>
    </section>
  );
}
