import { m } from '@pentas/i18n/messages';
import { formatEventDate, formatEventTime } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import { said } from '../../lib/said';
import { TtlCache } from '../../lib/ttl-cache';
import { readPosterForCard } from '../images';
import { getPublicEvent } from './events.service';
import { renderShareCard } from './share-card';

/**
 * Rendered cards are kept per event for this long (and dropped with the catalog cache on any event
 * change through this instance): a card takes tens of milliseconds of CPU, and a link shared in a
 * busy group chat brings its crawlers and previews all at once.
 */
const SHARE_CARD_SECONDS = 600;
/**
 * What a card may be kept for by browsers, crawlers and CDNs. It changes only with its event, and
 * chat apps keep their preview of a link far longer anyway.
 */
export const SHARE_CARD_CACHE = 'public, max-age=3600';
/** At most this many cards (25-300 KB each) are held. */
const SHARE_CARD_ENTRIES = 200;

export function createShareCardCache() {
  return new TtlCache<Buffer>(SHARE_CARD_SECONDS * 1000, SHARE_CARD_ENTRIES);
}

/** 'Sat, 12 Dec 2026 · 7:30 pm' ('7:30 pm WIB' in Jakarta): the start on the event's own clock, as its page shows it. */
function cardWhen(iso: string, timeZone: string) {
  return `${formatEventDate(iso, timeZone)} · ${formatEventTime(iso, timeZone)}`;
}

let drawing: Promise<unknown> = Promise.resolve();
let waiting = 0;
/** Cards a process will queue; past that a crawl is told to come back (429) rather than pile up. */
export const MAX_CARDS_WAITING = 8;

/**
 * Cards are drawn one at a time per process: sharp works in libuv's thread pool, which sign-ins'
 * password hashing and file reads share, so a crawl of many cards at once must not take it over.
 * The queue is bounded, and nothing (the poster's bytes) is held while a card waits its turn.
 */
function oneAtATime<T>(draw: () => Promise<T>): Promise<T> {
  if (waiting >= MAX_CARDS_WAITING) {
    return Promise.reject(tooManyRequests(said(m.problem_checkout_previews_busy)));
  }
  waiting += 1;
  const next = drawing.then(draw, draw).finally(() => {
    waiting -= 1;
  });
  drawing = next.catch(() => undefined);
  return next;
}

/** The share card of a listed event (PNG bytes), 404 as its page when it is not listed. */
export function getShareCard(deps: AppDeps, id: number) {
  return deps.shareCards.get(`card:${id}`, async () => {
    const event = await getPublicEvent(deps, id);
    const text = {
      title: event.title,
      when: cardWhen(event.dateTime, event.timeZone),
      where: `${event.venue}, ${event.location}`,
    };
    return oneAtATime(async () =>
      renderShareCard(text, await readPosterForCard(deps, event.imageUrl, event.imageVariants)),
    );
  });
}
