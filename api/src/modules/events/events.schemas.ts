import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import {
  categorySlugs,
  countries,
  currencyCodes,
  dateFilters,
  eventCurrencies,
  eventSaleStates,
  isImageUrl,
  ticketSaleStates,
} from '@pentas/openapi';
import { fieldMessage } from '../../lib/field-message';
import { multiLineText, pageQuery, priceText, singleLineText } from '../../lib/input-schemas';
import { AppliedCode } from '../promo-codes';

export const EventListQuery = z.object({
  q: singleLineText()
    .max(100, fieldMessage(m.problem_events_search_too_long, { max: 100 }))
    .optional()
    .openapi({
      param: { name: 'q', in: 'query' },
      description: 'Matches title, description, venue or location',
      example: 'jazz',
    }),
  category: z
    .enum(categorySlugs)
    .optional()
    .openapi({ param: { name: 'category', in: 'query' }, example: 'music' }),
  location: z
    .enum(countries)
    .optional()
    .openapi({ param: { name: 'location', in: 'query' }, description: 'Country of the event', example: 'malaysia' }),
  date: z
    .enum(dateFilters)
    .optional()
    .openapi({
      param: { name: 'date', in: 'query' },
      description: 'Computed in Asia/Kuala_Lumpur',
      example: 'this-month',
    }),
  ...pageQuery(50, 9).shape,
});

export const EventSummary = z
  .object({
    id: z.number().int().openapi({ example: 12 }),
    title: z.string().openapi({ example: 'Jazz by the Lake' }),
    description: z.string().openapi({ example: 'An evening of jazz on the lakeside lawn.' }),
    titleMs: z
      .string()
      .nullable()
      .openapi({ description: 'The title in Bahasa Melayu; null: shown in English', example: 'Jazz di Tepi Tasik' }),
    descriptionMs: z.string().nullable().openapi({
      description: 'The description in Bahasa Melayu; null: shown in English',
      example: 'Malam jazz di laman tepi tasik.',
    }),
    venue: z.string().openapi({ example: 'Perdana Botanical Gardens' }),
    location: z.string().openapi({ example: 'Kuala Lumpur, Malaysia' }),
    category: z.enum(categorySlugs).openapi({ example: 'music' }),
    currency: z.enum(currencyCodes as [string, ...string[]]).openapi({ example: 'MYR' }),
    timeZone: z.string().openapi({ example: 'Asia/Kuala_Lumpur' }),
    dateTime: z.string().openapi({ description: 'Start, ISO 8601 instant', example: '2026-12-12T11:30:00.000Z' }),
    endDateTime: z.string().nullable().openapi({ example: '2026-12-12T15:00:00.000Z' }),
    imageUrl: z.string().nullable().openapi({ example: '/posters/music-1.svg' }),
    imageVariants: z.array(z.number().int()).openapi({
      description:
        'Widths of the WebP variants of an uploaded poster, each at `<imageUrl>-w<width>.webp` (for a srcset: `posterImage` in @pentas/openapi); empty for SVG posters and images elsewhere',
      example: [480, 960, 1440],
    }),
    minPrice: z.string().nullable().openapi({
      description: 'Lowest active ticket price as a decimal string; null shows "Price TBA"',
      example: '80.00',
    }),
    cancelledAt: z.string().nullable().openapi({
      description:
        'When the event was cancelled (ISO 8601 instant); null if it was not. A cancelled event sells nothing and its paid orders are refunded in full',
      example: null,
    }),
    cancelReason: z
      .string()
      .nullable()
      .openapi({ description: "The organizer's words when cancelling; null if not cancelled", example: null }),
    postponedFrom: z.string().nullable().openapi({
      description:
        'The start it had before it was first postponed (ISO 8601 instant); null if never postponed. `dateTime` is the new start',
      example: null,
    }),
  })
  .openapi('EventSummary');

