import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import type { Queryable } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { can } from '../../lib/permissions';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { findAnalyticsEvent } from './analytics.queries';

const NO_ANALYTICS = said(m.problem_account_no_analytics);

/** Only roles with view-analytics (organizers, admins) see any analytics: others 403. */
export function assertMayViewAnalytics(user: SessionUser) {
  if (!can(user.role, 'view-analytics')) throw forbidden(NO_ANALYTICS);
}

/** Whose events a caller's analytics cover: an organizer's own; undefined (all) for admins. */
export function analyticsScope(user: SessionUser): string | undefined {
  return can(user.role, 'manage-all-events') ? undefined : user.id;
}

/**
 * The event whose analytics `user` may see. Another organizer's event is a 404, exactly as
 * an unknown or deleted one (its existence is not revealed); a role without analytics is a 403.
 */
export async function loadAnalyticsEvent(db: Queryable, user: SessionUser, id: number) {
  assertMayViewAnalytics(user);
  const event = await findAnalyticsEvent(db, id);
  const owner = analyticsScope(user);
  if (!event || event.deletedAt || (owner !== undefined && event.organizerId !== owner)) {
    throw notFound(said(m.problem_event_not_found));
  }
  return event;
}

/**
 * Figures computed at most once per key every ANALYTICS_CACHE_SECONDS on this instance, concurrent
 * askers sharing one computation: a dashboard refreshing every few seconds, open in many tabs, costs
 * the database one aggregate per interval. Authorisation above stays per request.
 */
export function cachedFigures<T>(deps: AppDeps, key: string, compute: () => Promise<T>): Promise<T> {
  return deps.analyticsCache.get(key, compute) as Promise<T>;
}
