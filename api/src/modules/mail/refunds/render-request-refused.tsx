/** @jsxRuntime automatic */
import { formatEventDateTime } from '@pentas/openapi';
import { Hr, Link, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { events, type mailOutbox, orders, type RenderedMail, refundRequests } from '../../../db/schema';
import { appUrlOf } from '../app-url';
import { cell, MailFrame, muted } from '../mail-frame';
import { look } from '../order-confirmation/look';

/** The refused request as its mail tells it, read when the mail is rendered. */
async function refusedRequest(deps: AppDeps, requestId: string) {
  const [row] = await deps.db
    .select({
      orderId: refundRequests.orderId,
      reason: refundRequests.decisionReason,
      title: events.title,
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
function RequestRefusedMail({ request, orderUrl }: { request: Refused; orderUrl: string }) {
  return (
    <MailFrame preview={`Your refund request for ${request.title}`} heading="Refund request not approved">
      <Text style={muted}>{formatEventDateTime(request.startsAt.toISOString(), request.timeZone)}</Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        Your request for a refund of order {request.orderId.slice(0, 8)} was not approved. Your tickets stay valid.
      </Text>
      {request.reason ? <Text style={{ ...cell, marginTop: '12px' }}>Reason: {request.reason}</Text> : null}
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      <Text style={muted}>
        See the order on{' '}
        <Link href={orderUrl} style={{ color: look.brand }}>
          your order's page
        </Link>
        .
      </Text>
    </MailFrame>
  );
}

export interface RequestRefusedData {
  request: Refused;
  orderUrl: string;
}

/** The refused request as it is when its mail is rendered, read in the API process. */
export async function readRequestRefused(
  deps: AppDeps,
  mail: typeof mailOutbox.$inferSelect,
): Promise<RequestRefusedData> {
  if (!mail.data?.requestId) throw new Error('a refused request mail without its request');
  const request = await refusedRequest(deps, mail.data.requestId);
  return { request, orderUrl: `${appUrlOf(deps)}/orders/${request.orderId}` };
}

/** The `refund_request_refused` mail, in the render worker. */
export async function renderRequestRefused({ request, orderUrl }: RequestRefusedData): Promise<RenderedMail> {
  const mail = RequestRefusedMail({ request, orderUrl });
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  return { subject: `Your refund request for ${request.title} was not approved`, html, text, attachments: [] };
}
