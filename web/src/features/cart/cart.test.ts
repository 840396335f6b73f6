import { afterEach, describe, expect, it } from 'vitest';
import { type TicketType, ticketType } from '@/test/server';
import { addOne, type CartLine, cartCount, cartSubtotalMinor, readCart, reconcile, removeOne, writeCart } from './cart';

const type = ticketType;

function addTimes(n: number, t: TicketType, lines: CartLine[] = []) {
  let current = lines;
  for (let i = 0; i < n; i++) {
    const change = addOne(current, t);
    if ('refused' in change) return change;
    current = change.lines;
  }
  return { lines: current };
}

describe('cart', () => {
  afterEach(() => localStorage.clear());

  it('adds a line with quantity 1, then increments it', () => {
    const result = addTimes(3, type());
    expect(result).toEqual({
      lines: [{ ticketTypeId: 1, quantity: 3, name: 'General', price: '80.00', availableQuantity: 100 }],
    });
  });

  it('refuses an 11th ticket of a type', () => {
    expect(addTimes(11, type())).toEqual({ refused: 'limit', available: 100 });
  });

  it('refuses more than the stock left, before the per-type limit', () => {
    expect(addTimes(4, type({ available: 3 }))).toEqual({ refused: 'stock', available: 3 });
    expect(addTimes(1, type({ available: 0 }))).toEqual({ refused: 'stock', available: 0 });
  });

  it('removes the line at zero', () => {
    const { lines } = addTimes(1, type()) as { lines: CartLine[] };
    expect(removeOne(lines, 1)).toEqual([]);
  });

  it('is stored per event and its copy removed when empty', () => {
    const { lines } = addTimes(2, type()) as { lines: CartLine[] };
    writeCart(7, lines);
    expect(localStorage.getItem('cart_event_7')).toContain('"quantity":2');
    expect(readCart(7)).toEqual(lines);
    writeCart(7, []);
    expect(localStorage.getItem('cart_event_7')).toBeNull();
  });

  it('reads a corrupted or tampered copy as empty lines', () => {
    localStorage.setItem('cart_event_7', '{oops');
    expect(readCart(7)).toEqual([]);
    localStorage.setItem('cart_event_7', JSON.stringify([{ ticketTypeId: 'x', quantity: 2 }]));
    expect(readCart(7)).toEqual([]);
  });

  it('brings stored lines up to date: current price and stock, gone types dropped, quantity trimmed', () => {
    const stored: CartLine[] = [
      { ticketTypeId: 1, quantity: 5, name: 'Old', price: '70.00', availableQuantity: 100 },
      { ticketTypeId: 2, quantity: 1, name: 'Gone', price: '10.00', availableQuantity: 9 },
    ];
    expect(reconcile(stored, [type({ available: 2 })])).toEqual([
      { ticketTypeId: 1, quantity: 2, name: 'General', price: '80.00', availableQuantity: 2 },
    ]);
  });

  it('drops a kept line whose type is outside its sales window now (not yet open, or closed)', () => {
    const stored: CartLine[] = [
      { ticketTypeId: 1, quantity: 1, name: 'General', price: '80.00', availableQuantity: 100 },
      { ticketTypeId: 2, quantity: 1, name: 'Later', price: '80.00', availableQuantity: 100 },
      { ticketTypeId: 3, quantity: 1, name: 'Closed', price: '80.00', availableQuantity: 100 },
    ];
    const types = [
      type(),
      type({ id: 2, name: 'Later', saleState: 'not_started', salesStart: '2030-01-01T02:00:00.000Z' }),
      type({ id: 3, name: 'Closed', saleState: 'sales_ended' }),
    ];
    expect(reconcile(stored, types).map((l) => l.ticketTypeId)).toEqual([1]);
  });

  it('counts tickets and sums the subtotal in minor units', () => {
    const lines: CartLine[] = [
      { ticketTypeId: 1, quantity: 2, name: 'A', price: '80.50', availableQuantity: 9 },
      { ticketTypeId: 2, quantity: 1, name: 'B', price: '0.10', availableQuantity: 9 },
    ];
    expect(cartCount(lines)).toBe(3);
    expect(cartSubtotalMinor(lines)).toBe(16_110);
  });
});
