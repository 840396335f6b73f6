import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The 'Back to …' link at the top of a page. */
export function BackLink({
  to,
  search,
  label,
  className,
}: {
  to: string;
  search?: Record<string, string>;
  label: string;
  className?: string;
}) {
  return (
    <Button asChild variant="ghost" className={cn('-ml-3', className)}>
      <Link to={to} search={search}>
        <ArrowLeftIcon aria-hidden /> {label}
      </Link>
    </Button>
  );
}
