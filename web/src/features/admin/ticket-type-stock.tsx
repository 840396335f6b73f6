import { ActiveBadge } from './admin-event-row';
import type { InventoryEvent } from './queries';
import { RemainingStock } from './remaining-stock';

const CELL =
  'flex items-center justify-between gap-4 py-1 before:font-medium before:text-muted-foreground before:content-[attr(data-label)] sm:table-cell sm:py-2 sm:before:content-none';
const NUMBER = `${CELL} tabular sm:text-right`;

/**
 * An event's ticket types: quantity, sold (or held), remaining and Active or Inactive. A table from
 * 640 px; below, each type is a small card whose cells carry their own labels (`data-label`).
 */
export function TicketTypeStock({ event }: { event: InventoryEvent }) {
  if (event.ticketTypes.length === 0) {
    return <p className="text-sm text-muted-foreground">No ticket types yet.</p>;
  }
  return (
    <table className="block w-full text-sm sm:table">
      <caption className="sr-only">Ticket types of {event.title}</caption>
      <thead className="hidden border-b text-left text-muted-foreground sm:table-header-group">
        <tr>
          <th scope="col" className="py-2 font-medium">
            Ticket type
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Quantity
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Sold
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Remaining
          </th>
          <th scope="col" className="py-2 pl-4 font-medium">
            Status
          </th>
        </tr>
      </thead>
      <tbody className="grid gap-2 sm:table-row-group">
        {event.ticketTypes.map((type) => (
          <tr
            key={type.id}
            className="block rounded-lg border p-3 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0"
          >
            <th scope="row" className="block pb-1 text-left font-medium sm:table-cell sm:py-2">
              {type.name}
            </th>
            <td data-label="Quantity" className={NUMBER}>
              {type.quantity}
            </td>
            <td data-label="Sold" className={NUMBER}>
              {type.soldQuantity}
            </td>
            <td data-label="Remaining" className={NUMBER} data-testid="remaining">
              <RemainingStock remaining={type.remaining} />
            </td>
            <td data-label="Status" className={`${CELL} sm:pl-4`}>
              <ActiveBadge active={type.isActive} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
