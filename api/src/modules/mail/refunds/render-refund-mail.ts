import type { Locale } from '@pentas/i18n';
import { render } from '@react-email/render';
import type { AppDeps } from '../../../context';
import type { mailOutbox, RenderedMail } from '../../../db/schema';
import { appUrlOf } from '../app-url';
import { recipientLanguage } from '../recipient-language';
import { RefundMail, refundSubject } from './refund-mail';
import { type RefundForMail, refundMailData } from './refund-mail-data';

export interface RefundIssuedData {
  refund: RefundForMail;
  orderUrl: string;
  locale: Locale;
}

/** A refund as it is when its mail is rendered, read in the API process. */
export async function readRefundIssued(deps: AppDeps, mail: typeof mailOutbox.$inferSelect): Promise<RefundIssuedData> {
  if (!mail.data?.refundId) throw new Error('a refund mail without its refund');
  const refund = await refundMailData(deps, mail.data.refundId);
  return {
    refund,
    orderUrl: `${appUrlOf(deps)}/orders/${refund.orderId}`,
    locale: await recipientLanguage(deps, mail),
  };
}

/** A refund's mail, in the render worker. */
export async function renderRefundIssued({ refund, orderUrl, locale }: RefundIssuedData): Promise<RenderedMail> {
  const mail = RefundMail({ refund, orderUrl, locale });
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  return { subject: refundSubject(refund, locale), html, text, attachments: [] };
}
