import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-call';

/**
 * A browser that has signed in to an account before carries a mark for it (an httpOnly cookie), so
 * the per-account ceiling on failed sign-ins, which guessing spread over many addresses would hit,
 * never refuses the account's owner on their own devices (docs/decisions.md item 14). A mark is
 * HMAC-SHA256(secret, 'known-device:' + e-mail) cut to 22 base64url characters: nobody without the
 * secret can make one, and it names no account. A browser keeps the marks of its last MAX_MARKS accounts.
 * See docs/design/accounts-and-sessions.md.
 */
const KNOWN_DEVICE_COOKIE = 'pentas.known_device';
const MAX_MARKS = 5;
const MARK_LENGTH = 22;
const ONE_YEAR = 365 * 24 * 3600;

function markOf(secret: string, email: string) {
  return createHmac('sha256', secret).update(`known-device:${email}`).digest('base64url').slice(0, MARK_LENGTH);
}

function marksIn(cookieHeader: string | null): string[] {
  const value = cookieHeader ? parseCookies(cookieHeader).get(KNOWN_DEVICE_COOKIE) : undefined;
  return (value ?? '').split('.').filter((mark) => mark.length === MARK_LENGTH);
}

/** Whether the request comes from a browser that has signed in to `email` before. */
export function isKnownDevice(secret: string, email: string, cookieHeader: string | null) {
  const expected = Buffer.from(markOf(secret, email));
  return marksIn(cookieHeader).some((mark) => timingSafeEqual(Buffer.from(mark), expected));
}

/** The Set-Cookie that adds `email`'s mark to the browser's (newest first, at most MAX_MARKS). */
export function knownDeviceCookie(secret: string, email: string, cookieHeader: string | null, secure: boolean) {
  const mark = markOf(secret, email);
  const marks = [mark, ...marksIn(cookieHeader).filter((m) => m !== mark)].slice(0, MAX_MARKS);
  const flags = `Path=/api/auth; Max-Age=${ONE_YEAR}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return `${KNOWN_DEVICE_COOKIE}=${marks.join('.')}; ${flags}`;
}
