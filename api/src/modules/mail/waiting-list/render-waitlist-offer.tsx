/** @jsxRuntime automatic */
import { formatEventDateTime } from '@pentas/openapi';
import { Hr, Link, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import {
  events,
  type mailOutbox,
  orders,
  type RenderedMail,
  ticketTypes,
  waitingListEntries,
} from '../../../db/schema';
import { appUrlOf } from '../app-url';
import { cell, MailFrame, muted } from '../mail-frame';
import { look } from '../order-confirmation/look';

/** The offer as its mail tells it, read when the mail is rendered. */
async function offerOf(deps: AppDeps, entryId: number) {
  const [row] = await deps.db
    .select({
      orderId: waitingListEntries.orderId,
      quantity: waitingListEntries.offeredQuantity,
      asked: waitingListEntries.quantity,
      typeName: ticketTypes.name,
      title: events.title,
      startsAt: events.startsAt,
      timeZone: events.timeZone,
      holdExpiresAt: orders.holdExpiresAt,
    })
    .from(waitingListEntries)
    .innerJoin(ticketTypes, eq(ticketTypes.id, waitingListEntries.ticketTypeId))
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .leftJoin(orders, eq(orders.id, waitingListEntries.orderId))
    .where(eq(waitingListEntries.id, entryId));
  if (!row) throw new Error(`waiting-list entry ${entryId} is gone: its offer cannot be written`);
  return row;
}

type Offer = Awaited<ReturnType<typeof offerOf>>;

/** To the entrant: tickets came back and are held for them until the offer's end. */
function WaitlistOfferMail({ offer, orderUrl }: { offer: Offer; orderUrl: string | null }) {
  const count = offer.quantity ?? offer.asked;
  return (
    <MailFrame preview={`Tickets for ${offer.title} are held for you`} heading="Your turn on the waiting list">
      <Text style={muted}>{formatEventDateTime(offer.startsAt.toISOString(), offer.timeZone)}</Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        {count} × {offer.typeName} for {offer.title} {count === 1 ? 'is' : 'are'} held for you
        {offer.holdExpiresAt ? ` until ${formatEventDateTime(offer.holdExpiresAt.toISOString(), offer.timeZone)}` : ''}.
        {offer.quantity !== null && offer.quantity < offer.asked
          ? ` You asked for ${offer.asked}; these are the ones that came back.`
          : ''}
      </Text>
      <Text style={{ ...cell, marginTop: '12px' }}>
        Pay before then to keep them. After that they go to the next person on the list.
      </Text>
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      {orderUrl ? (
        <Text style={cell}>
          <Link href={orderUrl} style={{ color: look.brand, fontWeight: 600 }}>
            Complete payment
          </Link>
        </Text>
      ) : (
        <Text style={muted}>This offer has ended.</Text>
      )}
    </MailFrame>
  );
}

export interface WaitlistOfferData {
  offer: Offer;
  orderUrl: string | null;
}

/** The offer as it is when its mail is rendered, read in the API process. */
export async function readWaitlistOffer(
  deps: AppDeps,
  mail: typeof mailOutbox.$inferSelect,
): Promise<WaitlistOfferData> {
  if (!mail.data?.entryId) throw new Error('a waiting-list offer mail without its entry');
  const offer = await offerOf(deps, Number(mail.data.entryId));
  return { offer, orderUrl: offer.orderId ? `${appUrlOf(deps)}/orders/${offer.orderId}` : null };
}

/** The `waitlist_offer` mail, in the render worker. */
export async function renderWaitlistOffer({ offer, orderUrl }: WaitlistOfferData): Promise<RenderedMail> {
  const mail = WaitlistOfferMail({ offer, orderUrl });
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  return { subject: `Tickets for ${offer.title} are held for you`, html, text, attachments: [] };
}
