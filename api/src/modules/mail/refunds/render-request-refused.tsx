/** @jsxRuntime automatic */
import { intlLocaleOf, type Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { eventTitleIn, formatEventDateTime } from '@pentas/openapi';
import { Hr, Link, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { events, type mailOutbox, orders, type RenderedMail, refundRequests } from '../../../db/schema';
import { appUrlOf } from '../app-url';
import { cell, MailFrame, muted } from '../mail-frame';
import { look } from '../order-confirmation/look';
import { recipientLanguage } from '../recipient-language';

/** The refused request as its mail tells it, read when the mail is rendered. */
async function refusedRequest(deps: AppDeps, requestId: string) {
  const [row] = await deps.db
    .select({
      orderId: refundRequests.orderId,
      reason: refundRequests.decisionReason,
      title: events.title,
      titleMs: events.titleMs,
      startsAt: events.startsAt,
      timeZone: events.timeZone,
    })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(refundRequests.id, requestId));
  if (!row) throw new Error(`refund request ${requestId} is gone: its mail cannot be written`);
  return row;
}

type Refused = Awaited<ReturnType<typeof refusedRequest>>;

/** To the buyer: the organizer's answer to their refund request was no, and why. */
function RequestRefusedMail({ request, orderUrl, locale }: { request: Refused; orderUrl: string; locale: Locale }) {
  const o = { locale };
  return (
    <MailFrame
      preview={m.mail_refused_preview({ title: eventTitleIn(request, locale) }, o)}
      heading={m.mail_refused_heading({}, o)}
      locale={locale}
    >
      <Text style={muted}>
        {formatEventDateTime(request.startsAt.toISOString(), request.timeZone, intlLocaleOf(locale))}
      </Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        {m.mail_refused_line({ number: request.orderId.slice(0, 8) }, o)}
      </Text>
      {request.reason ? (
        <Text style={{ ...cell, marginTop: '12px' }}>{m.mail_reason({ reason: request.reason }, o)}</Text>
      ) : null}
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Text style={muted}>
        {m.mail_see_order({}, o)}{' '}
        <Link href={orderUrl} style={{ color: look.brand }}>
          {m.mail_order_page_link({}, o)}
        </Link>
        .
      </Text>
    </MailFrame>
  );
}

export interface RequestRefusedData {
  request: Refused;
  orderUrl: string;
  locale: Locale;
}

/** The refused request as it is when its mail is rendered, read in the API process. */
export async function readRequestRefused(
  deps: AppDeps,
  mail: typeof mailOutbox.$inferSelect,
): Promise<RequestRefusedData> {
  if (!mail.data?.requestId) throw new Error('a refused request mail without its request');
  const request = await refusedRequest(deps, mail.data.requestId);
  return {
    request,
    orderUrl: `${appUrlOf(deps)}/orders/${request.orderId}`,
    locale: await recipientLanguage(deps, mail),
  };
}

/** The `refund_request_refused` mail, in the render worker. */
export async function renderRequestRefused({ request, orderUrl, locale }: RequestRefusedData): Promise<RenderedMail> {
  const mail = RequestRefusedMail({ request, orderUrl, locale });
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  const subject = m.mail_refused_subject({ title: eventTitleIn(request, locale) }, { locale });
  return { subject, html, text, attachments: [] };
}
