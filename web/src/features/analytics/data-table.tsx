import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
}

/**
 * A table with a caption. Under 640 px it scrolls sideways inside its own box rather than widening
 * the page. `captionHidden` keeps the caption for screen readers where a heading already shows it.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty = 'Nothing yet.',
  captionHidden = false,
  className,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  empty?: string;
  captionHidden?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('overflow-x-auto rounded-lg border', className)}>
      <table className="w-full min-w-[28rem] text-sm">
        <caption className={cn('px-3 py-2 text-left font-medium', captionHidden && 'sr-only')}>{caption}</caption>
        <thead className="bg-muted/50 text-muted-foreground">
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
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-4 text-center text-muted-foreground">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-t">
                {columns.map((c) => (
                  <td key={c.header} className={cn('px-3 py-2', c.numeric && 'text-right tabular')}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
