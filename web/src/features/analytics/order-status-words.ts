import type { AnalyticsSummary } from './queries';

type OrderStatus = AnalyticsSummary['recentTransactions'][number]['status'];

/** An order's status as staff read it in analytics (the API's words are codes: 'pending'). */
export const orderStatusWords: Record<OrderStatus, string> = {
  completed: 'Completed',
  pending: 'Pending payment',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
