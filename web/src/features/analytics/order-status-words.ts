import { m } from '@pentas/i18n/messages';
import type { AnalyticsSummary } from './queries';

type OrderStatus = AnalyticsSummary['recentTransactions'][number]['status'];

/** An order's status as staff read it in analytics (the API's words are codes: 'pending'), in the page's language. */
export const orderStatusWords = (status: OrderStatus): string =>
  ({
    completed: m.stats_status_completed(),
    pending: m.stats_status_pending(),
    failed: m.order_status_failed(),
    cancelled: m.status_cancelled(),
  })[status];
