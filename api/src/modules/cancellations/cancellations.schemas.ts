import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';
import { multiLineText, singleLineText } from '../../lib/input-schemas';

export const CancelEventBody = z
  .object({
    reason: multiLineText(fieldMessage(m.problem_cancellation_reason_required))
      .trim()
      .min(1, fieldMessage(m.problem_cancellation_reason_required))
      .max(500, fieldMessage(m.sales_at_most_chars, { count: 500 }))
      .openapi({
        description: 'Told to every buyer in their refund mail and kept in the audit log',
        example: 'The venue flooded and no other venue is free on the date.',
      }),
  })
  .openapi('CancelEventBody');

/** A time read like the event's own: 'YYYY-MM-DDTHH:mm' in the event's zone, or ISO 8601 with an offset. */
const eventTime = (message: string) => singleLineText(message).min(1, message).max(40, message);

export const PostponeEventBody = z
  .object({
    startsAt: eventTime(fieldMessage(m.problem_postponement_new_date_time_required)).openapi({
      description:
        "The new start: 'YYYY-MM-DDTHH:mm' in the event's zone, or ISO 8601 with an offset. Later than the current start",
      example: '2027-01-16T19:30',
    }),
    endsAt: eventTime(fieldMessage(m.problem_checkout_end_date_time_invalid)).nullish().openapi({
      description: 'The new end, read like `startsAt`; absent: the event keeps its length (no end stays no end)',
      example: '2027-01-16T23:00',
    }),
    message: multiLineText()
      .trim()
      .max(1000, fieldMessage(m.sales_at_most_chars, { count: 1000 }))
      .nullish()
      .openapi({ description: "The organizer's words to the buyers, in their mail", example: 'The headliner is ill.' }),
  })
  .openapi('PostponeEventBody');

export const CancellationProgress = z
  .object({
    eventId: z.number().int().openapi({ example: 12 }),
    cancelledAt: z.string().nullable().openapi({
      description: 'When it was cancelled (ISO 8601); null: not cancelled',
      example: '2026-11-27T05:30:00.000Z',
    }),
    reason: z.string().nullable().openapi({ example: 'The venue flooded.' }),
    currency: z.string().openapi({ example: 'MYR' }),
    paidOrders: z
      .number()
      .int()
      .openapi({ description: 'Completed orders that paid something (what a cancellation refunds)', example: 200 }),
    refundedOrders: z
      .number()
      .int()
      .openapi({ description: 'Of those, the ones whose full refund is written', example: 143 }),
    refunds: z
      .object({
        pending: z
          .number()
          .int()
          .openapi({ description: 'Written, not yet confirmed by the payment provider', example: 3 }),
        succeeded: z.number().int().openapi({ example: 140 }),
        failed: z
          .number()
          .int()
          .openapi({ description: 'Refused by the provider: an admin refunds them by hand', example: 0 }),
        manual: z.number().int().openapi({
          description: 'Past the payment method’s refund window: an admin pays them back by bank transfer',
          example: 0,
        }),
      })
      .openapi({ description: "The cancellation's refunds by state" }),
    amountPaid: z.string().openapi({
      description: 'What the paid orders paid, service fees included (decimal string)',
      example: '16000.00',
    }),
    amountRefunded: z
      .string()
      .openapi({ description: 'What the provider has given back so far (succeeded refunds)', example: '11440.00' }),
    done: z.boolean().openapi({
      description:
        'Cancelled, every paid order refunded and no refund waiting for the provider (failed or manual ones need a person)',
      example: false,
    }),
  })
  .openapi('CancellationProgress');

export const cancellationExample = {
  eventId: 12,
  cancelledAt: '2026-11-27T05:30:00.000Z',
  reason: 'The venue flooded.',
  currency: 'MYR',
  paidOrders: 200,
  refundedOrders: 143,
  refunds: { pending: 3, succeeded: 140, failed: 0, manual: 0 },
  amountPaid: '16000.00',
  amountRefunded: '11440.00',
  done: false,
};

export const Postponed = z
  .object({
    eventId: z.number().int().openapi({ example: 12 }),
    dateTime: z
      .string()
      .openapi({ description: 'The new start, ISO 8601 instant', example: '2027-01-16T11:30:00.000Z' }),
    endDateTime: z.string().nullable().openapi({ example: '2027-01-16T15:00:00.000Z' }),
    postponedAt: z.string().openapi({
      description: 'When it was announced: the 30 days of full refunds run from here',
      example: '2026-11-27T05:30:00.000Z',
    }),
    postponedFrom: z
      .string()
      .openapi({ description: 'The start before its first postponement', example: '2026-12-12T11:30:00.000Z' }),
    buyersTold: z.number().int().openapi({ description: 'Mails queued: one per paid order', example: 200 }),
  })
  .openapi('Postponed');
