import { describe, expect, it } from 'vitest';
import { transferEmailProblem } from './transfer-dialog';

describe('ticket transfer e-mail', () => {
  it("gives 'Email Required' when empty and 'Invalid Email' without an @", () => {
    expect(transferEmailProblem('  ')).toEqual({
      title: 'Email Required',
      description: 'Please enter a valid email address',
    });
    expect(transferEmailProblem('chloe.example.com')).toEqual({
      title: 'Invalid Email',
      description: 'Please enter a valid email address',
    });
    expect(transferEmailProblem('chloe@example.com')).toBeNull();
  });
});
