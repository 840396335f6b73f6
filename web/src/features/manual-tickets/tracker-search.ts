import type { TrackerFilters } from './queries';

/**
 * The tracker's address (`/admin/manual-tracker?search=&range=&sort=&direction=&view=`): what a reload
 * or a shared link shows again. Checked by hand like the discover page's: a schema library would land
 * in the entry bundle, where every route's search validation runs (landing budget). A value left out,
 * or one the API does not know, means the default.
 */
export interface TrackerSearch {
  search?: string;
  range?: TrackerFilters['range'];
  sort?: TrackerFilters['sort'];
  direction?: TrackerFilters['direction'];
  view?: TrackerView;
}

export const trackerRanges = ['all', 'today', 'week', 'month'] as const;
export const trackerSorts = ['createdAt', 'totalValue', 'userName', 'eventTitle'] as const;
export const trackerDirections = ['desc', 'asc'] as const;
export const trackerViews = ['table', 'cards'] as const;
export type TrackerView = (typeof trackerViews)[number];

/** The API's bound on a search (`singleLineText` of 100). */
const MAX_SEARCH = 100;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function validateTrackerSearch(search: Record<string, unknown>): TrackerSearch {
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, MAX_SEARCH) : '';
  return {
    search: text || undefined,
    range: oneOf(trackerRanges, search.range),
    sort: oneOf(trackerSorts, search.sort),
    direction: oneOf(trackerDirections, search.direction),
    view: oneOf(trackerViews, search.view),
  };
}

/** What the API is asked for: the address's filters, defaults filled in (newest first, all time). */
export function trackerFilters(search: TrackerSearch): TrackerFilters {
  return {
    search: search.search ?? '',
    range: search.range ?? 'all',
    sort: search.sort ?? 'createdAt',
    direction: search.direction ?? 'desc',
  };
}
