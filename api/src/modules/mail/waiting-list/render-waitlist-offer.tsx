/** @jsxRuntime automatic */
import { intlLocaleOf, type Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import { eventTitleIn, formatEventDateTime } from '@pentas/openapi';
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
import { recipientLanguage } from '../recipient-language';

/** The offer as its mail tells it, read when the mail is rendered. */
async function offerOf(deps: AppDeps, entryId: number) {
  const [row] = await deps.db
    .select({
      orderId: waitingListEntries.orderId,
      quantity: waitingListEntries.offeredQuantity,
      asked: waitingListEntries.quantity,
      typeName: ticketTypes.name,
      title: events.title,
      titleMs: events.titleMs,
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

const offerSubject = (offer: Offer, locale: Locale) =>
  m.mail_offer_subject({ title: eventTitleIn(offer, locale) }, { locale });

/** To the entrant: tickets came back and are held for them until the offer's end. */
function WaitlistOfferMail({ offer, orderUrl, locale }: { offer: Offer; orderUrl: string | null; locale: Locale }) {
  const o = { locale };
  const intl = intlLocaleOf(locale);
  const count = offer.quantity ?? offer.asked;
  return (
    <MailFrame preview={offerSubject(offer, locale)} heading={m.mail_offer_heading({}, o)} locale={locale}>
      <Text style={muted}>{formatEventDateTime(offer.startsAt.toISOString(), offer.timeZone, intl)}</Text>
      <Text style={{ ...cell, marginTop: '16px' }}>
        {m.mail_offer_held({ count, type: offer.typeName, title: eventTitleIn(offer, locale) }, o)}
        {offer.holdExpiresAt
          ? m.mail_offer_until(
              { when: formatEventDateTime(offer.holdExpiresAt.toISOString(), offer.timeZone, intl) },
              o,
            )
          : ''}
        .{offer.quantity !== null && offer.quantity < offer.asked ? m.mail_offer_fewer({ asked: offer.asked }, o) : ''}
      </Text>
      <Text style={{ ...cell, marginTop: '12px' }}>{m.mail_offer_pay_before({}, o)}</Text>
      <Hr style={{ borderColor: look.line, margin: '20px 0' }} />
      {orderUrl ? (
        <Text style={cell}>
          <Link href={orderUrl} style={{ color: look.brand, fontWeight: 600 }}>
            {m.complete_payment({}, o)}
          </Link>
        </Text>
      ) : (
        <Text style={muted}>{m.mail_offer_ended({}, o)}</Text>
      )}
    </MailFrame>
  );
}

export interface WaitlistOfferData {
  offer: Offer;
  orderUrl: string | null;
  locale: Locale;
}

/** The offer as it is when its mail is rendered, read in the API process. */
export async function readWaitlistOffer(
  deps: AppDeps,
  mail: typeof mailOutbox.$inferSelect,
): Promise<WaitlistOfferData> {
  if (!mail.data?.entryId) throw new Error('a waiting-list offer mail without its entry');
  const offer = await offerOf(deps, Number(mail.data.entryId));
  const orderUrl = offer.orderId ? `${appUrlOf(deps)}/orders/${offer.orderId}` : null;
  return { offer, orderUrl, locale: await recipientLanguage(deps, mail) };
}

/** The `waitlist_offer` mail, in the render worker. */
export async function renderWaitlistOffer({ offer, orderUrl, locale }: WaitlistOfferData): Promise<RenderedMail> {
  const mail = WaitlistOfferMail({ offer, orderUrl, locale });
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  return { subject: offerSubject(offer, locale), html, text, attachments: [] };
}
