import { useCallback, useRef } from 'react';

/**
 * The Idempotency-Key of a form: made when it is first sent, the same for every send of the same
 * filled-in form (a retry after a lost answer, a double click), and dropped by `renew` when the form
 * changes or has succeeded, so the next send is a new request with a new key.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => {
    key.current ??= crypto.randomUUID();
    return key.current;
  }, []);
  const renew = useCallback(() => {
    key.current = null;
  }, []);
  return { current, renew };
}
