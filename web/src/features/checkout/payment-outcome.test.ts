import { describe, expect, it } from 'vitest';
import { adviceFor, cardAdvice, declined, intentIdOf, onlineBankingAdvice, unsettled } from './payment-outcome';

describe('payment outcomes', () => {
  it('finds the intent of a client secret', () => {
    expect(intentIdOf('pi_3Abc_secret_xyz')).toBe('pi_3Abc');
    expect(intentIdOf('pi_demo_4f1e_secret_77')).toBe('pi_demo_4f1e');
  });

  it.each([
    ['payment_method_not_available', onlineBankingAdvice()],
    ['fpx_bank_error', onlineBankingAdvice()],
    ['bank_account_restricted', onlineBankingAdvice()],
    ['card_declined', cardAdvice()],
    ['insufficient_funds', cardAdvice()],
    ['expired_card', null],
    [null, null],
  ])('advice for %s', (code, advice) => {
    expect(adviceFor(code)).toBe(advice);
  });

  it('titles card declines as card errors, with words a buyer understands', () => {
    expect(declined('card_declined')).toEqual({
      title: 'Card Error',
      message: 'Your card was declined.',
      advice: cardAdvice(),
    });
    expect(declined('fpx_bank_error').title).toBe('Payment Failed');
    expect(declined(null, 'Stripe says no').message).toBe('Stripe says no');
  });

  it('reports a status other than succeeded', () => {
    expect(unsettled('processing').message).toBe(
      'Payment status: processing. Please contact support if you need assistance.',
    );
  });
});
