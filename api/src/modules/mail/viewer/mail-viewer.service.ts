import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../../context';
import { assertCan } from '../../../lib/access';
import { conflict, notFound } from '../../../lib/errors';
import { pageWindow } from '../../../lib/pagination';
import { said } from '../../../lib/said';
import type { SessionUser } from '../../../lib/session-user';
import { type Actor, recordAudit } from '../../audit';
import { viewableMailHtml } from './mail-html';
import { copySent, mailById, mailPage, requeueFailed } from './mail-viewer.queries';
import type { MailListQuery } from './mail-viewer.schemas';

type SummaryRow = Awaited<ReturnType<typeof mailPage>>['rows'][number];

const toSummary = ({ key: _key, ...row }: SummaryRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

const mailNotFound = () => notFound(said(m.problem_account_mail_not_found));
export const mailWaiting = () => conflict(said(m.problem_account_mail_waiting), 'mail_waiting');

/** `GET /api/admin/mail`: a page of the outbox, newest first. Admins only. */
export async function listMail(deps: AppDeps, user: SessionUser, query: z.infer<typeof MailListQuery>) {
  assertCan(user, 'admin-panel');
  const { rows, total } = await mailPage(
    deps.db,
    { status: query.status, recipient: query.recipient?.trim() || undefined },
    pageWindow(query),
  );
  return { items: rows.map(toSummary), total };
}

/** `GET /api/admin/mail/{mailId}`: one mail as rendered, its HTML sanitised for a sandboxed frame. */
export async function getMail(deps: AppDeps, user: SessionUser, mailId: string) {
  assertCan(user, 'admin-panel');
  const row = await mailById(deps.db, mailId);
  if (!row) throw mailNotFound();
  const { message, ...rest } = row;
  return {
    ...toSummary(rest),
    html: message ? viewableMailHtml(message) : null,
    text: message?.text ?? null,
    attachments: (message?.attachments ?? []).map((a, index) => ({
      index,
      filename: a.filename,
      contentType: a.contentType,
      size: Buffer.from(a.contentBase64, 'base64').length,
      inline: Boolean(a.cid),
    })),
  };
}

/** Types a browser shows in place as they are; anything else is downloaded as bytes. */
const SAFE_TYPES = new Set(['application/pdf', 'text/calendar', 'image/png', 'image/jpeg', 'image/gif']);

/** `GET /api/admin/mail/{mailId}/attachments/{index}`: one attachment's bytes, always as a download. */
export async function getAttachment(deps: AppDeps, user: SessionUser, mailId: string, index: number) {
  assertCan(user, 'admin-panel');
  const row = await mailById(deps.db, mailId);
  const attachment = row?.message?.attachments[index];
  if (!attachment) throw notFound(said(m.problem_account_attachment_not_found));
  const type = attachment.contentType.split(';')[0].trim().toLowerCase();
  return {
    filename: attachment.filename,
    contentType: SAFE_TYPES.has(type) ? type : 'application/octet-stream',
    bytes: Buffer.from(attachment.contentBase64, 'base64'),
  };
}

/**
 * `POST /api/admin/mail/{mailId}/resend`. A failed mail goes again as itself (back to pending, a new
 * send job); a sent one as a copy with the same rendering. Each one conditional statement, so two
 * clicks at once, or a second within 30 s of the send, send once (the second: 409 `mail_waiting`); a
 * mail still waiting, or with a copy waiting, is not resent. The resend and its audit row commit together.
 */
export async function resendMail(deps: AppDeps, actor: Actor, mailId: string) {
  assertCan(actor.user, 'admin-panel');
  return deps.db.transaction(async (tx) => {
    const row = await mailById(tx, mailId);
    if (!row) throw mailNotFound();
    const queued = row.status === 'failed' ? await requeueFailed(tx, mailId) : await copySent(tx, mailId);
    if (!queued) throw mailWaiting();
    await recordAudit(tx, actor, {
      action: 'mail.resend',
      targetType: 'mail',
      targetId: mailId,
      before: { status: row.status },
      after: {
        recipient: row.recipient,
        subject: row.subject,
        ...(queued.id !== mailId && { copyId: queued.id }),
      },
    });
    return toSummary(queued);
  });
}
