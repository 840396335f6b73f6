import { describe, expect, it } from 'vitest';
import { managedEvent } from '@/test/analytics';
import { ticketType } from '@/test/server';
import { soldWords } from '../sold-words';
import { validateEvent, valuesOf } from './event-form-state';

/** An event whose one type has 196 paid and 1 held in a checkout: 197 of its stock taken. */
const withOneHeld = managedEvent({
  ticketTypes: [{ ...ticketType({ quantity: 460, soldQuantity: 197 }), sold: 196, held: 1 }],
});

describe('the edit form on what a ticket type has sold', () => {
  it('says sold and held apart, never the stock taken as sold', () => {
    const [type] = valuesOf(withOneHeld).ticketTypes;
    expect(soldWords(type)).toBe('196 sold · 1 held in checkouts');
    expect(soldWords({ ...type, held: 0 })).toBe('196 sold');
  });

  it('refuses a quantity below the stock taken, naming the held tickets in the reason', () => {
    const { event, ticketTypes } = valuesOf(withOneHeld);
    const errors = validateEvent(event, [{ ...ticketTypes[0], quantity: 196 }], 'edit');
    expect(errors['ticketTypes.0.quantity']).toBe(
      'Quantity cannot be less than the 197 tickets already sold or held in checkouts.',
    );
    expect(validateEvent(event, [{ ...ticketTypes[0], quantity: 197 }], 'edit')).toEqual({});
  });
});
