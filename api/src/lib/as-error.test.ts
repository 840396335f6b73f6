import { describe, expect, it } from 'vitest';
import { asError } from './as-error';

describe('asError', () => {
  it('keeps an Error as it is', () => {
    const error = new TypeError('bad');
    expect(asError(error)).toBe(error);
  });

  it('says that nothing was given instead of printing undefined', () => {
    expect(asError(undefined).message).toBe('failed without giving a reason (undefined)');
    expect(asError(null).message).toBe('failed without giving a reason (null)');
  });

  it('turns strings and objects into messages', () => {
    expect(asError('port taken').message).toBe('port taken');
    expect(asError({ code: 'EADDRINUSE' }).message).toBe("{ code: 'EADDRINUSE' }");
  });
});
