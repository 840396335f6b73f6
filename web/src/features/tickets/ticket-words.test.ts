import { describe, expect, it } from 'vitest';
import { holderName, ticketPriceLabel, transferNote } from './ticket-words';

describe("a wallet ticket's words", () => {
  it("reads 'Complimentary' where a price would show, 'Free' for a free type, else the price", () => {
    expect(ticketPriceLabel({ complimentary: true, price: null, currency: 'MYR' })).toBe('Complimentary');
    expect(ticketPriceLabel({ complimentary: false, price: '0.00', currency: 'MYR' })).toBe('Free');
    expect(ticketPriceLabel({ complimentary: false, price: '160.00', currency: 'MYR' })).toBe('RM 160.00');
    // Received by transfer: what the sender paid is not shown.
    expect(ticketPriceLabel({ complimentary: false, price: null, currency: 'MYR' })).toBeNull();
  });

  it('says to whom and on which day (in Kuala Lumpur) a ticket was transferred', () => {
    expect(transferNote({ transferredTo: { email: 'a•••@example.com', at: '2026-11-25T17:30:00.000Z' } })).toBe(
      'Transferred to a•••@example.com on Thu, 26 Nov 2026',
    );
    expect(transferNote({ transferredTo: null })).toBeNull();
  });

  it('names the holder, or gives their e-mail', () => {
    expect(holderName({ firstName: 'Nurul', lastName: 'Huda', email: 'n@example.com' })).toBe('Nurul Huda');
    expect(holderName({ firstName: 'Nurul', lastName: null, email: 'n@example.com' })).toBe('Nurul');
    expect(holderName({ firstName: null, lastName: null, email: 'n@example.com' })).toBe('n@example.com');
  });
});
