import { ApiError } from '@pentas/openapi';
import { toast } from '@/components/ui/sonner';
import { delays, goTo } from './redirect';

export function isUnauthorized(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

/** Spec section 8: a lost session shows 'Unauthorized', then /api/login 500 ms later. */
export function logInAgain() {
  toast
    .error('Unauthorized', { description: 'You are logged out. Logging in again...' })
    .then(() => setTimeout(() => goTo('/api/login'), delays.unauthorized));
}
