import { m } from '@pentas/i18n/messages';
import { Loader2Icon } from 'lucide-react';

export function PageSpinner({ label }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground">
      <Loader2Icon className="size-6 animate-spin" aria-hidden />
      <span className="sr-only">{label ?? m.shell_loading()}</span>
    </div>
  );
}
