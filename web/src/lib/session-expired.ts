import { m } from '@pentas/i18n/messages';
import { ApiError } from '@pentas/openapi';
import { delays, toastThenGoTo } from './redirect';

export function isUnauthorized(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

/** A toast, then /api/login `delay` ms after it is on screen (each case has its delay, `delays`). */
export function toastThenLogIn(title: string, description: string, delay: number) {
  toastThenGoTo({ title, description }, '/api/login', delay);
}

/** A lost session shows 'Unauthorized', then /api/login 500 ms later. */
export function logInAgain() {
  toastThenLogIn(m.auth_unauthorized(), m.auth_logged_out(), delays.unauthorized);
}
