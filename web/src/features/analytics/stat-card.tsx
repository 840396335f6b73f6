import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { FigureInfo } from './figure-info';

/** One figure: its name with the 'i' that defines it, the value (one line per currency where money), a note. */
export function StatCard({
  title,
  definition,
  children,
  note,
}: {
  title: string;
  definition: string;
  children: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Card className="p-4" role="group" aria-label={title}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        <FigureInfo figure={title.toLowerCase()} text={definition} />
      </div>
      <div className="mt-1 text-2xl font-bold tabular">{children}</div>
      {note && <p className="mt-1 text-xs text-muted-foreground">{note}</p>}
    </Card>
  );
}

/** Cards stack on small screens, two side by side from 640 px, four from 1024 px. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>;
}
