import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';
import { StorageFailed } from './storage-failed';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    'CONNECTION_CLOSED',
    'CONNECTION_ENDED',
    'CONNECTION_DESTROYED',
    'CONNECT_TIMEOUT',
    'ECONNREFUSED',
    'ECONNRESET',
    '57P01',
    '57P02',
    '57P03',
    '08006',
    '08001',
    '53300',
  ])('%s means the database is away', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it("sees the driver's error through drizzle's wrapper", () => {
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: withCode('57P01') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it.each(['08P01', '23505', '40001', '22021', 'ENOENT'])('%s is about the request, not the database', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(false);
  });

  it('is false for errors without a code', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it("is false for the object store's socket errors, which its provider marks as its own", () => {
    expect(isDatabaseUnavailable(new StorageFailed(withCode('ECONNRESET')))).toBe(false);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('upload'), { cause: new StorageFailed(withCode('ECONNREFUSED')) })),
    ).toBe(false);
  });
});
