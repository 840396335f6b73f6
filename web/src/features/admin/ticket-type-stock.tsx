import { m } from '@pentas/i18n/messages';
import type { ReactNode } from 'react';
import { TicketStateBadge } from '@/components/data/sale-state-badge';
import type { InventoryEvent } from './queries';
import { RemainingStock } from './remaining-stock';

type TicketStock = InventoryEvent['ticketTypes'][number];

/** The columns after the type's name; `id` names a cell for tests (`data-testid`), in every language. */
const columns = (): { id: string; header: string; cell: (type: TicketStock) => ReactNode }[] => [
  { id: 'quantity', header: m.ops_quantity(), cell: (type) => type.quantity },
  // Sold is paid (decisions.md item 46); tickets in open checkouts are held, apart.
  { id: 'sold', header: m.ops_sold(), cell: (type) => type.sold },
  { id: 'held in checkouts', header: m.ops_held_in_checkouts(), cell: (type) => type.held },
  { id: 'remaining', header: m.ops_remaining(), cell: (type) => <RemainingStock remaining={type.remaining} /> },
  { id: 'status', header: m.ops_status(), cell: (type) => <TicketStateBadge state={type.saleState} /> },
];

/**
 * An event's ticket types: quantity, sold, held in checkouts, remaining and their sale state (On sale, Sales ended, …). A table from
 * 640 px; below, each type is a block whose cells say their own label (the header row is hidden).
 */
export function TicketTypeStock({ event }: { event: InventoryEvent }) {
  if (event.ticketTypes.length === 0) {
    return <p className="text-sm text-muted-foreground">{m.ops_no_ticket_types()}</p>;
  }
  const tableColumns = columns();
  return (
    <table className="block w-full text-sm sm:table">
      <caption className="sr-only">{m.ops_ticket_types_of({ title: event.title })}</caption>
      <thead className="hidden text-muted-foreground sm:table-header-group">
        <tr>
          <th scope="col" className="py-2 text-left font-medium">
            {m.ops_ticket_type()}
          </th>
          {tableColumns.map((column) => (
            <th key={column.id} scope="col" className="py-2 text-right font-medium sm:px-6">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block sm:table-row-group">
        {event.ticketTypes.map((type) => (
          <tr key={type.id} className="block border-t py-2 sm:table-row">
            <th scope="row" className="block text-left font-medium sm:table-cell sm:py-2">
              {type.name}
            </th>
            {tableColumns.map((column) => (
              <td key={column.id} className="flex justify-between py-1 tabular sm:table-cell sm:px-6 sm:text-right">
                <span className="text-muted-foreground sm:hidden">{column.header}</span>
                <span data-testid={column.id}>{column.cell(type)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
