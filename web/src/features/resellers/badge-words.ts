import { intlLocale } from '@pentas/openapi';
import type { AffiliateBadge } from './queries';

/** What a badge asks for, in words: '10 sales', 'RM 1,000 in sales', '25 unique customers'. */
export function badgeGoal(badge: Pick<AffiliateBadge, 'kind' | 'threshold'>) {
  const n = badge.threshold.toLocaleString(intlLocale());
  if (badge.kind === 'revenue') return `RM ${n} in sales`;
  if (badge.kind === 'customers') return `${n} unique customers`;
  return badge.threshold === 1 ? '1 sale' : `${n} sales`;
}

/** How far along, in the badge's unit: '7 / 10'. */
export function badgeProgress(badge: Pick<AffiliateBadge, 'kind' | 'threshold' | 'progress'>) {
  const prefix = badge.kind === 'revenue' ? 'RM ' : '';
  return `${prefix}${badge.progress.toLocaleString(intlLocale())} / ${prefix}${badge.threshold.toLocaleString(intlLocale())}`;
}
