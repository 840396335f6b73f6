/**
 * Checks a JSON-LD object against what search engines require of a schema.org Event (Google's
 * Event rich result: name, startDate, location with an address; offers with price, currency,
 * availability and URL). Returns the problems, none when it is valid.
 */
const OFFSET_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const AVAILABILITY = ['https://schema.org/InStock', 'https://schema.org/SoldOut'];

const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]/.test(value);

/** The value at `keys` inside `value`, or undefined where the path does not exist. */
const at = (value: unknown, ...keys: (string | number)[]): unknown =>
  keys.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined),
    value,
  );

export function eventProblems(value: unknown, expect: { currency: string }): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const isOffsetTime = (v: unknown) => typeof v === 'string' && OFFSET_TIME.test(v);
  check(at(value, '@context') === 'https://schema.org', '@context is not https://schema.org');
  check(at(value, '@type') === 'Event', '@type is not Event');
  check(typeof at(value, 'name') === 'string' && at(value, 'name') !== '', 'no name');
  check(isOffsetTime(at(value, 'startDate')), `startDate without an offset: ${at(value, 'startDate')}`);
  const end = at(value, 'endDate');
  check(end === undefined || isOffsetTime(end), `endDate without an offset: ${end}`);
  check(at(value, 'eventStatus') === 'https://schema.org/EventScheduled', 'eventStatus is not EventScheduled');
  check(
    at(value, 'location', '@type') === 'Place' && typeof at(value, 'location', 'name') === 'string',
    'location is not a named Place',
  );
  check(at(value, 'location', 'address', '@type') === 'PostalAddress', 'location has no PostalAddress');
  const image = at(value, 'image');
  check(Array.isArray(image) && image.length > 0 && image.every(isAbsoluteUrl), 'image is not absolute URLs');
  check(isAbsoluteUrl(at(value, 'url')), 'url is not absolute');
  check(typeof at(value, 'organizer', 'name') === 'string', 'organizer has no name');
  const offers = at(value, 'offers');
  check(Array.isArray(offers) && offers.length > 0, 'no offers');
  for (const [i, offer] of (Array.isArray(offers) ? offers : []).entries()) {
    const price = at(offer, 'price');
    check(at(offer, '@type') === 'Offer', `offers[${i}] is not an Offer`);
    check(typeof price === 'string' && /^\d+(\.\d+)?$/.test(price), `offers[${i}] has no price`);
    check(at(offer, 'priceCurrency') === expect.currency, `offers[${i}] is in ${at(offer, 'priceCurrency')}`);
    check(AVAILABILITY.includes(at(offer, 'availability') as string), `offers[${i}] availability`);
    check(isAbsoluteUrl(at(offer, 'url')), `offers[${i}] url is not absolute`);
  }
  return problems;
}
