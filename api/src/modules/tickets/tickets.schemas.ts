import { z } from '@hono/zod-openapi';
import { categorySlugs } from '@pentas/openapi';
import { ticketStatus } from '../../db/schema/tickets';

export const TicketView = z
  .object({
    id: z.string().openapi({ example: '5d2f7a3e-1c4b-4e8a-9f61-0a7b3c9d2e14' }),
    status: z.enum(ticketStatus.enumValues).openapi({
      description: "checked_in is shown as 'Used'; transferred: given to another user, no longer valid",
      example: 'active',
    }),
    orderId: z.string().openapi({ example: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a' }),
    checkedInAt: z
      .string()
      .nullable()
      .openapi({ description: 'When it was scanned at the venue, ISO 8601 instant', example: null }),
    createdAt: z.string().openapi({ example: '2026-11-21T10:00:00.000Z' }),
    event: z.object({
      id: z.number().int().openapi({ example: 12 }),
      title: z.string().openapi({ example: 'Jazz by the Lake' }),
      venue: z.string().openapi({ example: 'Perdana Botanical Gardens' }),
      location: z.string().openapi({ example: 'Kuala Lumpur, Malaysia' }),
      dateTime: z.string().openapi({ description: 'Start, ISO 8601 instant', example: '2026-12-12T11:30:00.000Z' }),
      timeZone: z.string().openapi({ example: 'Asia/Kuala_Lumpur' }),
      imageUrl: z.string().nullable().openapi({ example: '/posters/music-1.svg' }),
      category: z.enum(categorySlugs).openapi({ example: 'music' }),
    }),
    ticketType: z.object({
      id: z.number().int().openapi({ example: 31 }),
      name: z.string().openapi({ example: 'General Admission' }),
      description: z.string().nullable().openapi({ example: 'Lawn access' }),
    }),
  })
  .openapi('Ticket');
