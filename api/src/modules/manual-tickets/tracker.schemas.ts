import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';
import { singleLineText } from '../../lib/input-schemas';
import { PageQuery } from '../../lib/pagination';

export const trackerRanges = ['all', 'today', 'week', 'month'] as const;
export const trackerSorts = ['createdAt', 'totalValue', 'userName', 'eventTitle'] as const;

/** The tracker's filters, shared by its list and its summary cards. */
export const TrackerFilterQuery = z.object({
  search: singleLineText()
    .max(100, fieldMessage(m.problem_search_text_too_long, { max: 100 }))
    .optional()
    .openapi({
      param: { name: 'search', in: 'query' },
      description:
        "Part of the recipient's e-mail or name, the event title, the order id, or the generator's e-mail or name; any case",
      example: 'chloe',
    }),
  range: z
    .enum(trackerRanges, fieldMessage(m.problem_tracker_range_one_of))
    .optional()
    .openapi({
      param: { name: 'range', in: 'query' },
      description:
        "When issued: all (default); today (Kuala Lumpur's calendar day); week (the last 7 days); month (the last 30 days)",
      example: 'week',
    }),
});

export const ManualTicketListQuery = PageQuery.extend({
  ...TrackerFilterQuery.shape,
  sort: z
    .enum(trackerSorts, fieldMessage(m.problem_tracker_sort_one_of))
    .optional()
    .openapi({ param: { name: 'sort', in: 'query' }, description: 'Default createdAt', example: 'createdAt' }),
  direction: z
    .enum(['asc', 'desc'], fieldMessage(m.problem_tracker_direction_one_of))
    .optional()
    .openapi({ param: { name: 'direction', in: 'query' }, description: 'Default desc', example: 'desc' }),
});

export const ManualTicketRecord = z
  .object({
    id: z.number().int().openapi({ example: 7 }),
    orderId: z.string().openapi({ example: '2f1e4b7a-9c3d-4e8f-a1b2-c3d4e5f60718' }),
    userName: z.string().openapi({ description: 'The recipient', example: 'Chloe Tan' }),
    userEmail: z.string().openapi({ example: 'chloe@example.com' }),
    eventId: z.number().int().openapi({ example: 12 }),
    eventTitle: z.string().openapi({ example: 'Malaysia Jazz Night' }),
    ticketType: z.string().openapi({ example: 'General Admission' }),
    quantity: z.number().int().openapi({ example: 2 }),
    totalValue: z.string().openapi({ description: "The tickets' recorded value, in `currency`", example: '160.00' }),
    currency: z.string().openapi({ example: 'MYR' }),
    generatedBy: z.string().openapi({ description: "The generator's e-mail", example: 'admin@pentas.test' }),
    generatedByName: z.string().openapi({ example: 'Aminah Yusof' }),
    reason: z.string().nullable().openapi({ example: 'Sponsor passes' }),
    createdAt: z.string().openapi({ example: '2026-11-21T10:00:00.000Z' }),
  })
  .openapi('ManualTicketRecord');

const Amounts = z.array(
  z.object({
    currency: z.string().openapi({ example: 'MYR' }),
    amount: z.string().openapi({ example: '1240.00' }),
  }),
);

export const ManualTicketSummary = z
  .object({
    totalTickets: z.number().int().openapi({ example: 31 }),
    uniqueUsers: z.number().int().openapi({ example: 9 }),
    totalValue: Amounts.openapi({ description: 'Recorded value per currency (never added across currencies)' }),
    thisMonth: z.object({
      tickets: z.number().int().openapi({ example: 12 }),
      totalValue: Amounts,
    }),
    daily: z
      .array(
        z.object({
          day: z.string().openapi({ description: "A day of Kuala Lumpur's calendar", example: '2026-11-21' }),
          tickets: z.number().int().openapi({ example: 4 }),
        }),
      )
      .openapi({
        description: 'Tickets issued per day, every day of the range (for all: from the first record) to today',
      }),
  })
  .openapi('ManualTicketSummary');
