import { describe, expect, it } from 'vitest';
import { cartLink, parseCartParam, parseCodeParam, withCode } from './cart-link';

describe('cart hand-off link', () => {
  it('carries the chosen quantities and the ref code', () => {
    const href = cartLink(
      'https://pentas.example',
      12,
      [
        { ticketTypeId: 31, quantity: 2 },
        { ticketTypeId: 32, quantity: 0 },
        { ticketTypeId: 33, quantity: 1 },
      ],
      'PNT-7Q2K9X',
    );
    expect(href).toBe('https://pentas.example/events/12?ref=PNT-7Q2K9X&cart=31%3A2%2C33%3A1');
    expect(parseCartParam(new URL(href).searchParams.get('cart'))).toEqual([
      { ticketTypeId: 31, quantity: 2 },
      { ticketTypeId: 33, quantity: 1 },
    ]);
  });

  it('drops malformed parts and duplicates, and caps each type at 10', () => {
    expect(parseCartParam('31:2,oops,32:-1,33:0,31:5,34:99,35:4:1')).toEqual([
      { ticketTypeId: 31, quantity: 2 },
      { ticketTypeId: 34, quantity: 10 },
    ]);
    expect(parseCartParam(null)).toEqual([]);
  });
});

describe('a code carried by the cart link', () => {
  it('adds the code after the cart, and nothing for no code or a malformed one', () => {
    const href = cartLink('https://pentas.example', 12, [{ ticketTypeId: 31, quantity: 2 }]);
    expect(withCode(href, ' EARLY-bird ')).toBe('https://pentas.example/events/12?cart=31%3A2&code=EARLY-bird');
    expect(parseCodeParam(new URL(withCode(href, 'EARLY')).searchParams.get('code'))).toBe('EARLY');
    expect(withCode(href, undefined)).toBe(href);
    expect(withCode(href, 'x'.repeat(33))).toBe(href);
    expect(withCode(href, 'two words')).toBe(href);
  });
});
