import { m } from '@pentas/i18n/messages';
import { getLocale } from '@pentas/i18n/runtime';
import { eventTitleIn, formatEventDate, formatEventTime, formatEventTimeRange, POSTER_BOX } from '@pentas/openapi';
import { eventCalendarFile } from '@pentas/openapi/calendar-file';
import { Link } from '@tanstack/react-router';
import { CalendarPlusIcon, MapPinIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EventPoster } from '../events/event-poster';
import type { OrderDetail } from './queries';

type OrderEvent = OrderDetail['event'];

/** 'Sat, 12 Dec 2026 · 7:30 pm – 11:00 pm WIB', on the event's own clock (decisions.md item 41). */
function eventWhen(event: OrderEvent) {
  const zone = event.timeZone;
  const times = event.endsAt
    ? formatEventTimeRange(event.startsAt, event.endsAt, zone)
    : formatEventTime(event.startsAt, zone);
  return `${formatEventDate(event.startsAt, zone)} · ${times}`;
}

/** A map search for the venue (a plain link: no embedded map, nothing loaded from elsewhere). */
const directionsUrl = (event: OrderEvent) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${event.venue}, ${event.location}`)}`;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'event';

/** Saves the event as an .ics file, which the phone or computer opens in its calendar. */
function addToCalendar(order: OrderDetail) {
  const url = `${window.location.origin}/orders/${order.id}`;
  const count = order.tickets.length;
  const title = eventTitleIn(order.event, getLocale());
  const file = eventCalendarFile(
    { ...order.event, title },
    {
      uid: `order-${order.id}@${window.location.host}`,
      url,
      description: count
        ? m.order_calendar_note({ number: order.number, count, url })
        : m.order_calendar_note_no_tickets({ number: order.number, url }),
    },
  );
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
  link.download = `${slug(title)}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** The event the order is for: poster, title, when (its own zone), where; to the calendar, directions. */
export function OrderEventCard({ order }: { order: OrderDetail }) {
  const { event } = order;
  const title = eventTitleIn(event, getLocale());
  return (
    <Card className="space-y-4 p-4 sm:p-6 print:border-0 print:p-0 print:shadow-none">
      <div className="flex gap-4">
        <div
          className="w-24 shrink-0 self-start overflow-hidden rounded-md bg-muted print:hidden"
          style={{ aspectRatio: `${POSTER_BOX.width} / ${POSTER_BOX.height}` }}
        >
          <EventPoster src={event.imageUrl} variants={event.imageVariants} category={event.category} sizes="112px" />
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="text-lg font-semibold leading-snug break-words">
            <Link to="/events/$id" params={{ id: event.id }} className="hover:underline">
              {title}
            </Link>
          </h2>
          <p className="text-sm tabular" data-testid="event-when">
            {eventWhen(event)}
          </p>
          <p className="text-sm text-muted-foreground break-words">
            {event.venue}, {event.location}
          </p>
        </div>
      </div>
      {/* Side by side, each as wide as the other, until the words (longer in Malay) need a row each. */}
      <div className="flex flex-wrap gap-2 *:flex-1 *:basis-auto sm:*:flex-none print:hidden">
        <Button variant="outline" onClick={() => addToCalendar(order)}>
          <CalendarPlusIcon aria-hidden /> {m.order_add_to_calendar()}
        </Button>
        <Button asChild variant="outline">
          <a href={directionsUrl(event)} target="_blank" rel="noopener noreferrer">
            <MapPinIcon aria-hidden /> {m.order_directions()}
          </a>
        </Button>
      </div>
    </Card>
  );
}
