import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { AppError, tooManyRequests, unauthorized } from '../../lib/errors';
import { permissionsOf } from '../../lib/permissions';
import { countAttempt, returnSlot, takeSlot } from '../../lib/rate-limit';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { isKnownDevice, knownDeviceCookie } from './known-device';

export function toCurrentUser(user: SessionUser) {
  return { ...user, permissions: permissionsOf(user.role) };
}

interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The language they signed up in: their mail's (decision 77). */
  language: Locale;
}

/** Creates a customer account and signs it in; returns better-auth's response (with Set-Cookie). */
export async function signUp(deps: AppDeps, input: SignUpInput, headers: Headers, clientAddress: string) {
  const { SIGN_IN_MAX_ATTEMPTS: max, SIGN_IN_WINDOW_SECONDS: window } = deps.env;
  // Each sign-up costs a deliberately slow password hash: bounded per client address.
  if ((await countAttempt(deps.db, `sign-up:address:${clientAddress}`, window)) > max * 2) {
    throw tooManyRequests(said(m.problem_account_too_many_sign_ups));
  }
  const name = `${input.firstName} ${input.lastName}`.trim();
  return refusedAsProblem(
    await deps.auth.api.signUpEmail({
      body: {
        email: input.email.toLowerCase(),
        password: input.password,
        name,
        firstName: input.firstName,
        lastName: input.lastName,
        language: input.language,
      },
      headers,
      asResponse: true,
    }),
  );
}

/** Failed sign-ins one account may take from devices that never signed in to it, per window. */
const ACCOUNT_CEILING_FACTOR = 10;
const TOO_MANY_SIGN_INS = said(m.problem_account_too_many_sign_ins);

/**
 * Checks the password, with limits that slow guessing but never lock the owner out
 * (docs/decisions.md item 14):
 * - every attempt per client address (SIGN_IN_MAX_ATTEMPTS × 5 per window);
 * - failures per account and address pair (SIGN_IN_MAX_ATTEMPTS): someone guessing elsewhere never
 *   fills the owner's;
 * - failures per account from unknown devices (× ACCOUNT_CEILING_FACTOR), against guessing spread over
 *   many addresses.
 * A browser that has signed in to the account before (known-device.ts) is exempt from both account
 * limits, so guessing on a shared address (a campus, a carrier's NAT) never locks its owner out.
 * Each failure slot is taken by one conditional statement before the slow password hash and given
 * back when the password is right, so of any number of concurrent guesses at most the limit are checked.
 */
export async function signIn(
  deps: AppDeps,
  input: { email: string; password: string },
  headers: Headers,
  clientAddress: string,
) {
  const { SIGN_IN_MAX_ATTEMPTS: max, SIGN_IN_WINDOW_SECONDS: window } = deps.env;
  const email = input.email.toLowerCase();
  if ((await countAttempt(deps.db, `sign-in:address:${clientAddress}`, window)) > max * 5)
    throw tooManyRequests(TOO_MANY_SIGN_INS);
  const taken: string[] = [];
  const take = async (key: string, limit: number) => {
    const ok = await takeSlot(deps.db, key, window, limit);
    if (ok) taken.push(key);
    return ok;
  };
  const giveBack = () => Promise.all(taken.map((key) => returnSlot(deps.db, key)));
  const knownDevice = isKnownDevice(deps.secret, email, headers.get('cookie'));
  if (!knownDevice && !(await take(`sign-in:failed:${email}:${clientAddress}`, max))) {
    throw tooManyRequests(TOO_MANY_SIGN_INS);
  }
  if (!knownDevice && !(await take(`sign-in:failed:${email}`, max * ACCOUNT_CEILING_FACTOR))) {
    await giveBack();
    throw tooManyRequests(said(m.problem_account_too_many_new_device_sign_ins));
  }
  const res = await deps.auth.api
    .signInEmail({ body: { email, password: input.password }, headers, asResponse: true })
    .catch(async (err) => {
      await giveBack();
      throw err;
    });
  if (res.status !== 401) await giveBack();
  if (res.ok) {
    const secure = deps.env.APP_URL?.startsWith('https:') ?? false;
    res.headers.append('set-cookie', knownDeviceCookie(deps.secret, email, headers.get('cookie'), secure));
  }
  return refusedAsProblem(res);
}

export async function signOut(deps: AppDeps, headers: Headers) {
  return deps.auth.api.signOut({ headers, asResponse: true });
}

/** better-auth answers a refusal with its own JSON body; we speak problem+json. */
async function refusedAsProblem(res: Response): Promise<Response> {
  if (res.ok) return res;
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  const code = body.code ?? '';
  if (code.startsWith('USER_ALREADY_EXISTS')) {
    throw new AppError(409, 'email_taken', 'Conflict', said(m.problem_account_email_exists));
  }
  if (res.status === 401) throw unauthorized(said(m.problem_account_invalid_credentials));
  if (res.status < 500) {
    // better-auth's own codes and English (PASSWORD_TOO_SHORT, …) are not ours to publish: the request
    // schemas hold its limits, so what is left is rare, and said from the catalog.
    throw new AppError(res.status, 'auth_refused', 'Bad Request', said(m.problem_account_request_refused));
  }
  throw new Error(`better-auth answered ${res.status}: ${body.message ?? ''}`);
}
