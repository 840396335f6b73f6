import { z } from '@hono/zod-openapi';

export const OrderView = z
  .object({
    id: z.string().openapi({ example: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a' }),
    status: z.enum(['pending', 'completed', 'failed', 'cancelled']).openapi({ example: 'completed' }),
    createdAt: z.string().openapi({ example: '2026-11-21T10:00:00.000Z' }),
    currency: z.string().openapi({ example: 'MYR' }),
    totalAmount: z.string().openapi({ description: 'Tickets, before the service fee', example: '160.00' }),
    serviceFee: z.string().openapi({ example: '4.80' }),
    refunded: z
      .string()
      .openapi({ description: 'Given back so far (every refund, pending ones included)', example: '0.00' }),
    refundStatus: z.enum(['none', 'partly_refunded', 'refunded']).openapi({
      description:
        '"Refunded" when all that was paid is back or no ticket is left after a refund, "Partly refunded" when some money is back and tickets are still valid (decisions.md item 55)',
      example: 'none',
    }),
    eventId: z.number().int(),
    eventTitle: z.string().openapi({ example: 'Jazz by the Lake' }),
    eventTitleMs: z.string().nullable().openapi({
      description: 'The title in Bahasa Melayu, where its organizer gave one',
      example: 'Jazz di Tepi Tasik',
    }),
    eventDateTime: z
      .string()
      .openapi({ description: "The event's start, ISO 8601 instant", example: '2026-12-12T11:30:00.000Z' }),
    eventTimeZone: z
      .string()
      .openapi({ description: "The event's IANA zone: its days, for the refund policy", example: 'Asia/Kuala_Lumpur' }),
    failureReason: z.string().nullable(),
    expiresAt: z.string().nullable().openapi({
      description:
        "Until when a pending order's tickets are held for its payment (the checkout hold); null when nothing is held. Past it, the order cannot be paid: start it again.",
      example: '2026-11-21T10:15:00.000Z',
    }),
    startedAgainAs: z.string().nullable().openapi({
      description: 'The order this one was started again as, with the same tickets, after its hold lapsed',
      example: null,
    }),
    orderItems: z.array(
      z.object({
        id: z.number().int(),
        quantity: z.number().int(),
        unitPrice: z.string().openapi({ example: '80.00' }),
        ticketType: z.object({ name: z.string().openapi({ example: 'General Admission' }) }),
      }),
    ),
  })
  .openapi('Order');

export const OrderIdParam = z.object({
  id: z
    .uuid('Not an order id')
    .openapi({ param: { name: 'id', in: 'path', required: true }, example: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a' }),
});
