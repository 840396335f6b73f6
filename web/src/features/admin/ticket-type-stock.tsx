import type { ReactNode } from 'react';
import { TicketStateBadge } from '@/components/data/sale-state-badge';
import type { InventoryEvent } from './queries';
import { RemainingStock } from './remaining-stock';

type TicketStock = InventoryEvent['ticketTypes'][number];

const COLUMNS: { header: string; cell: (type: TicketStock) => ReactNode }[] = [
  { header: 'Quantity', cell: (type) => type.quantity },
  // Sold is paid (decisions.md item 46); tickets in open checkouts are held, apart.
  { header: 'Sold', cell: (type) => type.sold },
  { header: 'Held in checkouts', cell: (type) => type.held },
  { header: 'Remaining', cell: (type) => <RemainingStock remaining={type.remaining} /> },
  { header: 'Status', cell: (type) => <TicketStateBadge state={type.saleState} /> },
];

/**
 * An event's ticket types: quantity, sold, held in checkouts, remaining and their sale state (On sale, Sales ended, …). A table from
 * 640 px; below, each type is a block whose cells say their own label (the header row is hidden).
 */
export function TicketTypeStock({ event }: { event: InventoryEvent }) {
  if (event.ticketTypes.length === 0) {
    return <p className="text-sm text-muted-foreground">No ticket types yet.</p>;
  }
  return (
    <table className="block w-full text-sm sm:table">
      <caption className="sr-only">Ticket types of {event.title}</caption>
      <thead className="hidden text-muted-foreground sm:table-header-group">
        <tr>
          <th scope="col" className="py-2 text-left font-medium">
            Ticket type
          </th>
          {COLUMNS.map((column) => (
            <th key={column.header} scope="col" className="py-2 text-right font-medium sm:px-6">
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
            {COLUMNS.map((column) => (
              <td key={column.header} className="flex justify-between py-1 tabular sm:table-cell sm:px-6 sm:text-right">
                <span className="text-muted-foreground sm:hidden">{column.header}</span>
                <span data-testid={column.header.toLowerCase()}>{column.cell(type)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
