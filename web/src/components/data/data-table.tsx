import { m } from '@pentas/i18n/messages';
import { type Column, ColumnHeaders } from '@/components/ui/table-columns';
import { cn } from '@/lib/utils';

/**
 * A table with a caption. Under 640 px it scrolls sideways inside its own box rather than widening
 * the page. `captionHidden` keeps the caption for screen readers where a heading already shows it.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
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
    // A box that scrolls sideways takes keyboard focus, so it can be scrolled without a mouse (axe's
    // scrollable-region-focusable); named by its caption.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section tabIndex={0} aria-label={caption} className={cn('overflow-x-auto rounded-lg border', className)}>
      <table className="w-full min-w-[28rem] text-sm">
        <caption className={cn('px-3 py-2 text-left font-medium', captionHidden && 'sr-only')}>{caption}</caption>
        <ColumnHeaders columns={columns} />
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-4 text-center text-muted-foreground">
                {empty ?? m.stats_nothing_yet()}
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
    </section>
  );
}
