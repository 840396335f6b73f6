import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';
import { emailAddress, multiLineText, recordId } from '../../lib/input-schemas';

/** 1 to 1000 tickets per generation: one request never issues an unbounded number. */
export const MAX_MANUAL_QUANTITY = 1000;

export const GenerateTicketsBody = z
  .object({
    userEmail: emailAddress().openapi({
      description: 'The recipient: a registered account',
      example: 'chloe@example.com',
    }),
    eventId: recordId(fieldMessage(m.problem_event_required)).openapi({ example: 12 }),
    ticketTypeId: recordId(fieldMessage(m.problem_ticket_type_required)).openapi({ example: 31 }),
    quantity: z
      .number(fieldMessage(m.problem_quantity_required))
      .int(fieldMessage(m.problem_quantity_whole_number))
      .min(1, fieldMessage(m.org_quantity_min))
      .max(MAX_MANUAL_QUANTITY, fieldMessage(m.problem_quantity_at_most, { max: MAX_MANUAL_QUANTITY }))
      .openapi({ example: 2 }),
    reason: multiLineText()
      .max(500, fieldMessage(m.problem_manual_reason_too_long, { max: 500 }))
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
    .string(fieldMessage(m.problem_idempotency_key_required))
    .regex(/^[\w.:-]{16,64}$/, fieldMessage(m.problem_idempotency_key_format))
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
