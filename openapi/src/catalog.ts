/** The one category list (decisions.md item 2): create, edit, filters and badges all use it (names: web/src/features/events/catalog-words.ts). */
export const categorySlugs = ['music', 'technology', 'cultural', 'sports', 'business', 'art', 'food', 'other'] as const;
export type CategorySlug = (typeof categorySlugs)[number];

/** The discover page's location filter values, matched against the event's country. */
export const countries = ['malaysia', 'singapore', 'thailand', 'indonesia', 'philippines'] as const;
export type Country = (typeof countries)[number];

/** Date filter values, computed in Asia/Kuala_Lumpur (decisions.md item 3). */
export const dateFilters = ['this-week', 'this-month', 'next-month'] as const;

export const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';
