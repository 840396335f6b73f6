import { render } from '@react-email/render';
import type { RenderedMail } from '../../../db/schema';
import { AccountMail } from './account-mail';

/** An account mail as read in the API process (read-account-mails.ts): its subject and what it says. */
export interface AccountMailData {
  subject: string;
  mail: Parameters<typeof AccountMail>[0];
}

/** The account's mails (welcome, password reset, e-mail change and its notice) in their one layout, in the render worker. */
export async function renderAccountMail({ subject, mail }: AccountMailData): Promise<RenderedMail> {
  const template = AccountMail(mail);
  const [html, text] = await Promise.all([render(template), render(template, { plainText: true })]);
  return { subject, html, text, attachments: [] };
}
