import { z } from '@hono/zod-openapi';
import { categorySlugs, countries, currencyCodes, dateFilters } from '@pentas/openapi';

export const EventListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100, 'Search text too long (at most 100 characters)')
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
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'Page must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1, 'Page starts at 1')
    .optional()
    .openapi({ param: { name: 'page', in: 'query' }, type: 'integer', example: 1 }),
  pageSize: z
    .string()
    .regex(/^\d{1,2}$/, 'Page size must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 50, 'Page size must be between 1 and 50')
    .optional()
    .openapi({ param: { name: 'pageSize', in: 'query' }, type: 'integer', example: 9 }),
});

export const EventSummary = z
  .object({
    id: z.number().int().openapi({ example: 12 }),
    title: z.string().openapi({ example: 'Jazz by the Lake' }),
    description: z.string().openapi({ example: 'An evening of jazz on the lakeside lawn.' }),
    venue: z.string().openapi({ example: 'Perdana Botanical Gardens' }),
    location: z.string().openapi({ example: 'Kuala Lumpur, Malaysia' }),
    category: z.enum(categorySlugs).openapi({ example: 'music' }),
    currency: z.enum(currencyCodes as [string, ...string[]]).openapi({ example: 'MYR' }),
    timeZone: z.string().openapi({ example: 'Asia/Kuala_Lumpur' }),
    dateTime: z.string().openapi({ description: 'Start, ISO 8601 instant', example: '2026-12-12T11:30:00.000Z' }),
    endDateTime: z.string().nullable().openapi({ example: '2026-12-12T15:00:00.000Z' }),
    imageUrl: z.string().nullable().openapi({ example: '/posters/music-1.svg' }),
    minPrice: z.string().nullable().openapi({
      description: 'Lowest active ticket price as a decimal string; null shows "Price TBA"',
      example: '80.00',
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
    soldQuantity: z.number().int().openapi({ example: 152 }),
    available: z.number().int().openapi({ description: 'quantity - soldQuantity', example: 248 }),
    isActive: z.boolean().openapi({ example: true }),
  })
  .openapi('TicketType');

export const EventDetail = EventSummary.extend({
  organizer: z
    .object({ id: z.string(), name: z.string() })
    .openapi({ example: { id: 'k2n4v0x8b1c3', name: 'Daniel Lim' } }),
  ticketTypes: z.array(TicketTypePublic),
}).openapi('EventDetail');
