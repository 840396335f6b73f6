import type { ReactNode } from 'react';
import { type Column, ColumnHeaders } from '@/components/ui/table-columns';
import { cn } from '@/lib/utils';

/**
 * A table from 640 px up; under 640 px each row is a card of 'header  value' lines (the header row
 * is then hidden and each cell shows its own header, as CSS generated content from `data-label`, so
 * the cell's text stays its value), and nothing scrolls sideways on a phone.
 */
export function RecordTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  captionHidden = false,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** What an empty list says (and what to do next). */
  empty: ReactNode;
  /** For a table whose section heading already names it: the caption is then for screen readers only. */
  captionHidden?: boolean;
}) {
  return (
    <table className="w-full text-sm max-sm:block sm:rounded-lg sm:border">
      <caption className={cn('py-2 text-left font-medium max-sm:block sm:px-3', captionHidden && 'sr-only')}>
        {caption}
      </caption>
      <ColumnHeaders columns={columns} className="max-sm:sr-only" />
      <tbody className="max-sm:grid max-sm:gap-3">
        {rows.length === 0 ? (
          <tr className="max-sm:block">
            <td colSpan={columns.length} className="px-3 py-6 text-center text-muted-foreground max-sm:block">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="border-t align-top max-sm:block max-sm:rounded-xl max-sm:border max-sm:bg-card max-sm:p-3 max-sm:shadow-card"
            >
              {columns.map((c) => (
                <td
                  key={c.header}
                  data-label={c.header}
                  className={cn(
                    'px-3 py-2 max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:justify-between max-sm:gap-x-3 max-sm:px-0 max-sm:py-1',
                    'max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]',
                    c.numeric && 'sm:text-right tabular',
                  )}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
