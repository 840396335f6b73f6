import { z } from '@hono/zod-openapi';

export const TicketGenerationOptions = z
  .object({
    events: z.array(
      z.object({
        id: z.number().int().openapi({ example: 12 }),
        title: z.string().openapi({ example: 'Malaysia Jazz Night' }),
        date_time: z
          .string()
          .openapi({ description: 'When it starts (ISO instant)', example: '2026-12-12T11:30:00.000Z' }),
        timeZone: z.string().openapi({
          description: "The event's IANA time zone: its start is shown on this clock",
          example: 'Asia/Kuala_Lumpur',
        }),
        ticketTypes: z.array(
          z.object({
            id: z.number().int().openapi({ example: 31 }),
            name: z.string().openapi({ example: 'General Admission' }),
            currency: z.string().openapi({ example: 'MYR' }),
            price: z.string().openapi({ description: 'The value each issued ticket records', example: '80.00' }),
            remaining: z.number().int().openapi({ description: 'Stock left of the type', example: 120 }),
            allocation: z
              .object({
                granted: z.number().int().openapi({ example: 50 }),
                left: z.number().int().openapi({ example: 38 }),
              })
              .nullable()
              .openapi({
                description:
                  "Resellers: their allocation of the type ('38 of 50 left'); null for organizers and admins",
              }),
          }),
        ),
      }),
    ),
  })
  .openapi('TicketGenerationOptions');
