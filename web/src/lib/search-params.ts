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

/** A UUID as the API's `z.uuid()` takes it (an RFC 9562 version and variant). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A route's `$orderId` path parameter (`params`): a UUID, else the page's own 'not found' before any request. */
export const orderIdParam = {
  parse: ({ orderId }: { orderId: string }) => {
    if (!UUID.test(orderId)) throw notFound();
    return { orderId: orderId.toLowerCase() };
  },
  stringify: ({ orderId }: { orderId: string }) => ({ orderId }),
};

/** A route's `$mailId` path parameter (the mail viewer's): a UUID, else the page's own 'not found'. */
export const mailIdParam = {
  parse: ({ mailId }: { mailId: string }) => {
    if (!UUID.test(mailId)) throw notFound();
    return { mailId: mailId.toLowerCase() };
  },
  stringify: ({ mailId }: { mailId: string }) => ({ mailId }),
};
