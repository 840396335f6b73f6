import { z } from '@hono/zod-openapi';
import { emailAddress, multiLineText, recordId } from '../../lib/input-schemas';

/** 1 to 1000 tickets per generation: one request never issues an unbounded number. */
export const MAX_MANUAL_QUANTITY = 1000;

export const GenerateTicketsBody = z
  .object({
    userEmail: emailAddress().openapi({
      description: 'The recipient: a registered account',
      example: 'chloe@example.com',
    }),
    eventId: recordId('Event is required').openapi({ example: 12 }),
    ticketTypeId: recordId('Ticket type is required').openapi({ example: 31 }),
    quantity: z
      .number('Quantity is required')
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(MAX_MANUAL_QUANTITY, `Quantity must be at most ${MAX_MANUAL_QUANTITY}`)
      .openapi({ example: 2 }),
    reason: multiLineText()
      .max(500, 'Reason too long (at most 500 characters)')
      .optional()
      .openapi({ description: "Why; empty or absent: 'Manual generation for {email}'", example: 'Sponsor passes' }),
  })
  .openapi('GenerateTickets');

/**
 * The form's idempotency key: a UUID, or 16 to 64 letters, digits, `.`, `_`, `:` or `-`. Header names
 * reach the validator in lower case.
 */
export const IdempotencyHeader = z.object({
  'idempotency-key': z
    .string('The Idempotency-Key header is required')
    .regex(/^[\w.:-]{16,64}$/, 'Idempotency-Key must be 16 to 64 letters, digits, ".", "_", ":" or "-" (a UUID fits)')
    .openapi({
      param: { name: 'idempotency-key', in: 'header', required: true },
      description:
        'One key per generation the form means to make (a UUID made when the form is filled in): a retry with the same key returns the first answer and issues nothing more',
      example: '4f6c2a8e-1b7d-4d0a-9f3e-2c5b8a7d6e10',
    }),
});

export const GeneratedTickets = z
  .object({
    message: z.string().openapi({ example: 'Generated 2 tickets for chloe@example.com.' }),
    orderId: z.string().openapi({ example: '2f1e4b7a-9c3d-4e8f-a1b2-c3d4e5f60718' }),
    ticketIds: z.array(z.string()).openapi({
      description: "The issued tickets' ids, in id order",
      example: ['0a8d3c1e-5b2f-4c7d-9e6a-1f2b3c4d5e6f', '7c9e2a4b-6d1f-4e3a-8b5c-0d1e2f3a4b5c'],
    }),
  })
  .openapi('GeneratedTickets');
