import { ApiError } from '@pentas/openapi';
import { toast } from '@/components/ui/sonner';
import { isUnauthorized, logInAgain } from '@/lib/session-expired';
import type { FormErrors } from './event-form-state';

/** Moves keyboard focus to the first field that has an error. */
export function focusFirstError(errors: FormErrors) {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    if (!field && Object.keys(errors).length)
      document.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
  });
}

/**
 * A failed save: field errors go back onto the form; a lost session logs in again (toast,
 * /api/login after 500 ms); anything else is a toast with the server's words.
 */
export function handleSubmitError(
  error: unknown,
  setErrors: (e: FormErrors) => void,
  fallback: { title: string; message: string },
) {
  if (error instanceof ApiError && error.status === 422 && error.problem.errors?.length) {
    setErrors(error.fieldErrors);
    focusFirstError(error.fieldErrors);
    return;
  }
  if (isUnauthorized(error)) {
    logInAgain();
    return;
  }
  toast.error(fallback.title, {
    description: error instanceof Error && error.message ? error.message : fallback.message,
  });
}
