import { describe, expect, it } from 'vitest';
import { isArrayTypeFetchFailure, isKnownDriverFault, isNullSocketWrite } from './driver-faults';

/** The TypeError as Node reports it from postgres.js's setImmediate (upstream #1154). */
function nullWrite(frame: string) {
  const error = new TypeError("Cannot read properties of null (reading 'write')");
  error.stack = `${error.name}: ${error.message}\n    at ${frame}\n    at process.processImmediate (node:internal/timers:485:21)`;
  return error;
}

describe('the postgres.js faults the process survives', () => {
  it('recognises the null-socket write by its shape and its frame in postgres.js', () => {
    expect(
      isNullSocketWrite(nullWrite('Immediate.nextWrite (file:///app/node_modules/postgres/src/connection.js:255:22)')),
    ).toBe(true);
    expect(isNullSocketWrite(nullWrite('nextWrite (/app/node_modules/postgres/cjs/src/connection.js:255:22)'))).toBe(
      true,
    );
  });

  it('lets every other error end the process', () => {
    // The same words from our own code, another library, or another shape.
    expect(isKnownDriverFault(nullWrite('nextWrite (/app/api/src/modules/orders/hold-batches.ts:10:1)'))).toBe(false);
    expect(
      isKnownDriverFault(nullWrite('Immediate.write (file:///app/node_modules/postgres/src/connection.js:1:1)')),
    ).toBe(false);
    const notTypeError = new Error("Cannot read properties of null (reading 'write')");
    notTypeError.stack = nullWrite(
      'Immediate.nextWrite (file:///app/node_modules/postgres/src/connection.js:255:22)',
    ).stack;
    expect(isKnownDriverFault(notTypeError)).toBe(false);
    expect(isKnownDriverFault(new TypeError('x is not a function'))).toBe(false);
    expect(isKnownDriverFault(Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' }))).toBe(
      false,
    );
    expect(isKnownDriverFault(undefined)).toBe(false);
  });

  it("recognises a failure of postgres.js's own array-type fetch by the query it names", () => {
    const error = Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' });
    Object.defineProperty(error, 'query', {
      value: `
      select b.oid, b.typarray
      from pg_catalog.pg_type a
      left join pg_catalog.pg_type b on b.oid = a.typelem
      where a.typcategory = 'A'`,
    });
    expect(isArrayTypeFetchFailure(error)).toBe(true);
    const other = Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' });
    Object.defineProperty(other, 'query', { value: 'select * from orders' });
    expect(isArrayTypeFetchFailure(other)).toBe(false);
  });
});
