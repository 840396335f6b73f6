import { parseSigned } from 'hono/utils/cookie';
import type { Auth } from '../../lib/auth';

/**
 * The session token in a request's cookie, if its signature is the auth's own (better-auth and Hono
 * sign cookies alike: `value.base64(HMAC-SHA256(secret, value))`). Undefined without a cookie or
 * with a bad signature.
 */
export async function signedSessionToken(auth: Auth, cookieHeader: string | null): Promise<string | undefined> {
  if (!cookieHeader) return undefined;
  const { authCookies, secret } = await auth.$context;
  const name = authCookies.sessionToken.name;
  const token = (await parseSigned(cookieHeader, secret, name))[name];
  return token || undefined;
}

/**
 * Whether better-auth would slide this session's expiry now, which only better-auth should do
 * (`expiresIn` and `updateAge` are its session settings, in seconds).
 */
export async function refreshIsDue(auth: Auth, expiresAt: Date, now = Date.now()) {
  const { expiresIn, updateAge } = (await auth.$context).sessionConfig;
  return expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
}
