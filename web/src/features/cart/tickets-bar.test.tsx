import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventDetail, ticketType } from '@/test/server';
import { TicketsBar } from './tickets-bar';

const bar = (event: ReturnType<typeof eventDetail>) =>
  render(<TicketsBar event={event} count={0} total="RM 0.00" onOpenCart={() => undefined} />);

describe("the phone's tickets bar", () => {
  it('offers Get tickets from the lowest price a buyer can pay now: types outside their window do not count', () => {
    bar(
      eventDetail([
        ticketType({ id: 1, price: '20.00', saleState: 'sales_ended' }),
        ticketType({ id: 2, price: '80.00' }),
        ticketType({ id: 3, price: '150.00' }),
      ]),
    );
    expect(screen.getByText('From RM 80.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get tickets' })).toBeTruthy();
  });

  it('says an event cannot be bought now, and offers to see its tickets instead of Get tickets', () => {
    bar(eventDetail([ticketType({ available: 0, saleState: 'sold_out' })], { saleState: 'sold_out' }));
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get tickets' })).toBeNull();
    expect(screen.getByRole('button', { name: 'See tickets' })).toBeTruthy();
  });
});
