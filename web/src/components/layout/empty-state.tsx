import { Link } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A designed empty list: what is missing, why it will fill, and the way to fill it. */
export function EmptyState({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-16 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">{title}</h2>
      {text && <p className="max-w-md text-muted-foreground">{text}</p>}
      <Button asChild>
        <Link to="/events">Browse Events</Link>
      </Button>
    </div>
  );
}
