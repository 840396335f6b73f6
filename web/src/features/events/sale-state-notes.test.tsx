import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { eventDetail, handlers, server, ticketType, userWithRole } from '@/test/server';

/** Decision 17 on the event page: an ended event and the types outside their sales window cannot be bought. */
describe('the event page and sales that close', () => {
  const showing = (event: ReturnType<typeof eventDetail>) =>
    server.use(
      handlers.user(userWithRole('customer')),
      http.get('*/api/events/:id', () => HttpResponse.json(event)),
    );

  it('says "This event has ended", lists its types as Sales ended, and offers neither Add to Cart nor a cart', async () => {
    showing(
      eventDetail(
        [
          ticketType({ id: 1, name: 'Standard', saleState: 'sales_ended' }),
          ticketType({ id: 2, name: 'Supporter', saleState: 'sales_ended' }),
        ],
        { id: 7, saleState: 'ended' },
      ),
    );
    renderApp('/events/7');
    expect(await screen.findByText('This event has ended')).toBeInTheDocument();
    const types = screen.getAllByTestId('ticket-type');
    expect(types).toHaveLength(2);
    for (const type of types) expect(within(type).getByText('Sales ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /View Cart/ })).toBeNull();
  });

  it('lists a cancelled event\'s types as Cancelled, never "Sales ended", with nothing to buy', async () => {
    showing(
      eventDetail([ticketType({ id: 1, name: 'Entry', saleState: 'sales_ended' })], {
        id: 9,
        saleState: 'cancelled',
      }),
    );
    renderApp('/events/9');
    const [type] = await screen.findAllByTestId('ticket-type');
    expect(within(type).getByText('Cancelled')).toBeInTheDocument();
    expect(within(type).queryByText('Sales ended')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
  });

  it("says when a type not yet on sale opens, on the event's clock, beside a type on sale now", async () => {
    showing(
      eventDetail(
        [
          ticketType({ id: 1, name: 'Standard' }),
          ticketType({
            id: 2,
            name: 'Front Row',
            saleState: 'not_started',
            salesStart: '2026-12-01T02:00:00.000Z',
          }),
        ],
        { id: 8, timeZone: 'Asia/Jakarta' },
      ),
    );
    renderApp('/events/8');
    const [standard, frontRow] = await screen.findAllByTestId('ticket-type');
    expect(within(standard).getByRole('button', { name: 'Add to Cart: Standard' })).toBeInTheDocument();
    // 02:00 UTC is 9:00 am in Jakarta, its zone named.
    expect(within(frontRow).getByText(/^On sale from Tue, 1 Dec 2026, 9:00 am WIB$/)).toBeInTheDocument();
    expect(within(frontRow).queryByRole('button')).toBeNull();
    expect(screen.queryByText('This event has ended')).toBeNull();
  });
});
