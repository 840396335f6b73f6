import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One figure of the panel: its name, the value in tabular figures, a note under it. */
export function FigureCard({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  return (
    <Card className="p-4" role="group" aria-label={title}>
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-2xl font-bold tabular">{children}</div>
      {note && <p className="mt-1 text-xs text-muted-foreground">{note}</p>}
    </Card>
  );
}
