import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One column of a table built from rows: its header and how a row shows in it. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
}

/**
 * The header row of such a table (numeric columns' headers right-aligned, over their figures).
 * `Column<never>`: any table's columns, since the headers read no row.
 */
export function ColumnHeaders({ columns, className }: { columns: Column<never>[]; className?: string }) {
  return (
    <thead className={cn('bg-muted/50 text-muted-foreground', className)}>
      <tr>
        {columns.map((c) => (
          <th
            key={c.header}
            scope="col"
            className={cn('px-3 py-2 font-medium', c.numeric ? 'text-right' : 'text-left')}
          >
            {c.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
