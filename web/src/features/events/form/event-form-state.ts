import { m } from '@pentas/i18n/messages';
import {
  DEFAULT_TIME_ZONE,
  isImageUrl,
  isoToLocalInput,
  localInputToIso,
  type SalesWindowReason,
  salesWindowProblem,
  toMinor,
} from '@pentas/openapi';
import type { EventChanges } from '../mutations';
import type { ManagedEvent } from '../queries';

type FormCurrency = 'MYR' | 'IDR';

export interface EventFormValues {
  title: string;
  description: string;
  /** In Bahasa Melayu, optional (decision 76). */
  titleMs: string;
  descriptionMs: string;
  venue: string;
  location: string;
  currency: string;
  timeZone: string;
  dateTime: string;
  endDateTime: string;
  category: string;
  imageUrl: string;
}

export interface TicketTypeFormValues {
  /** React key; `id` is set for ticket types that already exist. */
  key: string;
  id?: number;
  name: string;
  description: string;
  price: string;
  quantity: number;
  isActive: boolean;
  /** Shown and sold only to buyers with an access code that reveals it. */
  hidden: boolean;
  /** Stock taken: sold plus held in open checkouts, the floor of its quantity (decisions.md item 46). */
  soldQuantity: number;
  /** Of those, paid; and held by checkouts not yet paid (shown apart, never both as 'sold'). */
  sold: number;
  held: number;
  /** The sales window, 'YYYY-MM-DDTHH:mm' in the event's zone; empty: at once / at the event's start. */
  salesStart: string;
  salesEnd: string;
}

export type FormErrors = Record<string, string>;

let keys = 0;
export const newTicketType = (overrides: Partial<TicketTypeFormValues> = {}): TicketTypeFormValues => ({
  key: `new-${++keys}`,
  name: '',
  description: '',
  price: '',
  quantity: 0,
  isActive: true,
  hidden: false,
  soldQuantity: 0,
  sold: 0,
  held: 0,
  salesStart: '',
  salesEnd: '',
  ...overrides,
});

/**
 * The create form starts with MYR and one 'General Admission' type of 100 tickets (named in the page's
 * language), its price empty.
 */
export function createDefaults(): { event: EventFormValues; ticketTypes: TicketTypeFormValues[] } {
  return {
    event: {
      title: '',
      description: '',
      titleMs: '',
      descriptionMs: '',
      venue: '',
      location: '',
      currency: 'MYR',
      timeZone: DEFAULT_TIME_ZONE,
      dateTime: '',
      endDateTime: '',
      category: '',
      imageUrl: '',
    },
    ticketTypes: [newTicketType({ name: m.org_general_admission(), quantity: 100 })],
  };
}

export function valuesOf(event: ManagedEvent): { event: EventFormValues; ticketTypes: TicketTypeFormValues[] } {
  return {
    event: {
      title: event.title,
      description: event.description,
      titleMs: event.titleMs ?? '',
      descriptionMs: event.descriptionMs ?? '',
      venue: event.venue,
      location: event.location,
      currency: event.currency,
      timeZone: event.timeZone,
      dateTime: isoToLocalInput(event.dateTime, event.timeZone),
      endDateTime: isoToLocalInput(event.endDateTime, event.timeZone),
      category: event.category,
      imageUrl: event.imageUrl ?? '',
    },
    ticketTypes: event.ticketTypes.map((t) => ({
      key: `tt-${t.id}`,
      id: t.id,
      name: t.name,
      description: t.description ?? '',
      price: t.price,
      quantity: t.quantity,
      isActive: t.isActive,
      hidden: t.hidden,
      soldQuantity: t.soldQuantity,
      sold: t.sold,
      held: t.held,
      salesStart: isoToLocalInput(t.salesStart, event.timeZone),
      salesEnd: isoToLocalInput(t.salesEnd, event.timeZone),
    })),
  };
}

/** A typed ticket quantity: non-numeric input becomes 0. */
export function quantityFrom(input: string): number {
  const n = Number.parseInt(input, 10);
  return Number.isFinite(n) ? n : 0;
}

/** The same rules as the API (its words, in the page's language), keyed by the API's field paths. */
export function validateEvent(
  event: EventFormValues,
  ticketTypes: TicketTypeFormValues[],
  mode: 'create' | 'edit',
): FormErrors {
  const errors: FormErrors = {};
  const p = mode === 'create' ? 'event.' : '';
  const required = (field: keyof EventFormValues, message: string) => {
    if (!event[field].trim()) errors[`${p}${field}`] = message;
  };
  required('title', mode === 'create' ? m.org_event_title_required() : m.org_title_required());
  if (mode === 'create' && event.description.trim().length < 10) {
    errors[`${p}description`] = m.org_description_too_short();
  } else required('description', m.org_description_required());
  required('venue', m.org_venue_required());
  required('location', m.org_location_required());
  required('dateTime', m.org_date_time_required());
  required('category', m.org_category_required());
  if (mode === 'create' && event.currency !== 'MYR' && event.currency !== 'IDR')
    errors[`${p}currency`] = m.org_currency_required();
  if (event.imageUrl.trim() && !isImageUrl(event.imageUrl.trim())) errors[`${p}imageUrl`] = m.org_image_url_invalid();
  if (event.dateTime && event.endDateTime && event.endDateTime < event.dateTime) {
    errors[`${p}endDateTime`] = m.org_end_after_start();
  }
  if (ticketTypes.length === 0) errors.ticketTypes = m.org_ticket_type_required();
  ticketTypes.forEach((t, i) => {
    if (!t.name.trim()) errors[`ticketTypes.${i}.name`] = m.org_ticket_name_required();
    if (!t.price.trim()) errors[`ticketTypes.${i}.price`] = m.org_price_required();
    else if (toMinor(t.price) === null) errors[`ticketTypes.${i}.price`] = m.org_price_invalid();
    if (t.id === undefined && t.quantity < 1) errors[`ticketTypes.${i}.quantity`] = m.org_quantity_min();
    if (t.id !== undefined && t.quantity < t.soldQuantity) {
      errors[`ticketTypes.${i}.quantity`] = t.held
        ? m.org_quantity_below_taken({ count: t.soldQuantity })
        : m.org_quantity_below_sold({ count: t.soldQuantity });
    }
    Object.assign(errors, salesWindowErrors(event, t, `ticketTypes.${i}.`));
  });
  return errors;
}

