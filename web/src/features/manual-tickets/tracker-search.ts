import type { TrackerFilters } from './queries';

/**
 * The tracker's address (`/admin/manual-tracker?search=&range=&sort=&direction=&view=`): what a reload
 * or a shared link shows again. The route's `validateSearch` passes these on unchecked: it runs in the
 * entry bundle, where even the lists of allowed values below put the landing page over its budget
 * (budget.spec.ts; no schema library there either). They are checked where they are read, in
 * `trackerFilters` and `trackerView` (split with the page): a value left out, or one the API does not
 * know, is the default.
 */
export interface TrackerSearch {
  search?: unknown;
  range?: unknown;
  sort?: unknown;
  direction?: unknown;
  view?: unknown;
}

// The first of each list is its default.
const trackerRanges = ['all', 'today', 'week', 'month'] as const;
const trackerSorts = ['createdAt', 'totalValue', 'userName', 'eventTitle'] as const;
const trackerDirections = ['desc', 'asc'] as const;
const trackerViews = ['table', 'cards'] as const;
export type TrackerView = (typeof trackerViews)[number];

/** `value` if it is one of `values`, else the first of them. */
const choice = <T extends string>(values: readonly [T, ...T[]], value: unknown): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : values[0];

/** The API's bound on a search (`singleLineText` of 100). */
const MAX_SEARCH = 100;

/** What the API is asked for: the address's filters, defaults filled in (newest first, all time). */
export function trackerFilters(search: TrackerSearch): TrackerFilters {
  return {
    search: typeof search.search === 'string' ? search.search.trim().slice(0, MAX_SEARCH) : '',
    range: choice(trackerRanges, search.range),
    sort: choice(trackerSorts, search.sort),
    direction: choice(trackerDirections, search.direction),
  };
}

export const trackerView = (search: TrackerSearch): TrackerView => choice(trackerViews, search.view);
