import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse } from 'hono/utils/cookie';
import type { Auth } from '../../lib/auth';

/**
 * The session token in a request's cookie, if its signature is the auth's own: better-auth signs
 * it as `token.base64(HMAC-SHA256(secret, token))`. Checked with node:crypto, synchronously (Web
 * Crypto's key import and thread hop cost more than the hash). Undefined without a cookie or with
 * a bad signature.
 */
export async function signedSessionToken(auth: Auth, cookieHeader: string | null): Promise<string | undefined> {
  if (!cookieHeader) return undefined;
  const { authCookies, secret } = await auth.$context;
  const name = authCookies.sessionToken.name;
  const value = parse(cookieHeader, name)[name];
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

/**
 * Whether better-auth would slide this session's expiry now, which only better-auth should do
 * (`expiresIn` and `updateAge` are its session settings, in seconds).
 */
export async function refreshIsDue(auth: Auth, expiresAt: Date, now = Date.now()) {
  const { expiresIn, updateAge } = (await auth.$context).sessionConfig;
  return expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
}
