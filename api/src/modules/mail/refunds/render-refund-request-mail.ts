import { render } from '@react-email/render';
import type { AppDeps } from '../../../context';
import type { mailOutbox, RenderedMail } from '../../../db/schema';
import { appUrlOf } from '../app-url';
import { RefundRequestMail, refundRequestSubject } from './refund-request-mail';
import { type RefundRequestForMail, refundRequestMailData } from './refund-request-mail-data';

export interface RefundRequestedData {
  request: RefundRequestForMail;
  eventsUrl: string;
}

/** A buyer's refund request as it is when its mail is rendered, read in the API process. */
export async function readRefundRequested(
  deps: AppDeps,
  mail: typeof mailOutbox.$inferSelect,
): Promise<RefundRequestedData> {
  if (!mail.data?.requestId) throw new Error('a refund request mail without its request');
  const request = await refundRequestMailData(deps, mail.data.requestId);
  return { request, eventsUrl: `${appUrlOf(deps)}/refund-requests` };
}

/** The organizer's word of a buyer's refund request, in the render worker. */
export async function renderRefundRequested({ request, eventsUrl }: RefundRequestedData): Promise<RenderedMail> {
  const mail = RefundRequestMail({ request, eventsUrl });
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  return { subject: refundRequestSubject(request), html, text, attachments: [] };
}
