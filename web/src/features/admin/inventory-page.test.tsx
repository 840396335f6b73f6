import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminHandlers, inventoryEvent, salesStat, ticketStock } from '@/test/admin';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';

function adminSees(events = [inventoryEvent()], stats = [salesStat()]) {
  server.use(
    handlers.user(userWithRole('admin')),
    adminHandlers.eventsWithTickets(() => ({ rows: events })),
    adminHandlers.salesStats(stats),
  );
}

/** The remaining cell of a ticket type's row (a table row from 640 px, a small card below). */
const remainingOf = (typeName: string) =>
  within(screen.getByRole('rowheader', { name: typeName }).closest('tr') as HTMLElement).getByTestId('remaining');

describe('Inventory Tracking (/inventory)', () => {
  it('shows remaining in red, with the word Low, at 10 and not at 11', async () => {
    adminSees([
      inventoryEvent({
        ticketTypes: [
          ticketStock({ id: 31, name: 'Ten Left', quantity: 12, soldQuantity: 2 }),
          ticketStock({ id: 32, name: 'Eleven Left', quantity: 12, soldQuantity: 1 }),
          ticketStock({
            id: 33,
            name: 'None Left',
            quantity: 5,
            soldQuantity: 5,
            isActive: false,
            saleState: 'inactive',
          }),
        ],
      }),
    ]);
    renderApp('/inventory');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inventory Tracking' })).toBeInTheDocument();

    const ten = remainingOf('Ten Left');
    expect(ten).toHaveTextContent('10Low');
    expect(within(ten).getByText('10')).toHaveClass('text-destructive');

    const eleven = remainingOf('Eleven Left');
    expect(eleven).toHaveTextContent(/^11$/);
    expect(within(eleven).getByText('11')).not.toHaveClass('text-destructive');

    expect(remainingOf('None Left')).toHaveTextContent('0Sold out');
    const noneRow = screen.getByRole('rowheader', { name: 'None Left' }).closest('tr') as HTMLElement;
    expect(noneRow).toHaveTextContent('Inactive');
    // The red is explained in words beside it.
    expect(screen.getByText(/10 or fewer tickets remaining/)).toBeInTheDocument();
  });

  it('lists each ticket type with quantity, sold and remaining, and sales stats per event', async () => {
    adminSees(
      [inventoryEvent({ ticketTypes: [ticketStock({ name: 'VIP', quantity: 50, soldQuantity: 38 })] })],
      [salesStat({ ticketTypesCount: 2, totalSold: 230, totalCapacity: 250 })],
    );
    renderApp('/inventory');
    const row = (await screen.findByRole('rowheader', { name: 'VIP' })).closest('tr') as HTMLElement;
    // Each cell says its label too (shown under 640 px, where the header row is hidden).
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Quantity50', 'Sold38', 'Held in checkouts0', 'Remaining12', 'StatusOn sale']);
    const stat = screen.getByTestId('sales-stat');
    expect(within(stat).getByRole('heading', { name: 'Jazz by the Lake' })).toBeInTheDocument();
    expect(stat).toHaveTextContent('Ticket types2');
    expect(stat).toHaveTextContent('Total sold230');
    expect(stat).toHaveTextContent('Total capacity250');
  });

  it('says so when there are no events yet', async () => {
    adminSees([], []);
    renderApp('/inventory');
    expect(await screen.findAllByRole('heading', { name: 'No Events Yet' })).toHaveLength(2);
  });
});
