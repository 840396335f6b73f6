import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';
import { emailAddress, multiLineText, pathId, priceText, recordId, userIdText } from '../../lib/input-schemas';
import { PageQuery } from '../../lib/pagination';

/** At most this many tickets in one allocation: ten times the largest single issue. */
export const MAX_ALLOCATION = 10_000;

export const AllocationFilterQuery = PageQuery.extend({
  eventId: pathId()
    .optional()
    .openapi({ param: { name: 'eventId', in: 'query' }, type: 'integer', description: 'Only this event', example: 12 }),
  resellerId: userIdText()
    .optional()
    .openapi({
      param: { name: 'resellerId', in: 'query' },
      description: 'Only this reseller (a reseller may name only themselves)',
      example: 'u_aisyah',
    }),
});

export const SetAllocationBody = z
  .object({
    eventId: recordId(fieldMessage(m.problem_event_required)).openapi({ example: 12 }),
    ticketTypeId: recordId(fieldMessage(m.problem_ticket_type_required)).openapi({ example: 31 }),
    resellerEmail: emailAddress().openapi({ description: 'A reseller account', example: 'aisyah@example.com' }),
    granted: z
      .number(fieldMessage(m.problem_quantity_required))
      .int(fieldMessage(m.problem_quantity_whole_number))
      .min(0, fieldMessage(m.problem_quantity_not_negative))
      .max(MAX_ALLOCATION, fieldMessage(m.problem_quantity_at_most, { max: MAX_ALLOCATION }))
      .openapi({ description: 'Tickets the reseller may issue in all (not below those already issued)', example: 50 }),
  })
  .openapi('SetAllocation');

export const Allocation = z
  .object({
    id: z.number().int().openapi({ example: 5 }),
    eventId: z.number().int().openapi({ example: 12 }),
    eventTitle: z.string().openapi({ example: 'Malaysia Jazz Night' }),
    ticketTypeId: z.number().int().openapi({ example: 31 }),
    ticketTypeName: z.string().openapi({ example: 'General Admission' }),
    currency: z.string().openapi({ example: 'MYR' }),
    price: z.string().openapi({ description: "The type's face value now", example: '80.00' }),
    resellerId: z.string().openapi({ example: 'u_aisyah' }),
    resellerEmail: z.string().openapi({ example: 'aisyah@example.com' }),
    resellerName: z.string().openapi({ example: 'Aisyah Rahman' }),
    granted: z.number().int().openapi({ description: 'Tickets they may issue in all', example: 50 }),
    issued: z.number().int().openapi({ description: 'Tickets they issued from it', example: 12 }),
    left: z.number().int().openapi({ description: 'granted − issued', example: 38 }),
  })
  .openapi('Allocation');

export const SettlementBody = z
  .object({
    eventId: recordId(fieldMessage(m.problem_event_required)).openapi({ example: 12 }),
    resellerId: userIdText().openapi({ example: 'u_aisyah' }),
    amount: priceText(fieldMessage(m.problem_settlement_amount_required))
      .refine(
        (v) => v.trim() !== '0' && !/^0+(\.0+)?$/.test(v.trim()),
        fieldMessage(m.problem_settlement_amount_above_zero),
      )
      .openapi({ description: "Received, in the event's currency", example: '400.00' }),
    note: multiLineText()
      .max(500, fieldMessage(m.problem_settlement_note_too_long, { max: 500 }))
      .optional()
      .openapi({ example: 'Bank transfer 21 Nov' }),
  })
  .openapi('RecordSettlement');

export const LedgerEntry = z
  .object({
    eventId: z.number().int().openapi({ example: 12 }),
    eventTitle: z.string().openapi({ example: 'Malaysia Jazz Night' }),
    resellerId: z.string().openapi({ example: 'u_aisyah' }),
    resellerEmail: z.string().openapi({ example: 'aisyah@example.com' }),
    resellerName: z.string().openapi({ example: 'Aisyah Rahman' }),
    currency: z.string().openapi({ description: "The event's currency: every amount of the row", example: 'MYR' }),
    ticketsIssued: z.number().int().openapi({ example: 12 }),
    owed: z
      .string()
      .openapi({ description: 'Face value of the tickets issued, at their price when issued', example: '960.00' }),
    settled: z.string().openapi({ description: 'Settlements recorded', example: '400.00' }),
    outstanding: z.string().openapi({ description: 'owed − settled', example: '560.00' }),
  })
  .openapi('LedgerEntry');
