import type { Locale } from '@pentas/i18n';
import { render } from '@react-email/render';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { events, type mailOutbox, orders, type RenderedMail } from '../../../db/schema';
import { appUrlOf } from '../app-url';
import { recipientLanguage } from '../recipient-language';
import { type PostponedForMail, PostponedMail, postponedSubject } from './postponed-mail';

export interface EventPostponedData {
  postponed: PostponedForMail;
  orderUrl: string;
  locale: Locale;
}

/** A postponement's mail to one buyer: the event as it is now, the dates the postponement wrote. */
export async function readEventPostponed(
  deps: AppDeps,
  mail: typeof mailOutbox.$inferSelect,
): Promise<EventPostponedData> {
  if (!mail.orderId || !mail.data?.to || !mail.data.postponedAt)
    throw new Error('a postponement mail without its order');
  const [event] = await deps.db
    .select({
      title: events.title,
      titleMs: events.titleMs,
      venue: events.venue,
      location: events.location,
      timeZone: events.timeZone,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, mail.orderId));
  if (!event) throw new Error(`order ${mail.orderId} is gone: its postponement mail cannot be written`);
  const postponed = {
    event,
    from: mail.data.from ?? null,
    to: mail.data.to,
    postponedAt: mail.data.postponedAt,
    message: mail.data.message ?? null,
    number: mail.orderId.slice(0, 8),
  };
  return {
    postponed,
    orderUrl: `${appUrlOf(deps)}/orders/${mail.orderId}`,
    locale: await recipientLanguage(deps, mail),
  };
}

/** A postponement's mail, in the render worker. */
export async function renderEventPostponed({ postponed, orderUrl, locale }: EventPostponedData): Promise<RenderedMail> {
  const page = PostponedMail({ postponed, orderUrl, locale });
  const [html, text] = await Promise.all([render(page), render(page, { plainText: true })]);
  return { subject: postponedSubject(postponed, locale), html, text, attachments: [] };
}
