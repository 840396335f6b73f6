import type { z } from '@hono/zod-openapi';
import { fromMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { pageWindow } from '../../lib/pagination';
import type { SessionUser } from '../../lib/session-user';
import { reachOf } from './reach';
import { recordPage, recordSummary } from './tracker.queries';
import type { ManualTicketListQuery, TrackerFilterQuery } from './tracker.schemas';

/**
 * `GET /api/admin/manual-tickets`: a page of the records the caller may see (admins all,
 * organizers those of their events, resellers their own), filtered, sorted and paged in SQL.
 */
export async function listManualTickets(
  deps: AppDeps,
  user: SessionUser,
  query: z.infer<typeof ManualTicketListQuery>,
) {
  const { rows, total } = await recordPage(deps.db, reachOf(user), query, pageWindow(query));
  const items = rows.map(({ totalMinor, createdAt, ...row }) => ({
    ...row,
    totalValue: fromMinor(totalMinor),
    createdAt: createdAt.toISOString(),
  }));
  return { items, total };
}

const amounts = (pairs: { currency: string; minor: number | null }[]) =>
  pairs.flatMap(({ currency, minor }) => (minor === null ? [] : [{ currency, amount: fromMinor(Number(minor)) }]));

/**
 * `GET /api/admin/manual-tickets-summary`: the cards and the chart of the same records and
 * filters as the list; money per currency, never added across currencies (decisions.md items 11, 17).
 */
export async function manualTicketSummary(deps: AppDeps, user: SessionUser, query: z.infer<typeof TrackerFilterQuery>) {
  const summary = await recordSummary(deps.db, reachOf(user), query);
  return {
    totalTickets: summary.tickets,
    uniqueUsers: summary.users,
    totalValue: amounts(summary.values.map((v) => ({ currency: v.currency, minor: v.minor }))),
    thisMonth: {
      tickets: summary.monthTickets,
      totalValue: amounts(summary.values.map((v) => ({ currency: v.currency, minor: v.monthMinor }))),
    },
    daily: summary.daily,
  };
}
