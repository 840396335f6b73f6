import { m } from '@pentas/i18n/messages';
import { intlLocale } from '@pentas/openapi';
import type { AffiliateBadge } from './queries';

/** Each badge's name in the page's language, by its id (the API's `name` is English). */
const badgeNames: Record<AffiliateBadge['id'], () => string> = {
  'first-sale': m.resell_badge_first_sale,
  'rising-star': m.resell_badge_rising_star,
  'sales-champion': m.resell_badge_sales_champion,
  'sales-legend': m.resell_badge_sales_legend,
  'revenue-starter': m.resell_badge_revenue_starter,
  'revenue-master': m.resell_badge_revenue_master,
  'people-person': m.resell_badge_people_person,
  'network-builder': m.resell_badge_network_builder,
};

/** A badge's name: 'Rising Star'; the API's own for a badge this page does not know yet. */
export function badgeName(badge: Pick<AffiliateBadge, 'id' | 'name'>) {
  return badgeNames[badge.id]?.() ?? badge.name;
}

/** What a badge asks for, in words: '10 sales', 'RM 1,000 in sales', '25 unique customers'. */
export function badgeGoal(badge: Pick<AffiliateBadge, 'kind' | 'threshold'>) {
  const n = badge.threshold.toLocaleString(intlLocale());
  if (badge.kind === 'revenue') return m.resell_goal_revenue({ amount: n });
  if (badge.kind === 'customers') return m.resell_goal_customers({ count: n });
  return m.resell_sale_count({ count: badge.threshold, shown: n });
}

/** How far along, in the badge's unit: '7 / 10'. */
export function badgeProgress(badge: Pick<AffiliateBadge, 'kind' | 'threshold' | 'progress'>) {
  const prefix = badge.kind === 'revenue' ? 'RM ' : '';
  return `${prefix}${badge.progress.toLocaleString(intlLocale())} / ${prefix}${badge.threshold.toLocaleString(intlLocale())}`;
}