/** The shared rule's reasons (`salesWindowProblem`) in the page's language. */
const salesWindowWords: Record<SalesWindowReason, () => string> = {
  end_after_event_end: m.org_sales_end_after_event_end,
  end_after_event_start: m.org_sales_end_after_event_start,
  end_not_after_start: m.org_sales_end_before_start,
  start_not_before_event: m.org_sales_start_after_event,
};

/** The shared sales-window rule (`salesWindowProblem`), on the form's wall-clock times in the event's zone. */
function salesWindowErrors(event: EventFormValues, t: TicketTypeFormValues, prefix: string): FormErrors {
  if (!event.dateTime) return {};
  const problem = salesWindowProblem(
    { start: t.salesStart || null, end: t.salesEnd || null },
    { start: event.dateTime, end: event.endDateTime || null },
  );
  return problem ? { [`${prefix}${problem.field}`]: salesWindowWords[problem.reason]() } : {};
}

const iso = (local: string, zone: string) => (local ? localInputToIso(local, zone) : null);

export function toCreateRequest(event: EventFormValues, ticketTypes: TicketTypeFormValues[]) {
  return {
    event: {
      title: event.title.trim(),
      description: event.description.trim(),
      titleMs: event.titleMs.trim() || null,
      descriptionMs: event.descriptionMs.trim() || null,
      venue: event.venue.trim(),
      location: event.location.trim(),
      dateTime: iso(event.dateTime, event.timeZone) ?? event.dateTime,
      endDateTime: iso(event.endDateTime, event.timeZone),
      imageUrl: event.imageUrl.trim() || null,
      category: event.category as ManagedEvent['category'],
      currency: event.currency as FormCurrency,
      timeZone: event.timeZone,
    },
    ticketTypes: ticketTypes.map((t) => ({
      name: t.name.trim(),
      description: t.description.trim() || null,
      price: t.price.trim(),
      quantity: t.quantity,
      isActive: t.isActive,
      hidden: t.hidden,
      ...salesWindowOf(t, event.timeZone),
    })),
  };
}

const salesWindowOf = (t: TicketTypeFormValues, zone: string) => ({
  salesStart: iso(t.salesStart, zone),
  salesEnd: iso(t.salesEnd, zone),
});

/** An edit sends only the changed fields; dates as ISO instants. */
export function diffForUpdate(
  initial: { event: EventFormValues; ticketTypes: TicketTypeFormValues[] },
  current: { event: EventFormValues; ticketTypes: TicketTypeFormValues[] },
): EventChanges {
  const before = initial.event;
  const now = current.event;
  const event: EventChanges['event'] = {};
  for (const field of ['title', 'description', 'venue', 'location'] as const) {
    if (now[field].trim() !== before[field].trim()) event[field] = now[field].trim();
  }
  for (const field of ['titleMs', 'descriptionMs'] as const) {
    if (now[field].trim() !== before[field].trim()) event[field] = now[field].trim() || null;
  }
  if (now.category !== before.category) event.category = now.category as ManagedEvent['category'];
  if (now.currency !== before.currency) event.currency = now.currency as FormCurrency;
  if (now.imageUrl.trim() !== before.imageUrl.trim()) event.imageUrl = now.imageUrl.trim() || null;
  if (now.dateTime !== before.dateTime) event.dateTime = iso(now.dateTime, now.timeZone) ?? now.dateTime;
  if (now.endDateTime !== before.endDateTime) event.endDateTime = iso(now.endDateTime, now.timeZone);

  const initialById = new Map(initial.ticketTypes.map((t) => [t.id, t]));
  const changedTicketTypes: EventChanges['changedTicketTypes'] = [];
  const newTicketTypes: EventChanges['newTicketTypes'] = [];
  for (const t of current.ticketTypes) {
    const was = t.id === undefined ? undefined : initialById.get(t.id);
    if (!was || t.id === undefined) {
      newTicketTypes.push({
        name: t.name.trim(),
        description: t.description.trim() || null,
        price: t.price.trim(),
        quantity: t.quantity,
        isActive: t.isActive,
        hidden: t.hidden,
        ...salesWindowOf(t, now.timeZone),
      });
      continue;
    }
    const changes: EventChanges['changedTicketTypes'][number]['changes'] = {};
    if (t.name.trim() !== was.name) changes.name = t.name.trim();
    if (t.description.trim() !== was.description) changes.description = t.description.trim() || null;
    if (toMinor(t.price) !== toMinor(was.price)) changes.price = t.price.trim();
    if (t.quantity !== was.quantity) changes.quantity = t.quantity;
    if (t.isActive !== was.isActive) changes.isActive = t.isActive;
    if (t.hidden !== was.hidden) changes.hidden = t.hidden;
    if (t.salesStart !== was.salesStart) changes.salesStart = iso(t.salesStart, now.timeZone);
    if (t.salesEnd !== was.salesEnd) changes.salesEnd = iso(t.salesEnd, now.timeZone);
    if (Object.keys(changes).length) changedTicketTypes.push({ id: t.id, changes });
  }
  return { event, changedTicketTypes, newTicketTypes };
}
