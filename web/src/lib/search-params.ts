import { notFound } from '@tanstack/react-router';

/** A positive whole number from a URL parameter (an id, in the path or the search), else undefined. */
export function positiveId(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (`YYYY-MM-DD`) from a URL parameter, else undefined. */
export function dayParam(value: unknown): string | undefined {
  return typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/**
 * A reseller page's days (`?dateFrom=&dateTo=`, YYYY-MM-DD on Kuala Lumpur's calendar, both
 * inclusive, decisions.md item 20); either left out means the API's default (the 366 days to today).
 */
export interface DateRange {
  dateFrom?: string;
  dateTo?: string;
}

/** A route's `validateSearch` for those days: well-formed days kept, anything else dropped. */
export function dateRangeSearch(search: Record<string, unknown>): DateRange {
  return { dateFrom: dayParam(search.dateFrom), dateTo: dayParam(search.dateTo) };
}

/**
 * A route's `$id` path parameter (`params`): a positive whole number, else the page's own 'not
 * found' before any request is made.
 */
export const idParam = {
  parse: ({ id }: { id: string }) => {
    const parsed = positiveId(id);
    if (!parsed) throw notFound();
    return { id: parsed };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
