import { describe, expect, it } from 'vitest';
import { checkoutErrorToast } from './checkout-errors';

describe('checkout start errors (spec section 8)', () => {
  it.each([
    ['Your cart is empty', 'Cart is Empty'],
    ['The payment currency (SGD) does not match the event currency (MYR)', 'Currency Error'],
    ['Our payment system (Stripe) is temporarily unavailable.', 'Payment System Error'],
    ['Only 2 tickets available for VIP.', 'Checkout Error'],
  ])('%s → %s', (message, title) => {
    expect(checkoutErrorToast(message).title).toBe(title);
  });

  it('keeps the server message, or says an unexpected error occurred', () => {
    expect(checkoutErrorToast('Only 2 tickets available for VIP.').description).toBe(
      'Only 2 tickets available for VIP.',
    );
    expect(checkoutErrorToast(undefined).description).toBe('An unexpected error occurred');
  });
});
