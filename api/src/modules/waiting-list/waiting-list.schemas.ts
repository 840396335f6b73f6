import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';

const entryStates = ['waiting', 'offered', 'bought', 'expired', 'left'] as const;

export const JoinWaitingListBody = z
  .object({
    quantity: z
      .number()
      .int(fieldMessage(m.problem_waiting_list_choose_tickets, { min: 1, max: 10 }))
      .min(1, fieldMessage(m.problem_waiting_list_choose_tickets, { min: 1, max: 10 }))
      .max(10, fieldMessage(m.problem_waiting_list_choose_tickets, { min: 1, max: 10 }))
      .openapi({
        description: 'Tickets wanted, 1-10',
        example: 2,
      }),
  })
  .openapi('JoinWaitingListBody');

export const WaitingListSettingsBody = z
  .object({
    enabled: z.boolean().openapi({ description: 'Buyers may join when the type is sold out', example: true }),
    offerHours: z
      .number()
      .int(fieldMessage(m.problem_waiting_list_offer_hours, { min: 1, max: 24 }))
      .min(1, fieldMessage(m.problem_waiting_list_offer_hours, { min: 1, max: 24 }))
      .max(24, fieldMessage(m.problem_waiting_list_offer_hours, { min: 1, max: 24 }))
      .openapi({ description: 'How long an offer holds its tickets, 1-24 hours', example: 12 }),
  })
  .openapi('WaitingListSettingsBody');

const Offer = z
  .object({
    orderId: z.string().nullable().openapi({
      description: 'The held order to pay; null once deleted',
      example: '7d1c5a4e-9f1b-4c1e-8a55-1f0f3b2e6a10',
    }),
    quantity: z.number().int().openapi({ example: 2 }),
    offeredAt: z.string().openapi({ example: '2026-11-27T05:30:00.000Z' }),
    expiresAt: z
      .string()
      .nullable()
      .openapi({ description: "Until when the offer's tickets are held", example: '2026-11-27T17:30:00.000Z' }),
  })
  .openapi('WaitingListOffer');

export const MyWaitingListEntry = z
  .object({
    id: z.number().int().openapi({ example: 41 }),
    eventId: z.number().int().openapi({ example: 12 }),
    eventTitle: z.string().openapi({ example: 'Rainforest Jazz Night' }),
    eventStartsAt: z.string().openapi({ example: '2026-12-12T11:30:00.000Z' }),
    timeZone: z.string().openapi({ example: 'Asia/Kuala_Lumpur' }),
    ticketTypeId: z.number().int().openapi({ example: 30 }),
    ticketTypeName: z.string().openapi({ example: 'General Admission' }),
    quantity: z.number().int().openapi({ example: 2 }),
    state: z.enum(entryStates).openapi({ example: 'waiting' }),
    position: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Place in the list while waiting (1 is next)', example: 3 }),
    listOpen: z.boolean().openapi({ description: 'False while the organizer has turned the list off', example: true }),
    joinedAt: z.string().openapi({ example: '2026-11-26T09:00:00.000Z' }),
    offer: Offer.nullable(),
  })
  .openapi('MyWaitingListEntry');

export const MyWaitingList = z.object({ entries: z.array(MyWaitingListEntry) }).openapi('MyWaitingList');

export const PublicWaitingLists = z
  .object({
    ticketTypes: z.array(
      z.object({
        ticketTypeId: z.number().int().openapi({ example: 30 }),
        waiting: z.number().int().openapi({ description: 'Buyers waiting now', example: 4 }),
      }),
    ),
  })
  .openapi('PublicWaitingLists');

export const StaffWaitingListEntry = z
  .object({
    id: z.number().int().openapi({ example: 41 }),
    position: z.number().int().nullable().openapi({ example: 1 }),
    buyer: z
      .object({ name: z.string(), email: z.string() })
      .openapi({ example: { name: 'Aisha Rahman', email: 'aisha@example.com' } }),
    quantity: z.number().int().openapi({ example: 2 }),
    state: z.enum(entryStates).openapi({ example: 'waiting' }),
    joinedAt: z.string().openapi({ example: '2026-11-26T09:00:00.000Z' }),
    offer: Offer.nullable(),
  })
  .openapi('StaffWaitingListEntry');

export const WaitingListOfType = z
  .object({
    ticketTypeId: z.number().int().openapi({ example: 30 }),
    name: z.string().openapi({ example: 'General Admission' }),
    enabled: z.boolean().openapi({ example: true }),
    offerHours: z.number().int().openapi({ example: 12 }),
    available: z.number().int().openapi({ description: 'On sale now', example: 0 }),
    freed: z.number().int().openapi({ description: 'Given back and kept for the list, not yet offered', example: 0 }),
    entries: z.array(StaffWaitingListEntry),
  })
  .openapi('WaitingListOfType');

export const EventWaitingLists = z
  .object({ eventId: z.number().int().openapi({ example: 12 }), ticketTypes: z.array(WaitingListOfType) })
  .openapi('EventWaitingLists');
