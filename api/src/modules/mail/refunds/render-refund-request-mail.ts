import type { Locale } from '@pentas/i18n';
import { render } from '@react-email/render';
import type { AppDeps } from '../../../context';
import type { mailOutbox, RenderedMail } from '../../../db/schema';
import { appUrlOf } from '../app-url';
import { recipientLanguage } from '../recipient-language';
import { RefundRequestMail, refundRequestSubject } from './refund-request-mail';
import { type RefundRequestForMail, refundRequestMailData } from './refund-request-mail-data';

export interface RefundRequestedData {
  request: RefundRequestForMail;
  eventsUrl: string;
  locale: Locale;
}

/** A buyer's refund request as it is when its mail is rendered, read in the API process. */
export async function readRefundRequested(
  deps: AppDeps,
  mail: typeof mailOutbox.$inferSelect,
): Promise<RefundRequestedData> {
  if (!mail.data?.requestId) throw new Error('a refund request mail without its request');
  const request = await refundRequestMailData(deps, mail.data.requestId);
  return { request, eventsUrl: `${appUrlOf(deps)}/refund-requests`, locale: await recipientLanguage(deps, mail) };
}

/** The organizer's word of a buyer's refund request, in the render worker. */
export async function renderRefundRequested({
  request,
  eventsUrl,
  locale,
}: RefundRequestedData): Promise<RenderedMail> {
  const mail = RefundRequestMail({ request, eventsUrl, locale });
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  return { subject: refundRequestSubject(request, locale), html, text, attachments: [] };
}