export const TicketTypePublic = z
  .object({
    id: z.number().int().openapi({ example: 31 }),
    name: z.string().openapi({ example: 'General Admission' }),
    description: z.string().nullable().openapi({ example: 'Lawn access' }),
    price: z.string().openapi({ description: 'Decimal string in the event currency', example: '80.00' }),
    quantity: z.number().int().openapi({ example: 400 }),
    soldQuantity: z.number().int().openapi({
      description:
        'Stock taken: sold, or held by an open checkout (decisions.md item 46); in the public event also what live codes set aside for their holders',
      example: 152,
    }),
    available: z.number().int().openapi({ description: 'quantity - soldQuantity', example: 248 }),
    isActive: z.boolean().openapi({ example: true }),
    salesStart: z
      .string()
      .nullable()
      .openapi({ description: 'When sales open, ISO 8601 instant; null: on sale at once', example: null }),
    salesEnd: z.string().nullable().openapi({
      description: "When sales close, ISO 8601 instant; null: at the event's start",
      example: '2026-12-10T16:00:00.000Z',
    }),
    saleState: z.enum(ticketSaleStates).openapi({
      description:
        "Now: on_sale, sold_out, not_started (before salesStart), sales_ended (after salesEnd, or the event's start, or the event ended), inactive",
      example: 'on_sale',
    }),
    hidden: z.boolean().openapi({
      description:
        'Sold only with an access code that reveals it; the public event shows it only to such a code (`?code=`)',
      example: false,
    }),
    discountedPrice: z.string().nullable().openapi({
      description:
        'The price per ticket with the code asked for (`?code=`), decimal string; null without a code or when it does not apply to this type. `price` stays the list price',
      example: null,
    }),
  })
  .openapi('TicketType');

/** An event with its organizer and ticket types: the base of the public and the managed views. */
const EventWithTickets = EventSummary.extend({
  organizer: z
    .object({ id: z.string(), name: z.string() })
    .openapi({ example: { id: 'k2n4v0x8b1c3', name: 'Daniel Lim' } }),
  ticketTypes: z.array(TicketTypePublic),
  saleState: z.enum(eventSaleStates).openapi({
    description:
      'Now: on_sale (a type can be bought), not_started (a type opens later), sold_out, sales_ended, ended (its end, or start without an end, has passed: never sold), inactive, deleted, cancelled (called off: never sold, its orders refunded)',
    example: 'on_sale',
  }),
});

export const EventDetail = EventWithTickets.extend({
  serviceFee: z
    .object({
      percent: z.number().openapi({ description: 'Percentage of the ticket subtotal', example: 3 }),
      fixed: z
        .string()
        .openapi({ description: 'Fixed part per order, decimal string in the event currency', example: '0.00' }),
    })
    .openapi({ description: 'What the buyer pays on top of the tickets, shown before paying (DECISIONS item 9)' }),
  promoCode: AppliedCode.nullable().openapi({
    description: 'The code asked for with `?code=` and whether it applies (null without one)',
  }),
}).openapi('EventDetail');

/** A required line of text whose every failure (missing, not text, blank) gives one message, the field's own. */
const requiredText = (message: string, max: number) =>
  singleLineText(message)
    .min(1, message)
    .max(max, fieldMessage(m.sales_at_most_chars, { count: max }));

/** A required description (several lines), with one message for missing, not text or too short. */
const requiredDescription = (message: string, min: number) =>
  multiLineText(message)
    .min(min, message)
    .max(10_000, fieldMessage(m.sales_at_most_chars, { count: 10000 }));

/** A ticket type's optional description. */
const ticketDescription = multiLineText()
  .max(500, fieldMessage(m.sales_at_most_chars, { count: 500 }))
  .nullish();

/** One rule for creating and editing: an event is priced in one of the currencies it may be sold in. */
const eventCurrency = z.enum(eventCurrencies, { error: fieldMessage(m.org_currency_required) });

const imageUrl = singleLineText()
  .max(2000)
  .refine((v) => v === '' || isImageUrl(v), fieldMessage(m.org_image_url_invalid))
  .transform((v) => v || null);

const optionalDateTime = singleLineText()
  .max(40)
  .transform((v) => v || null);

/** A ticket type's sales window, read like the event's times: local in the event's zone, or ISO with offset. */
const salesTime = (description: string, example: string) =>
  optionalDateTime.nullish().openapi({
    description: `${description}; 'YYYY-MM-DDTHH:mm' in the event's zone or ISO 8601 with offset`,
    example,
  });
const salesStart = salesTime('When sales open; empty or absent: at once', '2026-11-01T10:00');
const salesEnd = salesTime(
  "When sales close, not after the event's end; empty or absent: at the event's start",
  '2026-12-12T18:00',
);

/** The title and description in Bahasa Melayu: optional; empty is none (decision 76). */
const titleMs = singleLineText()
  .max(200, fieldMessage(m.sales_at_most_chars, { count: 200 }))
  .transform((v) => v.trim() || null)
  .nullish()
  .openapi({ description: 'The title in Bahasa Melayu; empty or null: none', example: 'Jazz di Tepi Tasik' });
