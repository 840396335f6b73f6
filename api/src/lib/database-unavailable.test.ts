import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    'CONNECTION_CLOSED',
    'CONNECTION_ENDED',
    'CONNECTION_DESTROYED',
    'CONNECT_TIMEOUT',
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

  it.each(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])(
    "%s on a query's error (postgres.js sets `query`, drizzle's wrapper has it) means the database is away",
    (code) => {
      const fromDriver = Object.assign(withCode(code), { query: 'select 1' });
      expect(isDatabaseUnavailable(fromDriver)).toBe(true);
      const wrapped = Object.assign(new Error('Failed query: select 1'), {
        query: 'select 1',
        params: [],
        cause: withCode(code),
      });
      expect(isDatabaseUnavailable(wrapped)).toBe(true);
    },
  );

  it.each(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])(
    '%s from another client (object storage, a payment provider) is not about the database',
    (code) => {
      expect(isDatabaseUnavailable(withCode(code))).toBe(false);
      const sdkError = Object.assign(new Error('socket hang up'), { code, $metadata: { attempts: 3 } });
      expect(isDatabaseUnavailable(Object.assign(new Error('upload failed'), { cause: sdkError }))).toBe(false);
    },
  );

  it.each(['08P01', '23505', '40001', '22021', 'ENOENT'])('%s is about the request, not the database', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(false);
  });

  it('is false for errors without a code', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
