import { ApiError } from '@pentas/openapi';
import { toast } from '@/components/ui/sonner';
import { delays, goTo } from './redirect';

export function isUnauthorized(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

/** A toast, then /api/login `delay` ms after it is on screen (the spec's delay for each case). */
export function toastThenLogIn(title: string, description: string, delay: number) {
  toast.error(title, { description }).then(() => setTimeout(() => goTo('/api/login'), delay));
}

/** Spec section 8: a lost session shows 'Unauthorized', then /api/login 500 ms later. */
export function logInAgain() {
  toastThenLogIn('Unauthorized', 'You are logged out. Logging in again...', delays.unauthorized);
}
