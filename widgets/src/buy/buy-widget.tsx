import { type components, createClient, formatPrice } from '@pentas/openapi';
import { useEffect, useState } from 'preact/hooks';

type EventDetail = components['schemas']['EventDetail'];
type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; event: EventDetail };

interface Props {
  origin: string;
  eventId: number;
  refCode?: string;
  accent?: string;
}

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

/** The buy-ticket widget: the event and its ticket types, and the way to the marketplace to buy. */
export function BuyWidget({ origin, eventId, refCode, accent }: Props) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!Number.isInteger(eventId) || eventId < 1) return setState({ status: 'error' });
    const api = createClient({ baseUrl: origin, credentials: 'omit' });
    api
      .GET('/api/events/{id}', { params: { path: { id: eventId } } })
      .then(({ data }) => setState(data ? { status: 'ready', event: data } : { status: 'error' }))
      .catch(() => setState({ status: 'error' }));
  }, [origin, eventId]);

  const style = accent && HEX_COLOUR.test(accent) ? { '--accent': accent } : undefined;
  if (state.status === 'loading') {
    return (
      <div role="status" aria-busy="true" aria-label="Loading tickets" class="body" style={style}>
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
        This event is not available.
      </p>
    );
  }
  const { event } = state;
  const when = new Intl.DateTimeFormat('en-MY', {
    timeZone: event.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(event.dateTime));
  const link = new URL(`/events/${event.id}`, origin);
  if (refCode) link.searchParams.set('ref', refCode);

  return (
    <section aria-label={`Tickets for ${event.title}`} style={style}>
      <img
        class="poster"
        src={new URL(event.imageUrl ?? `/posters/fallback-${event.category}.svg`, origin).href}
        alt=""
      />
      <div class="body">
        <h2>{event.title}</h2>
        <div class="meta">
          {when} · {event.venue}, {event.location}
        </div>
        <ul>
          {event.ticketTypes.map((t) => (
            <li key={t.id}>
              <span>
                <span class="name">{t.name}</span>
                <br />
                <span class="left">{t.available > 0 ? `${t.available} left` : ''}</span>
              </span>
              {t.available > 0 ? (
                <span class="price">{formatPrice(t.price, event.currency)}</span>
              ) : (
                <span class="sold">Sold Out</span>
              )}
            </li>
          ))}
        </ul>
        <a class="cta" href={link.href} target="_blank" rel="noopener">
          Get Tickets
        </a>
      </div>
    </section>
  );
}
