import { intlLocaleOf, type Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';
import {
  cartLink,
  type components,
  eventTitleIn,
  formatEventDateTime,
  formatTicketPrice,
  isOutsideSalesWindow,
  MAX_PER_TYPE,
  type paths,
  posterImage,
  serviceFeeMinor,
  toMinor,
  withCode,
} from '@pentas/openapi';
import { useEffect, useState } from 'preact/hooks';
import { ClosedNote, WindowNote } from './sale-note';

type EventDetail = components['schemas']['EventDetail'];
type EventAnswer = paths['/api/events/{id}']['get']['responses'][200]['content']['application/json'];
type TicketType = EventDetail['ticketTypes'][number];
type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; event: EventDetail };

interface Props {
  origin: string;
  eventId: number;
  refCode?: string;
  /** A promo or access code: its prices and the types it reveals, carried on to checkout. */
  code?: string;
  accent?: string;
  /** The widget's language: `data-lang`, else the host page's `lang` (index.tsx). */
  lang: Locale;
  /** `Intl`'s locale for dates: `data-pentas-locale`, else the language's own (en-MY, ms-MY). */
  locale?: string;
}

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

/**
 * The buy-ticket widget: the event, its ticket types with steppers and the all-in total. Checkout
 * opens the marketplace's event page in a new tab with the cart and the ref code, because card,
 * FPX and GrabPay need the marketplace's own page and session.
 */
export function BuyWidget({ origin, eventId, refCode, code, accent, lang, locale = intlLocaleOf(lang) }: Props) {
  const say = { locale: lang };
  const [state, setState] = useState<State>({ status: 'loading' });
  const [chosen, setChosen] = useState<Record<number, number>>({});

  useEffect(() => {
    if (!Number.isInteger(eventId) || eventId < 1) return setState({ status: 'error' });
    // One plain GET, typed by the API document (EventAnswer): the typed client would be a fifth of the script.
    fetch(`${origin}/api/events/${eventId}${code ? `?code=${encodeURIComponent(code)}` : ''}`, { credentials: 'omit' })
      .then((r): Promise<EventAnswer> | undefined => (r.ok ? r.json() : undefined))
      .then((data) => setState(data ? { status: 'ready', event: data } : { status: 'error' }))
      .catch(() => setState({ status: 'error' }));
  }, [origin, eventId, code]);

  const style = accent && HEX_COLOUR.test(accent) ? { '--accent': accent } : undefined;
  if (state.status === 'loading') {
    return (
      <div role="status" aria-busy="true" aria-label={m.widget_loading({}, say)} class="body" style={style}>
        <div class="skeleton" style={{ width: '70%', height: '18px' }} />
        <div class="skeleton" style={{ width: '50%' }} />
        <div class="skeleton" />
        <div class="skeleton" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <p class="error" role="alert">
        {m.widget_unavailable({}, say)}
      </p>
    );
  }
  const { event } = state;
  const title = eventTitleIn(event, lang);
  const price = (minor: number) => formatTicketPrice(minor, event.currency, lang);
  const quantity = (t: TicketType) => chosen[t.id] ?? 0;
  const change = (t: TicketType, by: number) =>
    setChosen({ ...chosen, [t.id]: Math.max(0, Math.min(quantity(t) + by, t.available, MAX_PER_TYPE)) });
  // With an applied code, a type it lowers costs its `discountedPrice` (the server charges the same).
  const priceOf = (t: TicketType) => t.discountedPrice ?? t.price;
  const subtotal = event.ticketTypes.reduce((sum, t) => sum + quantity(t) * (toMinor(priceOf(t)) ?? 0), 0);
  const applied = event.promoCode?.status === 'applied' ? event.promoCode.code : undefined;
  const count = event.ticketTypes.reduce((sum, t) => sum + quantity(t), 0);
  const lines = event.ticketTypes.map((t) => ({ ticketTypeId: t.id, quantity: quantity(t) }));

  return (
    <section aria-label={m.widget_tickets_for({ title }, say)} style={style}>
      <div class="body">
        {/* The poster whole (4:5, never cut to a band), beside the title so the widget fits a sidebar. */}
        <div class="head">
          <img
            class="poster"
            // An uploaded poster's smallest variant, not its original (up to 5 MB), for an 80 px picture.
            src={
              new URL(
                posterImage(event.imageUrl ?? `/posters/fallback-${event.category}.svg`, event.imageVariants).src,
                origin,
              ).href
            }
            width={80}
            height={100}
            alt=""
          />
          <div>
            <h2>{title}</h2>
            <div class="meta">
              {formatEventDateTime(event.dateTime, event.timeZone, locale)} · {event.venue}, {event.location}
            </div>
          </div>
        </div>
        {event.promoCode && (
          <p class={applied ? 'code' : 'code bad'} role="status">
            {event.promoCode.message}
          </p>
        )}
        <ul>
          {event.ticketTypes.map((t) => (
            <li key={t.id}>
              <span>
                <span class="name">{t.name}</span>
                <br />
                {priceOf(t) !== t.price && <s class="was">{formatTicketPrice(t.price, event.currency, lang)}</s>}{' '}
                <span class="price">{formatTicketPrice(priceOf(t), event.currency, lang)}</span>{' '}
                <span class="left">
                  {t.available > 0 && !isOutsideSalesWindow(t)
                    ? `· ${m.tickets_left({ count: t.available }, say)}`
                    : ''}
                </span>
              </span>
              {isOutsideSalesWindow(t) ? (
                <WindowNote type={t} event={event} lang={lang} locale={locale} />
              ) : t.available > 0 ? (
                <span class="stepper">
                  <button
                    type="button"
                    onClick={() => change(t, -1)}
                    disabled={!quantity(t)}
                    aria-label={m.widget_remove_one({ name: t.name }, say)}
                  >
                    −
                  </button>
                  <output aria-live="polite" aria-label={m.widget_quantity({ name: t.name }, say)}>
                    {quantity(t)}
                  </output>
                  <button
                    type="button"
                    onClick={() => change(t, 1)}
                    disabled={quantity(t) >= Math.min(t.available, MAX_PER_TYPE)}
                    aria-label={m.widget_add_one({ name: t.name }, say)}
                  >
                    +
                  </button>
                </span>
              ) : (
                <span class="sold">{m.tickets_sold_out({}, say)}</span>
              )}
            </li>
          ))}
        </ul>
        {count > 0 && (
          <div class="total" aria-live="polite">
            <span>{m.widget_total({}, say)}</span>
            <strong>{price(subtotal + serviceFeeMinor(subtotal, event.serviceFee))}</strong>
          </div>
        )}
        {event.saleState === 'ended' || event.saleState === 'cancelled' ? (
          <ClosedNote cancelled={event.saleState === 'cancelled'} lang={lang} />
        ) : (
          <a
            class="cta"
            href={withCode(cartLink(origin, event.id, lines, refCode), applied)}
            target="_blank"
            rel="noopener"
            aria-disabled={count === 0}
            onClick={(e) => count === 0 && e.preventDefault()}
          >
            {count === 0 ? m.widget_choose({}, say) : m.widget_checkout({ count }, say)}
          </a>
        )}
      </div>
    </section>
  );
}
