import { searchText } from '@/lib/search-text';
import { auditActions } from './audit-words';
import type { AdminEventFilters, AuditAction, AuditFilters } from './queries';

/**
 * The list sections' addresses (`?page=` and their filters): what a reload, a shared link, Back and
 * Forward show again. The routes' `validateSearch` passes them on unchecked, as the tracker's does
 * (it runs in the entry bundle, over the landing page's budget otherwise); they are checked here,
 * split with the pages: a value left out or one the API would refuse is the default.
 */
export interface UsersSearch {
  query?: unknown;
  page?: unknown;
}

export interface EventsSearch {
  query?: unknown;
  deleted?: unknown;
  page?: unknown;
}

export interface AuditSearch {
  action?: unknown;
  actor?: unknown;
  target?: unknown;
  dateFrom?: unknown;
  dateTo?: unknown;
  page?: unknown;
}

/** The API's bound on `page` (six digits). */
const MAX_PAGE = 999_999;

/** A page number from the address: a whole number from 1, else the first page. */
function pageOf(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

const textOf = (value: unknown) => (typeof value === 'string' ? searchText(value) : '');

/** A real calendar day as YYYY-MM-DD (not 30 February), else undefined. */
function dayOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

export const usersFilters = (search: UsersSearch) => ({ query: textOf(search.query), page: pageOf(search.page) });

export const eventsFilters = (search: EventsSearch): AdminEventFilters & { page: number } => ({
  query: textOf(search.query),
  deleted: search.deleted === true || search.deleted === 'true',
  page: pageOf(search.page),
});

/** The audit log's filters: a known action, texts within bounds, real days (a range backwards keeps its start). */
export function auditFilters(search: AuditSearch): { filters: AuditFilters; page: number } {
  const action = auditActions.includes(search.action as AuditAction) ? (search.action as AuditAction) : undefined;
  const actor = textOf(search.actor);
  const target = textOf(search.target);
  const dateFrom = dayOf(search.dateFrom);
  let dateTo = dayOf(search.dateTo);
  if (dateFrom && dateTo && dateTo < dateFrom) dateTo = undefined;
  return {
    filters: {
      ...(action && { action }),
      ...(actor && { actor }),
      ...(target && { target }),
      ...(dateFrom && { dateFrom }),
      ...(dateTo && { dateTo }),
    },
    page: pageOf(search.page),
  };
}

export interface MailSearch {
  status?: unknown;
  recipient?: unknown;
  page?: unknown;
}

const mailStatuses = ['sent', 'pending', 'failed'] as const;

/** The mail viewer's filters: a known status, a recipient within bounds. */
export function mailFilters(search: MailSearch) {
  const status = mailStatuses.find((s) => s === search.status);
  const recipient = textOf(search.recipient).slice(0, 254);
  return {
    filters: { ...(status && { status }), ...(recipient && { recipient }) },
    page: pageOf(search.page),
  };
}
