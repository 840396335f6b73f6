import { m } from '@pentas/i18n/messages';
import { InfoIcon } from 'lucide-react';

/**
 * The small 'i' beside a figure: what it counts, in words. A native disclosure, so it opens with the
 * keyboard and its words are read by screen readers once opened.
 */
export function FigureInfo({ figure, text }: { figure: string; text: string }) {
  return (
    <details className="group relative inline-block align-middle">
      <summary
        className="flex size-6 cursor-pointer list-none items-center justify-center rounded-full text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden"
        aria-label={m.stats_what_counts({ figure })}
      >
        <InfoIcon className="size-4" aria-hidden />
      </summary>
      <p className="absolute right-0 z-10 mt-1 w-72 max-w-[80vw] rounded-md border bg-card p-3 text-sm font-normal text-card-foreground shadow-card">
        {text}
      </p>
    </details>
  );
}
