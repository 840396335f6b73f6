import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (8 KB gzipped in the entry bundle):
 * components expose variants instead of relying on a caller's class overriding one of theirs.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
