import { ApiError } from '@pentas/openapi';
import { delays, toastThenGoTo } from './redirect';

export function isUnauthorized(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

/** A toast, then /api/login `delay` ms after it is on screen (the spec's delay for each case). */
export function toastThenLogIn(title: string, description: string, delay: number) {
  toastThenGoTo({ title, description }, '/api/login', delay);
}

/** Spec section 8's words for a lost session. */
export const LOGGED_OUT = { title: 'Unauthorized', description: 'You are logged out. Logging in again...' };

/** Spec section 8: a lost session shows 'Unauthorized', then /api/login 500 ms later. */
export function logInAgain() {
  toastThenLogIn(LOGGED_OUT.title, LOGGED_OUT.description, delays.unauthorized);
}
