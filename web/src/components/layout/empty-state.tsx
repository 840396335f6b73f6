import { m } from '@pentas/i18n/messages';
import { Link } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * A designed empty list: what is missing, why it will fill, and (as children) the way to fill it.
 * `heading` follows the page's outline: h3 where the list sits under a section's h2.
 */
export function EmptyState({
  icon: Icon,
  title,
  text,
  heading: Heading = 'h2',
  className,
  children,
}: {
  icon?: LucideIcon;
  title: string;
  text?: ReactNode;
  heading?: 'h2' | 'h3';
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn('flex flex-col items-center gap-3 rounded-xl border border-dashed py-16 text-center', className)}
    >
      {Icon && <Icon className="size-10 text-muted-foreground" aria-hidden />}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {text && <p className="max-w-md text-muted-foreground">{text}</p>}
      {children}
    </div>
  );
}

/** The way to fill a buyer's empty list. */
export function BrowseEventsButton() {
  return (
    <Button asChild>
      <Link to="/events">{m.nav_browse_events()}</Link>
    </Button>
  );
}
