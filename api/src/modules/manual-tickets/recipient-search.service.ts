import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import type { Database } from '../../db/client';
import { RateLimitedError } from '../../lib/errors';
import { roleOf } from '../../lib/permissions';
import { secondsLeftInWindow, takeSlot } from '../../lib/rate-limit';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { reachOf } from './reach';
import { buyersOfEventsBy, recipientsIssuedBy, searchExactOrOwn, searchUsers } from './recipient-search.queries';

/** `GET /api/admin/search-users` answers at most 20 matches: a short query never lists every user. */
export const MAX_RECIPIENTS = 20;
/** Searches an organizer or reseller may make per window: a few recipients a minute, not a dictionary. */
export const RECIPIENT_SEARCHES_PER_WINDOW = 60;
export const RECIPIENT_SEARCH_WINDOW_SECONDS = 300;

/**
 * The box office's recipient search (docs/decisions.md item 28); the schema has checked the length.
 * - Admins (reach `all`): any part of any user's e-mail or name, with the role, as the spec says;
 *   they list every user in the admin panel anyway.
 * - Organizers and resellers: the account whose e-mail is exactly the query, and partial matches
 *   only among their own past buyers (organizers: completed orders for their events that are not
 *   deleted, whose e-mails their attendee export shows; resellers: whom they issued tickets to, as
 *   their sales history shows). No role. RECIPIENT_SEARCHES_PER_WINDOW each, then a 429 with
 *   Retry-After, so guessing whole addresses stays slow.
 */
export async function searchRecipients(deps: AppDeps, user: SessionUser, query: string) {
  const reach = reachOf(user);
  if (reach.kind === 'all') {
    const rows = await searchUsers(deps.db, query, MAX_RECIPIENTS);
    return { users: rows.map((row) => ({ ...row, role: roleOf(row.role) })) };
  }
  await spendOneSearch(deps.db, user.id);
  const own = reach.kind === 'own-events' ? buyersOfEventsBy(reach.userId) : recipientsIssuedBy(reach.userId);
  return { users: await searchExactOrOwn(deps.db, own, query, MAX_RECIPIENTS) };
}

/**
 * Every other look-up of an account by its address by an organizer or reseller (an issue, a grant)
 * spends one of the same searches: otherwise those would answer, unlimited, whether an address has an
 * account. Admins are not limited. Call it before the look-up's transaction, so a refusal inside it
 * (no such account) cannot roll the spent search back.
 */
export async function spendLookupOf(db: Database, user: SessionUser) {
  if (reachOf(user).kind !== 'all') await spendOneSearch(db, user.id);
}

/** Takes one of the caller's searches of the window (one conditional statement), or refuses with when to retry. */
async function spendOneSearch(db: Database, userId: string) {
  const key = `recipient-search:${userId}`;
  if (await takeSlot(db, key, RECIPIENT_SEARCH_WINDOW_SECONDS, RECIPIENT_SEARCHES_PER_WINDOW)) return;
  throw tooManySearches(await secondsLeftInWindow(db, key, RECIPIENT_SEARCH_WINDOW_SECONDS));
}

/** The refusal, saying in words when to try again (Retry-After says it in seconds). */
export function tooManySearches(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const words =
    retryAfterSeconds < 60
      ? retryAfterSeconds === 1
        ? said(m.problem_tickets_too_many_searches_second, { count: retryAfterSeconds })
        : said(m.problem_tickets_too_many_searches_seconds, { count: retryAfterSeconds })
      : minutes === 1
        ? said(m.problem_tickets_too_many_searches_minute, { count: minutes })
        : said(m.problem_tickets_too_many_searches_minutes, { count: minutes });
  return new RateLimitedError(words, retryAfterSeconds);
}
