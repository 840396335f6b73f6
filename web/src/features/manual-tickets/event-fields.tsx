import { m } from '@pentas/i18n/messages';
import { formatEventDateTime, formatPrice } from '@pentas/openapi';
import { FieldError, Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { IssuableEvent, IssuableTicketType } from './queries';

/** A ticket type option shows its name, currency, price and what is left (of a reseller's allocation too). */
function ticketTypeLabel(t: IssuableTicketType) {
  const left = t.allocation ? ` · ${allocationLeft(t.allocation)}` : '';
  return `${t.name} · ${formatPrice(t.price, t.currency)} (${t.currency}) · ${m.box_type_remaining({ count: t.remaining })}${left}`;
}

/** A reseller's allocation in words: '38 of 50 left'. */
const allocationLeft = (a: { granted: number; left: number }) =>
  m.box_allocation_left({ left: a.left, granted: a.granted });

/**
 * Event, then ticket type: the type's select is disabled until an event is chosen, and choosing
 * another event clears it (the form does that in `onEventChange`). `eventLocked` keeps an event
 * chosen in advance (an organizer's 'Issue tickets' on one event).
 */
export function EventFields({
  idPrefix,
  events,
  eventId,
  ticketTypeId,
  eventLocked,
  onEventChange,
  onTicketTypeChange,
  errors = {},
}: {
  idPrefix: string;
  events: IssuableEvent[];
  eventId: number | null;
  ticketTypeId: number | null;
  eventLocked: boolean;
  onEventChange: (eventId: number | null) => void;
  onTicketTypeChange: (ticketTypeId: number | null) => void;
  /** Said beside each select (the form's check, or the server's refusal: sold out, allocation used up). */
  errors?: { event?: string; ticketType?: string };
}) {
  const event = events.find((e) => e.id === eventId);
  const allocation = event?.ticketTypes.find((t) => t.id === ticketTypeId)?.allocation;
  const toId = (value: string) => (value ? Number(value) : null);
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-event`}>{m.pdf_event()}</Label>
        <NativeSelect
          id={`${idPrefix}-event`}
          value={eventId ?? ''}
          disabled={eventLocked}
          aria-invalid={Boolean(errors.event)}
          aria-describedby={errors.event ? `${idPrefix}-event-error` : undefined}
          onChange={(e) => onEventChange(toId(e.target.value))}
        >
          <option value="">{m.box_choose_event()}</option>
          {events.map((e) => (
            <option key={e.id} value={e.id}>
              {`${e.title} · ${formatEventDateTime(e.date_time, e.timeZone)}`}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${idPrefix}-event-error`} message={errors.event} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-type`}>{m.box_ticket_type()}</Label>
        <NativeSelect
          id={`${idPrefix}-type`}
          value={ticketTypeId ?? ''}
          disabled={!event}
          aria-invalid={Boolean(errors.ticketType)}
          aria-describedby={errors.ticketType ? `${idPrefix}-type-error` : undefined}
          onChange={(e) => onTicketTypeChange(toId(e.target.value))}
        >
          <option value="">{event ? m.box_choose_type() : m.box_choose_event_first()}</option>
          {event?.ticketTypes.map((t) => (
            <option key={t.id} value={t.id} disabled={t.remaining === 0 || t.allocation?.left === 0}>
              {ticketTypeLabel(t)}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${idPrefix}-type-error`} message={errors.ticketType} />
        {allocation && (
          <p className="text-sm text-muted-foreground" data-testid="allocation-left">
            {m.box_your_allocation({ left: allocationLeft(allocation) })}
          </p>
        )}
      </div>
    </>
  );
}
