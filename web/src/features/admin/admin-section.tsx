import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/utils';

/**
 * One part of the admin panel: a landmark named by its heading, a line on what it is for, its content.
 * `level` 1 where the section is its page's only one (its heading is the page's).
 */
export function AdminSection({
  title,
  description,
  aside,
  level = 2,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Actions beside the heading (Refresh). */
  aside?: ReactNode;
  level?: 1 | 2;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <Heading
            id={headingId}
            className={cn(level === 1 ? 'text-3xl font-bold tracking-tight' : 'text-xl font-semibold')}
          >
            {title}
          </Heading>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
