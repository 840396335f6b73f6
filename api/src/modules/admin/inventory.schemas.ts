import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { eventSaleStates, ticketSaleStates } from '@pentas/openapi';
import { fieldMessage } from '../../lib/field-message';
import { singleLineText } from '../../lib/input-schemas';
import { PageQuery } from '../../lib/pagination';

export const SalesStatsQuery = PageQuery;

export const InventoryQuery = PageQuery.extend({
  query: singleLineText()
    .max(100, fieldMessage(m.problem_search_text_too_long, { max: 100 }))
    .optional()
    .openapi({
      param: { name: 'query', in: 'query' },
      description: 'Part of the title, location or category, any case',
      example: 'kuala lumpur',
    }),
  deleted: z
    .enum(['true', 'false'])
    .optional()
    .openapi({
      param: { name: 'deleted', in: 'query' },
      description: 'true: deleted events only (to restore them); otherwise events not deleted',
      example: 'false',
    }),
});

export const InventoryEvent = z
  .object({
    id: z.number().int().openapi({ example: 12 }),
    title: z.string().openapi({ example: 'Jazz by the Lake' }),
    location: z.string().openapi({ example: 'Kuala Lumpur, Malaysia' }),
    category: z.string().openapi({ description: 'Category slug', example: 'music' }),
    dateTime: z.string().openapi({ description: 'Start, ISO 8601 instant', example: '2026-12-12T11:30:00.000Z' }),
    timeZone: z.string().openapi({
      description: "The event's IANA time zone: its start is shown on this clock",
      example: 'Asia/Kuala_Lumpur',
    }),
    currency: z.string().openapi({ example: 'MYR' }),
    isActive: z.boolean().openapi({ example: true }),
    deletedAt: z.string().nullable().openapi({ description: 'When it was deleted; null if not', example: null }),
    saleState: z
      .enum(eventSaleStates)
      .openapi({ description: 'As on the event (EventDetail.saleState): lists badge by it', example: 'on_sale' }),
    ticketTypes: z.array(
      z.object({
        id: z.number().int().openapi({ example: 31 }),
        name: z.string().openapi({ example: 'General Admission' }),
        quantity: z.number().int().openapi({ example: 200 }),
        soldQuantity: z
          .number()
          .int()
          .openapi({ description: 'Stock taken: sold, or held by an open checkout', example: 192 }),
        sold: z.number().int().openapi({ description: 'Tickets of paid orders (decisions.md item 46)', example: 190 }),
        held: z.number().int().openapi({ description: 'Tickets held by open checkouts, not yet paid', example: 2 }),
        remaining: z.number().int().openapi({ description: 'quantity - soldQuantity', example: 8 }),
        isActive: z.boolean().openapi({ description: 'Active (on sale) or Inactive', example: true }),
        saleState: z
          .enum(ticketSaleStates)
          .openapi({ description: 'As on the ticket type (TicketType.saleState)', example: 'on_sale' }),
      }),
    ),
  })
  .openapi('InventoryEvent');

export const SalesStat = z
  .object({
    eventId: z.number().int().openapi({ example: 12 }),
    eventTitle: z.string().openapi({ example: 'Jazz by the Lake' }),
    ticketTypesCount: z.number().int().openapi({ example: 2 }),
    totalSold: z.number().int().openapi({ description: 'Tickets of paid orders, all types', example: 228 }),
    totalHeld: z.number().int().openapi({ description: 'Tickets held by open checkouts, all types', example: 2 }),
    totalCapacity: z.number().int().openapi({ description: 'Tickets of all types', example: 250 }),
  })
  .openapi('SalesStat');
