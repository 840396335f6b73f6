import { setTimeout } from 'node:timers/promises';
import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { resetLinkInvalid, tooManyRequests } from '../../lib/errors';
import { takeSlot } from '../../lib/rate-limit';
import { said } from '../../lib/said';

/** Reset mails one address may be sent, and requests one client address may make, per hour. */
const RESETS_PER_EMAIL = 3;
const RESETS_PER_CLIENT = 10;
const HOUR = 3600;
/**
 * Every answer takes at least this long: storing a known address's token and its mail costs ~10 ms more
 * than the lookup for an unknown one (measured: medians 26 and 15 ms), which many requests would average
 * out of the noise. Well above both, so the answer's time says nothing of the address.
 */
const ANSWER_FLOOR_MS = 300;

/** The one answer to a reset request, whether or not the address has an account. */
export const RESET_REQUESTED =
  "If an account exists for that address, we've sent a link to set a new password. It works once, for 30 minutes.";

/**
 * Forgot password: better-auth writes a single-use token (30 minutes) for a known address and nothing
 * for an unknown one, and answers both alike; the mail is written by a trigger on the token's row, in
 * its commit (migration 0024). Each limit is one slot taken by one conditional statement, before anything
 * is looked up, so concurrent requests cannot pass it and an unknown address is counted like a known one.
 */
export async function requestPasswordReset(deps: AppDeps, emailInput: string, clientAddress: string) {
  const answerAt = Date.now() + ANSWER_FLOOR_MS;
  const email = emailInput.toLowerCase();
  if (!(await takeSlot(deps.db, `password-reset:address:${clientAddress}`, HOUR, RESETS_PER_CLIENT))) {
    throw tooManyRequests(said(m.problem_account_too_many_resets_network));
  }
  if (!(await takeSlot(deps.db, `password-reset:email:${email}`, HOUR, RESETS_PER_EMAIL))) {
    throw tooManyRequests(said(m.problem_account_too_many_resets_address));
  }
  await deps.auth.api.requestPasswordReset({ body: { email } });
  await setTimeout(Math.max(0, answerAt - Date.now()));
  return { message: RESET_REQUESTED };
}

/**
 * Sets the new password from a link's token: better-auth consumes the token in the statement that
 * changes the password (so a link works once) and ends every session of the account.
 */
export async function resetPassword(deps: AppDeps, input: { token: string; newPassword: string }) {
  const res = await deps.auth.api.resetPassword({ body: input, asResponse: true });
  if (res.ok) return;
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  if (body.code === 'INVALID_TOKEN' || body.code === 'USER_NOT_FOUND') throw resetLinkInvalid();
  throw new Error(`better-auth answered ${res.status} to a password reset: ${body.code ?? ''} ${body.message ?? ''}`);
}
