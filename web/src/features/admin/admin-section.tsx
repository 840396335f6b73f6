import { type ReactNode, useId } from 'react';

/** One part of the admin panel: a landmark named by its heading, a line on what it is for, its content. */
export function AdminSection({
  title,
  description,
  aside,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Actions beside the heading (Refresh). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id={headingId} className="text-xl font-semibold">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
