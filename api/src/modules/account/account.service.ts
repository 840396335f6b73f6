import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { inTransaction } from '../../db/transaction';
import { AppError, conflict, tooManyRequests, validationFailed } from '../../lib/errors';
import { takeSlot } from '../../lib/rate-limit';
import { said } from '../../lib/said';
import { toSessionUser } from '../../lib/session-user';
import { type Actor, changeOf, recordAudit } from '../audit';
import { queueMail } from '../mail';
import {
  anonymiseAccount,
  findUserByEmail,
  findUserById,
  lockUser,
  setName,
  upcomingEventsOrganizedBy,
} from './account.queries';

/**
 * The signed-in user's own account (issue 28, the settings page): each change is the caller's own,
 * so the permission is being signed in, and each is written to the audit log.
 */

export async function changeName(deps: AppDeps, actor: Actor, input: { firstName: string; lastName: string }) {
  return inTransaction(deps.db, async (tx) => {
    const before = await lockUser(tx, actor.user.id);
    const after = await setName(tx, actor.user.id, input.firstName, input.lastName);
    const change = changeOf(before, { firstName: after.firstName, lastName: after.lastName });
    if (change)
      await recordAudit(tx, actor, {
        action: 'account.name_change',
        targetType: 'user',
        targetId: after.id,
        ...change,
      });
    return toSessionUser(after);
  });
}

/**
 * A new password, given the current one; every other session ends (better-auth makes this browser a
 * new session: its cookie comes back on the response). The audit row follows the change.
 */
export async function changePassword(
  deps: AppDeps,
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
  headers: Headers,
) {
  const { SIGN_IN_MAX_ATTEMPTS: max, SIGN_IN_WINDOW_SECONDS: window } = deps.env;
  // Guessing the current password from a stolen session is guessing a password: limited as sign-in is.
  if (!(await takeSlot(deps.db, `change-password:${actor.user.id}`, window, max))) {
    throw tooManyRequests(said(m.problem_account_too_many_password_attempts));
  }
  const res = await deps.auth.api.changePassword({
    body: { ...input, revokeOtherSessions: true },
    headers,
    asResponse: true,
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    if (body.code === 'INVALID_PASSWORD' || body.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
      throw validationFailed([{ path: 'currentPassword', message: said(m.problem_account_wrong_current_password) }]);
    }
    if (res.status < 500)
      throw new AppError(res.status, 'auth_refused', 'Bad Request', said(m.problem_account_refused));
    throw new Error(`better-auth answered ${res.status} to a password change: ${body.code ?? ''}`);
  }
  await recordAudit(deps.db, actor, { action: 'account.password_change', targetType: 'user', targetId: actor.user.id });
  return res;
}

const EMAIL_CHANGES_PER_HOUR = 5;

/**
 * Asks to move the account to a new address: a link goes to that address (written to the outbox with the
 * audit row, in one transaction); the address changes only when it is opened (confirmEmailLink).
 */
export async function requestEmailChange(deps: AppDeps, actor: Actor, newEmailInput: string) {
  const newEmail = newEmailInput.toLowerCase();
  if (newEmail === actor.user.email) {
    throw validationFailed([{ path: 'newEmail', message: said(m.problem_account_same_email) }]);
  }
  if (!(await takeSlot(deps.db, `email-change:${actor.user.id}`, 3600, EMAIL_CHANGES_PER_HOUR))) {
    throw tooManyRequests(said(m.problem_account_too_many_email_changes));
  }
  if (await findUserByEmail(deps.db, newEmail)) {
    throw conflict(said(m.problem_account_email_taken), 'email_taken');
  }
  await inTransaction(deps.db, async (tx) => {
    const user = await lockUser(tx, actor.user.id);
    await queueMail(tx, {
      key: `email-change:${user.id}:${newEmail}:${Date.now()}`,
      kind: 'email_change',
      recipient: newEmail,
      recipientName: user.name,
      data: { userId: user.id, oldEmail: user.email, newEmail },
    });
    await recordAudit(tx, actor, {
      action: 'account.email_change_request',
      targetType: 'user',
      targetId: user.id,
      before: { email: user.email },
      after: { email: newEmail },
    });
  });
  return { message: `We sent a link to ${newEmail}. Open it to confirm the change; until then nothing changes.` };
}

/**
 * A link from a mail, checked by better-auth (signature, expiry): the welcome's confirms the address; the
 * one sent to a new address changes it if the account still has the old one (so it works once), and a
 * trigger tells the old address (migration 0024). Answers the outcome for the settings page.
 */
export async function confirmEmailLink(deps: AppDeps, token: string, requestIds: Omit<Actor, 'user'>) {
  const res = await deps.auth.api.verifyEmail({ query: { token }, asResponse: true }).catch(() => null);
  if (!res?.ok) return 'link-invalid' as const;
  const body = (await res.json().catch(() => ({}))) as { user?: { id?: string } | null };
  const userId = body.user?.id;
  // The welcome mail's link: the address is confirmed, nothing else changes.
  if (!userId) return 'confirmed' as const;
  const user = await findUserById(deps.db, userId);
  if (user) {
    const actor = { user: toSessionUser(user), ...requestIds };
    await recordAudit(deps.db, actor, {
      action: 'account.email_change',
      targetType: 'user',
      targetId: user.id,
      after: { email: user.email },
    });
  }
  return 'changed' as const;
}

/**
 * Deletes the account at its owner's typed request: refused while it organizes an event still to come;
 * otherwise its personal data goes and its orders and tickets stay for the organizers' records with the
 * buyer anonymised (account.queries.ts), in one transaction with the audit row.
 */
export async function deleteAccount(deps: AppDeps, actor: Actor, confirmEmail: string) {
  if (confirmEmail.trim().toLowerCase() !== actor.user.email) {
    throw validationFailed([{ path: 'confirmEmail', message: said(m.problem_account_confirm_email_mismatch) }]);
  }
  await inTransaction(deps.db, async (tx) => {
    await lockUser(tx, actor.user.id);
    const upcoming = await upcomingEventsOrganizedBy(tx, actor.user.id);
    if (upcoming > 0) {
      throw conflict(
        upcoming === 1
          ? said(m.problem_account_organizes_upcoming_event)
          : said(m.problem_account_organizes_upcoming_events, { count: upcoming }),
        'organizes_upcoming_event',
      );
    }
    // The row names the account by the e-mail it had (the actor's, kept on every audit row).
    await recordAudit(tx, actor, { action: 'account.delete', targetType: 'user', targetId: actor.user.id });
    await anonymiseAccount(tx, actor.user.id);
  });
}
