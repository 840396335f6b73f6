import { m } from '@pentas/i18n/messages';
import { ApiError, type Problem } from '@pentas/openapi';

/** A toast's words. Without a description the toast says the server's own detail. */
export interface ToastWords {
  title: string;
  /** Fixed words, said whatever the server said. */
  description?: string;
  /**
   * Said when the API gave no words of its own: no problem with a `code` (a lost connection, a
   * proxy's error page). E.g. 'Delete Failed' with the server's message, or 'Failed to delete event'.
   */
  otherwise?: string;
}

/**
 * The toasts for failed calls, chosen by the problem's `code` (the API's stable,
 * machine-readable name for what went wrong), never by the words of its `detail`. A field failure
 * (`validation_failed`) is named by its field: `validation_failed:currency`.
 */
const toastsByCode = (): Partial<Record<Problem['code'] | `validation_failed:${string}`, ToastWords>> => ({
  // Starting checkout
  payment_provider_unavailable: {
    title: m.toast_payment_system_title(),
    description: m.toast_payment_system_text(),
  },
  'validation_failed:currency': {
    title: m.toast_currency_title(),
    description: m.toast_currency_text(),
  },
  not_enough_tickets: { title: m.checkout_error_title() },
  prices_changed: { title: m.checkout_error_title() },
  too_many_pending: { title: m.checkout_error_title() },
  free_ticket_limit: { title: m.checkout_error_title() },
  order_cancelled: { title: m.checkout_error_title() },
  // Resuming or starting again a pending order
  hold_expired: { title: m.toast_hold_expired() },
  order_started_again: { title: m.checkout_error_title() },
  // Deleting an order
  order_completed: {
    title: m.toast_cannot_delete(),
    description: m.toast_completed_order_text(),
  },
  order_failed: { title: m.toast_cannot_delete() },
  order_changed: { title: m.toast_cannot_delete() },
  payment_processing: { title: m.toast_cannot_delete() },
  // A code at checkout, refused by the hold (others bought with it meanwhile): what to do next.
  promo_code_used_up: {
    title: m.toast_code_used_up_title(),
    description: m.toast_code_used_up_text(),
  },
  promo_code_limit_per_buyer: { title: m.toast_code_limit_per_buyer() },
  promo_code_not_valid: { title: m.toast_code_not_valid() },
});

/** The table's key for a failure: its code, a field failure by its first field. */
function problemKey(error: unknown): keyof ReturnType<typeof toastsByCode> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { code, errors } = error.problem;
  return code === 'validation_failed' && errors?.length ? `${code}:${errors[0].path}` : code;
}

/** The server's words for a failure: a field failure's own message, else the problem's detail. */
function serverDetail(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.problem.errors?.[0]?.message ?? error.message;
  return error instanceof Error && error.message ? error.message : undefined;
}

/** The API's own words: a problem it answered (every one carries a code), not a status text. */
function apiDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.problem.code) return undefined;
  return error.problem.errors?.[0]?.message ?? (error.problem.detail || undefined);
}

/**
 * The toast for a failed call: the table's entry for its code, else the action's own `fallback`
 * ('Checkout Error' with the server message, 'Error: Failed to delete order', ...).
 */
export function errorToast(error: unknown, fallback: ToastWords): { title: string; description: string } {
  const key = problemKey(error);
  const words = (key && toastsByCode()[key]) || fallback;
  const detail = fallback.otherwise === undefined ? serverDetail(error) : apiDetail(error);
  return {
    title: words.title,
    description: words.description ?? detail ?? fallback.otherwise ?? m.toast_unexpected(),
  };
}
