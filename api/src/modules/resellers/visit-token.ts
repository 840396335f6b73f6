import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The visit token: proof that a `?ref=` visit came from a page this product rendered, for this code,
 * to this client, minutes ago. The page carries it (modules/pages puts it in the head); the click
 * beacon sends it back. `issuedAt.mac`, where mac is an HMAC with the server's secret over the code,
 * the issue time and the visitor, so it cannot be made without the secret, moved to another code or
 * client, or used after VISIT_TOKEN_MINUTES.
 */
export const VISIT_TOKEN_MINUTES = 10;

/** A `?ref=` worth a token: what the web app remembers as a code (web/src/routes/__root.tsx). */
export const AFFILIATE_REF = /^[\w-]{1,64}$/;

/** A client: the address (a /64 for IPv6) and user agent it was rendered to. */
export interface Client {
  address: string;
  userAgent?: string;
}

const mac = (secret: string, label: string, text: string) =>
  createHmac('sha256', secret).update(`${label}:${text}`).digest('base64url');

/**
 * Who a visit is from: a keyed hash of the client's address and user agent (a browser on a network),
 * the same on the page and on its beacon, which binds the token to its client. Never stored.
 */
const visitorOf = (secret: string, client: Client) =>
  mac(secret, 'affiliate-visitor', `${client.address}\n${client.userAgent ?? ''}`);

/**
 * What a counted visit stores of its visitor: a keyed hash over the day, the code and the client, so
 * it tells apart the visitors of one code on one day (all the count needs) and nothing more: the same
 * person has another hash the next day and under another code, so rows cannot be joined into a trail.
 */
export const storedVisitorOf = (secret: string, client: Client, code: string, day: string) =>
  mac(secret, 'affiliate-visit', `${day}\n${code}\n${client.address}\n${client.userAgent ?? ''}`);

const signature = (secret: string, code: string, issuedAt: number, visitor: string) =>
  mac(secret, 'affiliate-visit-token', `${code}\n${issuedAt}\n${visitor}`);

/** The token a page rendered for `client` with `?ref=code` carries. */
export function issueVisitToken(secret: string, code: string, client: Client, now = Date.now()) {
  const issuedAt = Math.floor(now / 1000);
  return `${issuedAt}.${signature(secret, code, issuedAt, visitorOf(secret, client))}`;
}

export const VISIT_TOKEN_PATTERN = /^\d{1,12}\.[\w-]{43}$/;

/** Whether `token` was issued by this server for `code` to `client`, and is not yet expired. */
export function isValidVisitToken(secret: string, token: string, code: string, client: Client, now = Date.now()) {
  if (!VISIT_TOKEN_PATTERN.test(token)) return false;
  const [issuedText, given] = token.split('.');
  const issuedAt = Number(issuedText);
  const age = now / 1000 - issuedAt;
  // A little slack into the future: instances' clocks differ by a second or two.
  if (age > VISIT_TOKEN_MINUTES * 60 || age < -30) return false;
  const expected = Buffer.from(signature(secret, code, issuedAt, visitorOf(secret, client)));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