const descriptionMs = multiLineText()
  .max(10_000, fieldMessage(m.sales_at_most_chars, { count: 10000 }))
  .transform((v) => (v.trim() ? v : null))
  .nullish()
  .openapi({
    description: 'The description in Bahasa Melayu; empty or null: none',
    example: 'Malam jazz di laman tepi tasik.',
  });

const EventFields = z.object({
  title: requiredText(fieldMessage(m.org_event_title_required), 200).openapi({ example: 'Jazz by the Lake' }),
  description: requiredDescription(fieldMessage(m.org_description_too_short), 10).openapi({
    example: 'An evening of jazz on the lakeside lawn.\n1. Line-up\n* The KL Jazz Collective',
  }),
  titleMs,
  descriptionMs,
  venue: requiredText(fieldMessage(m.org_venue_required), 200).openapi({ example: 'Perdana Botanical Gardens' }),
  location: requiredText(fieldMessage(m.org_location_required), 200).openapi({ example: 'Kuala Lumpur, Malaysia' }),
  dateTime: requiredText(fieldMessage(m.org_date_time_required), 40).openapi({
    description: "ISO 8601 with offset, or a local 'YYYY-MM-DDTHH:mm' read in timeZone",
    example: '2026-12-12T19:30',
  }),
  endDateTime: optionalDateTime.nullish().openapi({ example: '2026-12-12T23:00' }),
  imageUrl: imageUrl.nullish().openapi({ example: '/objects/posters/3f9a1c2e.jpg' }),
  category: z.enum(categorySlugs, { error: fieldMessage(m.org_category_required) }).openapi({ example: 'music' }),
  currency: eventCurrency.openapi({ example: 'MYR' }),
  timeZone: singleLineText().max(64).optional().openapi({ example: 'Asia/Kuala_Lumpur' }),
});

const price = priceText().openapi({ description: 'Decimal string in the event currency', example: '150.00' });

export const TicketTypeFields = z.object({
  name: requiredText(fieldMessage(m.org_ticket_name_required), 100).openapi({ example: 'General Admission' }),
  description: ticketDescription.openapi({ example: 'Lawn access' }),
  price,
  quantity: z
    .number({ error: fieldMessage(m.org_quantity_min) })
    .int(fieldMessage(m.problem_quantity_whole_number))
    .min(1, fieldMessage(m.org_quantity_min))
    .max(1_000_000, fieldMessage(m.problem_at_most_tickets, { max: 1000000 }))
    .openapi({ example: 100 }),
  isActive: z.boolean().default(true).openapi({ example: true }),
  salesStart,
  salesEnd,
  hidden: z
    .boolean()
    .default(false)
    .openapi({ description: 'Shown and sold only with an access code that reveals it', example: false }),
});

export const CreateEventBody = z
  .object({
    event: EventFields,
    ticketTypes: z
      .array(TicketTypeFields, { error: fieldMessage(m.org_ticket_type_required) })
      .min(1, fieldMessage(m.org_ticket_type_required))
      .max(20, fieldMessage(m.problem_events_at_most_ticket_types, { max: 20 })),
  })
  .openapi('CreateEventRequest');

/** Edit: every field optional (only the changed ones are sent), but a present text field may not be blank. */
export const UpdateEventBody = z
  .object({
    title: requiredText(fieldMessage(m.org_title_required), 200).optional(),
    description: requiredDescription(fieldMessage(m.org_description_required), 1).optional(),
    titleMs,
    descriptionMs,
    venue: requiredText(fieldMessage(m.org_venue_required), 200).optional(),
    location: requiredText(fieldMessage(m.org_location_required), 200).optional(),
    category: z.enum(categorySlugs, { error: fieldMessage(m.org_category_required) }).optional(),
    currency: eventCurrency
      .optional()
      .openapi({ description: 'Cannot change once the event has an order or a ticket sold (409 currency_locked)' }),
    dateTime: requiredText(fieldMessage(m.org_date_time_required), 40).optional(),
    endDateTime: optionalDateTime.nullish(),
    imageUrl: imageUrl.nullish(),
    timeZone: singleLineText().max(64).optional(),
    isActive: z.boolean().optional(),
  })
  .openapi('UpdateEventRequest');

export const UpdateTicketTypeBody = z
  .object({
    name: requiredText(fieldMessage(m.org_ticket_name_required), 100).optional(),
    description: ticketDescription,
    price: price.optional(),
    quantity: z
      .number({ error: fieldMessage(m.problem_quantity_must_be_number) })
      .int(fieldMessage(m.problem_quantity_whole_number))
      .min(0, fieldMessage(m.problem_quantity_cannot_be_negative))
      .max(1_000_000, fieldMessage(m.problem_at_most_tickets, { max: 1000000 }))
      .optional(),
    isActive: z.boolean().optional(),
    salesStart,
    salesEnd,
    hidden: z.boolean().optional().openapi({ description: 'Shown and sold only with an access code that reveals it' }),
  })
  .openapi('UpdateTicketTypeRequest');

