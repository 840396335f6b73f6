/** The one category list (decisions.md item 2): create, edit, filters and badges all use it. */
export const categories = [
  { slug: 'music', label: 'Music' },
  { slug: 'technology', label: 'Technology' },
  { slug: 'cultural', label: 'Cultural' },
  { slug: 'sports', label: 'Sports' },
  { slug: 'business', label: 'Business' },
  { slug: 'art', label: 'Art' },
  { slug: 'food', label: 'Food' },
  { slug: 'other', label: 'Other' },
] as const;

export type CategorySlug = (typeof categories)[number]['slug'];
export const categorySlugs = categories.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

export function categoryLabel(slug: string): string {
  return categories.find((c) => c.slug === slug)?.label ?? 'Other';
}

/** The discover page's location filter values, matched against the event's country. */
export const countries = ['malaysia', 'singapore', 'thailand', 'indonesia', 'philippines'] as const;

/** Date filter values, computed in Asia/Kuala_Lumpur (decisions.md item 3). */
export const dateFilters = ['this-week', 'this-month', 'next-month'] as const;

export const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';
