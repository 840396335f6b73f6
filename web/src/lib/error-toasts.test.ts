import { ApiError, type Problem } from '@pentas/openapi';
import { describe, expect, it } from 'vitest';
import { errorToast } from './error-toasts';

const problem = (status: number, fields: Partial<Problem>) => new ApiError(status, { title: 'x', ...fields });
const checkout = { title: 'Checkout Error' };

describe('toasts for failed calls, by code', () => {
  it('names the payment system by its code, whatever the detail says', () => {
    const unavailable = problem(502, { code: 'payment_provider_unavailable', detail: 'Upstream timed out.' });
    expect(errorToast(unavailable, checkout)).toEqual({
      title: 'Payment System Error',
      description: 'Our payment system is temporarily unavailable. Please try again in a few moments.',
    });
  });

  it('never picks a toast by the words of a detail', () => {
    const short = problem(409, { code: 'not_enough_tickets', detail: 'Only 2 tickets available for Stripe Lounge.' });
    expect(errorToast(short, checkout)).toEqual({
      title: 'Checkout Error',
      description: 'Only 2 tickets available for Stripe Lounge.',
    });
  });

  it('names a currency field failure a Currency Error', () => {
    const currency = problem(422, {
      code: 'validation_failed',
      detail: 'x',
      errors: [{ path: 'currency', message: 'The payment currency (SGD) does not match the event currency (MYR)' }],
    });
    expect(errorToast(currency, checkout).title).toBe('Currency Error');
  });

  it("says another field's own message, the detail, or that an unexpected error occurred", () => {
    const field = problem(422, {
      code: 'validation_failed',
      detail: 'x',
      errors: [{ path: 'orderItems.0.ticketTypeId', message: 'This ticket type is not on sale for this event' }],
    });
    expect(errorToast(field, checkout)).toEqual({
      title: 'Checkout Error',
      description: 'This ticket type is not on sale for this event',
    });
    expect(errorToast(new Error('No items in cart'), checkout).description).toBe('No items in cart');
    expect(errorToast('??', checkout).description).toBe('An unexpected error occurred');
  });

  it("keeps an action's fixed fallback words, and the 'Cannot Delete' words for a completed order", () => {
    const deletion = { title: 'Error', description: 'Failed to delete order' };
    expect(errorToast(problem(404, { code: 'not_found', detail: 'Order not found.' }), deletion)).toEqual(deletion);
    expect(errorToast(problem(409, { code: 'order_completed', detail: 'Paid.' }), deletion)).toEqual({
      title: 'Cannot Delete',
      description: 'Completed orders with tickets cannot be deleted. Contact support if needed.',
    });
  });

  it("says the API's detail, or the action's words when the API said nothing of its own", () => {
    const deletion = { title: 'Delete Failed', otherwise: 'Failed to delete event' };
    const missing = problem(404, { code: 'not_found', detail: 'Event not found.' });
    expect(errorToast(missing, deletion)).toEqual({ title: 'Delete Failed', description: 'Event not found.' });
    // A proxy's 502 has no code: unwrap's status text is not the API's words.
    expect(errorToast(problem(502, { detail: 'Bad Gateway' }), deletion).description).toBe('Failed to delete event');
    expect(errorToast(new TypeError('Failed to fetch'), deletion).description).toBe('Failed to delete event');
  });
});