/** A ticket type as its organizer sees it: sold (paid) and held in checkouts apart (decisions.md item 46). */
const ManagedTicketType = TicketTypePublic.extend({
  sold: z.number().int().openapi({ description: 'Tickets of paid orders', example: 150 }),
  held: z.number().int().openapi({ description: 'Tickets held by open checkouts, not yet paid', example: 2 }),
}).openapi('ManagedTicketType');

export const ManagedEvent = EventWithTickets.extend({
  ticketTypes: z.array(ManagedTicketType),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ticketsSold: z.number().int().openapi({ description: 'Tickets of paid orders, all ticket types' }),
  ticketsHeld: z.number().int().openapi({ description: 'Tickets held by open checkouts, all ticket types' }),
  capacity: z.number().int(),
}).openapi('ManagedEvent');

/** Examples of the documented shapes (the OpenAPI document shows them; TypeScript checks them). */
export const examples = {
  ticketType: {
    id: 31,
    name: 'General Admission',
    description: 'Lawn access',
    price: '80.00',
    quantity: 400,
    soldQuantity: 152,
    available: 248,
    isActive: true,
    salesStart: null,
    salesEnd: null,
    saleState: 'on_sale' as const,
    hidden: false,
    discountedPrice: null,
  },
  summary: {
    id: 12,
    title: 'Jazz by the Lake',
    description: 'An evening of jazz on the lakeside lawn.',
    titleMs: 'Jazz di Tepi Tasik',
    descriptionMs: 'Malam jazz di laman tepi tasik.',
    venue: 'Perdana Botanical Gardens',
    location: 'Kuala Lumpur, Malaysia',
    category: 'music' as const,
    currency: 'MYR',
    timeZone: 'Asia/Kuala_Lumpur',
    dateTime: '2026-12-12T11:30:00.000Z',
    endDateTime: '2026-12-12T15:00:00.000Z',
    imageUrl: '/posters/music-1.svg',
    imageVariants: [] as number[],
    minPrice: '80.00',
    cancelledAt: null,
    cancelReason: null,
    postponedFrom: null,
  },
  organizer: { id: 'k2n4v0x8b1c3', name: 'Daniel Lim' },
} as const;

const vip = {
  ...examples.ticketType,
  id: 32,
  name: 'VIP',
  description: 'Front rows and a drink',
  price: '150.00',
  quantity: 50,
  soldQuantity: 50,
  available: 0,
  saleState: 'sold_out' as const,
};

export const eventDetailExample = {
  ...examples.summary,
  organizer: examples.organizer,
  ticketTypes: [examples.ticketType, vip],
  saleState: 'on_sale' as const,
  serviceFee: { percent: 3, fixed: '0.00' },
  promoCode: null,
};

export const managedEventExample = {
  ...examples.summary,
  organizer: examples.organizer,
  ticketTypes: [
    { ...examples.ticketType, sold: 150, held: 2 },
    { ...vip, sold: 50, held: 0 },
    {
      ...vip,
      id: 33,
      name: 'Early bird',
      isActive: false,
      soldQuantity: 0,
      saleState: 'inactive' as const,
      sold: 0,
      held: 0,
    },
  ],
  saleState: 'on_sale' as const,
  isActive: true,
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-10-02T09:15:00.000Z',
  ticketsSold: 200,
  ticketsHeld: 2,
  capacity: 500,
};

export const createEventExample = {
  event: {
    title: 'Jazz by the Lake',
    description: 'An evening of jazz on the lakeside lawn.\n1. Line-up\n* The KL Jazz Collective',
    venue: 'Perdana Botanical Gardens',
    location: 'Kuala Lumpur, Malaysia',
    dateTime: '2026-12-12T19:30',
    endDateTime: '2026-12-12T23:00',
    imageUrl: '/objects/posters/3f9a1c2e5b7d4a6f8e0c1b2a3d4e5f60',
    category: 'music' as const,
    currency: 'MYR' as const,
    timeZone: 'Asia/Kuala_Lumpur',
  },
  ticketTypes: [
    { name: 'General Admission', description: 'Lawn access', price: '80.00', quantity: 400, isActive: true },
    { name: 'VIP', description: 'Front rows and a drink', price: '150.00', quantity: 50, isActive: true },
  ],
};
