/** Muted tint per category (DESIGN 'Category badges each have a muted tint'). */
const tints: Record<string, string> = {
  music: 'bg-violet-100 text-violet-800 dark:bg-violet-900/60 dark:text-violet-100',
  technology: 'bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-100',
  cultural: 'bg-orange-100 text-orange-800 dark:bg-orange-900/60 dark:text-orange-100',
  sports: 'bg-lime-100 text-lime-800 dark:bg-lime-900/60 dark:text-lime-100',
  business: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  art: 'bg-pink-100 text-pink-800 dark:bg-pink-900/60 dark:text-pink-100',
  food: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  other: 'bg-teal-100 text-teal-800 dark:bg-teal-900/60 dark:text-teal-100',
};

export function categoryTint(slug: string) {
  return tints[slug] ?? tints.other;
}

export function categoryFallbackImage(slug: string) {
  return `/posters/fallback-${slug in tints ? slug : 'other'}.svg`;
}
