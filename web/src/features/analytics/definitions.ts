import { m } from '@pentas/i18n/messages';

/**
 * What each figure on the Analytics page counts, shown behind its card's 'i'. The API
 * computes them this way (docs/design/analytics-and-box-office.md); these words must stay true to it.
 * Each is a message, called as the page renders (`definitions.revenue()`), so it is in the page's language.
 */
export const definitions = {
  revenue: m.stats_def_revenue,
  serviceFees: m.stats_def_service_fees,
  ticketsSold: m.stats_def_tickets_sold,
  events: m.stats_def_events,
  orders: m.stats_def_orders,
  averagePrice: m.stats_def_average_price,
  averagePriceOverall: m.stats_def_average_price_overall,
  recentTransactions: m.stats_def_recent_transactions,
  breakdown: m.stats_def_breakdown,
  stock: m.stats_def_stock,
  salesRate: m.stats_def_sales_rate,
  payments: m.stats_def_payments,
  trends: m.stats_def_trends,
  checkIns: m.stats_def_check_ins,
  arrivals: m.stats_def_arrivals,
  attribution: m.stats_def_attribution,
} as const;
