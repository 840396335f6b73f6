import { render } from '@react-email/render';
import type { AppDeps } from '../../../context';
import type { mailOutbox, RenderedMail } from '../../../db/schema';
import { appUrlOf } from '../app-url';
import { PasswordResetMail } from './password-reset-mail';

export interface PasswordResetData {
  name: string;
  resetUrl: string;
}

/** The forgot-password mail's link, from the token its trigger kept on the row (migration 0024). */
export async function readPasswordReset(
  deps: AppDeps,
  mail: typeof mailOutbox.$inferSelect,
): Promise<PasswordResetData> {
  const token = mail.data?.token;
  if (!token) throw new Error('a password reset mail without its token');
  const resetUrl = `${appUrlOf(deps)}/reset-password?token=${encodeURIComponent(token)}`;
  return { name: mail.recipientName?.trim() || 'there', resetUrl };
}

/** The forgot-password mail, in the render worker. */
export async function renderPasswordReset(data: PasswordResetData): Promise<RenderedMail> {
  const template = PasswordResetMail(data);
  const [html, text] = await Promise.all([render(template), render(template, { plainText: true })]);
  return { subject: 'Reset your Pentas password', html, text, attachments: [] };
}
