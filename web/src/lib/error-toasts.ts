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
const toastsByCode: Partial<Record<Problem['code'] | `validation_failed:${string}`, ToastWords>> = {
  // Starting checkout
  payment_provider_unavailable: {
    title: 'Payment System Error',
    description: 'Our payment system is temporarily unavailable. Please try again in a few moments.',
  },
  'validation_failed:currency': {
    title: 'Currency Error',
    description: "There's an issue with the payment currency. Please refresh and try again.",
  },
  not_enough_tickets: { title: 'Checkout Error' },
  prices_changed: { title: 'Checkout Error' },
  too_many_pending: { title: 'Checkout Error' },
  free_ticket_limit: { title: 'Checkout Error' },
  order_cancelled: { title: 'Checkout Error' },
  // Resuming or starting again a pending order
  hold_expired: { title: 'Hold Expired' },
  order_started_again: { title: 'Checkout Error' },
  // Deleting an order
  order_completed: {
    title: 'Cannot Delete',
    description: 'Completed orders with tickets cannot be deleted. Contact support if needed.',
  },
  order_failed: { title: 'Cannot Delete' },
  order_changed: { title: 'Cannot Delete' },
  payment_processing: { title: 'Cannot Delete' },
  // A code at checkout, refused by the hold (others bought with it meanwhile): what to do next.
  promo_code_used_up: {
    title: 'Not enough uses left on your code',
    description:
      'Other buyers used it while you chose. Choose fewer tickets, or remove the code to pay the normal price.',
  },
  promo_code_limit_per_buyer: { title: 'Your code has a limit per buyer' },
  promo_code_not_valid: { title: 'Your code no longer works' },
};

/** The table's key for a failure: its code, a field failure by its first field. */
function problemKey(error: unknown): keyof typeof toastsByCode | undefined {
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
  const words = (key && toastsByCode[key]) || fallback;
  const detail = fallback.otherwise === undefined ? serverDetail(error) : apiDetail(error);
  return {
    title: words.title,
    description: words.description ?? detail ?? fallback.otherwise ?? 'An unexpected error occurred',
  };
}
