import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-call';
import type { Auth } from './auth';

// better-call is pinned in api/package.json to the exact version better-auth pins, so this parser
// is the one better-auth reads the cookie with; keep the two equal when upgrading better-auth.

/** Length of a base64 HMAC-SHA256 with its padding, the only form better-auth writes. */
const SIGNATURE_LENGTH = 44;

/**
 * The session token in a request's cookie, if better-auth itself would accept it: read with its own
 * cookie parser (the first cookie of that name), signed as `token.base64(HMAC-SHA256(secret, token))`,
 * the signature in exactly the text form it writes. Checked with node:crypto, synchronously (Web
 * Crypto's key import and thread hop cost more than the hash). Undefined otherwise.
 */
export async function signedSessionToken(auth: Auth, cookieHeader: string | null): Promise<string | undefined> {
  if (!cookieHeader) return undefined;
  const { authCookies, secret } = await auth.$context;
  const value = parseCookies(cookieHeader).get(authCookies.sessionToken.name);
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === SIGNATURE_LENGTH &&
    expected.length === SIGNATURE_LENGTH &&
    timingSafeEqual(signature, expected)
    ? token
    : undefined;
}

/**
 * The instant a session must expire after to be live and not yet due for better-auth's sliding
 * refresh, which only better-auth should do (`expiresIn` and `updateAge` are its session settings, in
 * seconds): a session expiring later can be used as it is.
 */
export async function refreshDueUntil(auth: Auth, now = Date.now()) {
  const { expiresIn, updateAge } = (await auth.$context).sessionConfig;
  return new Date(now + (expiresIn - updateAge) * 1000);
}

/** Whether better-auth would slide this session's expiry now. */
export async function refreshIsDue(auth: Auth, expiresAt: Date, now = Date.now()) {
  return expiresAt.getTime() <= (await refreshDueUntil(auth, now)).getTime();
}
