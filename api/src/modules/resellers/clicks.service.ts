import { createHash } from 'node:crypto';
import type { AppDeps } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import { countAttempt } from '../../lib/rate-limit';
import { recordClick } from './clicks.queries';

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

export const tooManyClicks = () => tooManyRequests('Too many visits from this address. Please wait a few minutes.');

/**
 * A visit that arrived with `?ref=CODE`, counted once per browser session. The answer is the same
 * whether the code exists or not (no way to test codes), and bots are answered but not counted.
 */
export async function countClick(
  deps: AppDeps,
  input: { code: string; eventId?: number; sessionId: string },
  client: { address: string; userAgent?: string },
) {
  if (isBot(client.userAgent)) return;
  if ((await countAttempt(deps.db, `affiliate-click:${client.address}`, CLICK_WINDOW_SECONDS)) > CLICK_LIMIT) {
    throw tooManyClicks();
  }
  const sessionHash = createHash('sha256').update(input.sessionId).digest('hex');
  await recordClick(deps.db, input.code, sessionHash, input.eventId);
}
