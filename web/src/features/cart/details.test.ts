import { describe, expect, it } from 'vitest';
import { validateDetails } from './details';

describe('customer details', () => {
  it('accepts a name of 2 to 100 characters and a valid e-mail', () => {
    expect(validateDetails({ fullName: 'Al', email: 'al@example.my' })).toEqual({});
    expect(validateDetails({ fullName: 'x'.repeat(100), email: 'a@b.co' })).toEqual({});
  });

  it('gives the messages for a short name and a bad e-mail', () => {
    expect(validateDetails({ fullName: ' A ', email: 'nope' })).toEqual({
      fullName: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email address',
    });
    expect(validateDetails({ fullName: 'x'.repeat(101), email: 'a@b.co' }).fullName).toBe('Full name too long');
  });
});
