import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { localDay } from '../../lib/days';
import { tooManyRequests } from '../../lib/errors';
import { countAttempt } from '../../lib/rate-limit';
import { said } from '../../lib/said';
import { recordClick } from './clicks.queries';
import { RESELLER_ZONE } from './date-range';
import { type Client, isValidVisitToken, storedVisitorOf } from './visit-token';

/** Beacons one client address may send per window: a person sends one per browser session. */
export const CLICK_LIMIT = 30;
export const CLICK_WINDOW_SECONDS = 600;

/**
 * User agents that are not people: crawlers, link previews, monitors, scripts and headless browsers.
 * A missing user agent counts as one too (every browser sends one).
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|preview|facebookexternalhit|embedly|monitor|pingdom|lighthouse|headless|phantom|selenium|puppeteer|playwright|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient/i;

const isBot = (userAgent: string | undefined) => !userAgent || BOT_AGENT.test(userAgent);

export const tooManyClicks = () => tooManyRequests(said(m.problem_tickets_too_many_visits));

/**
 * A visit that arrived with `?ref=CODE`, counted once per code, visitor and day, and only with the
 * visit token of a page this product rendered for that code to this client minutes ago. Anything not
 * counted (unknown code, a bot, a token forged, expired or made for another code or client) gets the
 * same answer, so the endpoint tells nothing about codes or tokens.
 */
export async function countClick(
  deps: AppDeps,
  input: { code: string; eventId?: number; token: string },
  client: Client,
) {
  if (isBot(client.userAgent)) return;
  if ((await countAttempt(deps.db, `affiliate-click:${client.address}`, CLICK_WINDOW_SECONDS)) > CLICK_LIMIT) {
    throw tooManyClicks();
  }
  if (!isValidVisitToken(deps.secret, input.token, input.code, client)) return;
  // The day the row is counted on is the day its hash is made with (one clock, the API's).
  const day = localDay(RESELLER_ZONE);
  await recordClick(
    deps.db,
    { code: input.code, visitorHash: storedVisitorOf(deps.secret, client, input.code, day), day },
    input.eventId,
  );
}
