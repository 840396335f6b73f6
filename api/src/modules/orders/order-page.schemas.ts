import { z } from '@hono/zod-openapi';
import { categorySlugs } from '@pentas/openapi';
import { ticketStatus } from '../../db/schema/tickets';
import {
  OrderRefund,
  OrderRefundRequest,
  orderRefundExample,
  orderRefundRequestExample,
} from './order-refunds.schemas';

const orderId = '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a';
const money = (example: string, description?: string) => z.string().openapi({ example, description });

const OrderPayment = z
  .object({
    method: z.string().nullable().openapi({
      description: 'card, fpx or grabpay; null when the provider did not say (orders paid before it was recorded)',
      example: 'fpx',
    }),
    reference: z.string().openapi({
      description:
        "The payment's reference for the buyer to quote: FPX's transaction id (FPX requires merchants to show it), GrabPay's transaction id, a card payment's charge id; else the provider's payment id",
      example: '2611261730481234',
    }),
    bank: z
      .string()
      .nullable()
      .openapi({ description: "FPX: the buyer's bank, by its name for people", example: 'Maybank2u' }),
    cardBrand: z.string().nullable().openapi({ description: 'Card: visa, mastercard, amex, …', example: null }),
    cardLast4: z.string().nullable().openapi({ description: "Card: the number's last four digits", example: null }),
    providerPaymentId: z
      .string()
      .openapi({ description: "The payment provider's id of the payment (its intent)", example: 'pi_demo_3kq8c2' }),
  })
  .openapi('OrderPayment');

export const OrderDetail = z
  .object({
    id: z.string().openapi({ example: orderId }),
    number: z.string().openapi({
      description: "The order's number as the buyer sees it (the dashboard's '#0b9c1f0e'): its id's first 8 characters",
      example: '0b9c1f0e',
    }),
    status: z.enum(['pending', 'completed', 'failed', 'cancelled']).openapi({ example: 'completed' }),
    createdAt: z.string().openapi({ example: '2026-11-21T10:00:00.000Z' }),
    completedAt: z
      .string()
      .nullable()
      .openapi({ description: 'When it was paid (completed)', example: '2026-11-21T10:01:12.000Z' }),
    holdExpiresAt: z.string().nullable().openapi({
      description: 'Pending: until when its tickets are held for payment; null once paid or released',
      example: null,
    }),
    failureReason: z.string().nullable().openapi({ description: 'Why it failed or was cancelled', example: null }),
    yours: z.boolean().openapi({
      description: "The one asking bought it (false: platform staff looking at a buyer's order)",
      example: true,
    }),
    issuedByBoxOffice: z.boolean().openapi({
      description: 'Tickets issued by staff at the box office: nothing was charged (no payment, no fee)',
      example: false,
    }),
    currency: z.string().openapi({ example: 'MYR' }),
    subtotal: money('160.00', 'The tickets, before the service fee'),
    serviceFee: money('4.80'),
    total: money('164.80', 'What the buyer was charged: subtotal plus service fee'),
    refunded: money('75.00', 'What has been given back of the total so far (every refund, pending ones included)'),
    refundStatus: z.enum(['none', 'partly_refunded', 'refunded']).openapi({
      description:
        '"Refunded" when all that was paid is back or no ticket is left after a refund, "Partly refunded" when some money is back and tickets are still valid (decisions.md item 55)',
      example: 'partly_refunded',
    }),
    refunds: z.array(OrderRefund).openapi({ description: "The order's refunds, oldest first" }),
    refundRequests: z.array(OrderRefundRequest).openapi({
      description: "The buyer's requests sent to the organizer (under 7 days before the event), oldest first",
    }),
    promoCode: z.string().nullable().openapi({
      description: 'The promo or access code the order was priced with, as its organizer wrote it; null for none',
      example: 'EARLYBIRD',
    }),
    lines: z.array(
      z.object({
        ticketType: z.string().openapi({ example: 'General Admission' }),
        quantity: z.number().int().openapi({ example: 2 }),
        unitPrice: money('80.00', 'The price when ordered'),
        listPrice: z.string().nullable().openapi({
          description: "The type's price before the order's code changed it; null when the code did not (or no code)",
          example: '100.00',
        }),
        amount: money('160.00', 'quantity × unitPrice'),
      }),
    ),
    payment: OrderPayment.nullable().openapi({
      description: 'How it was paid; null while unpaid, and for free or box-office orders (nothing charged)',
    }),
    buyer: z.object({
      name: z.string().openapi({ example: 'Chloe Tan' }),
      email: z.string().openapi({ example: 'chloe@example.com' }),
    }),
    event: z.object({
      id: z.number().int().openapi({ example: 12 }),
      title: z.string().openapi({ example: 'Jazz by the Lake' }),
      titleMs: z.string().nullable().openapi({
        description: 'The title in Bahasa Melayu, where its organizer gave one',
        example: 'Jazz di Tepi Tasik',
      }),
      category: z.enum(categorySlugs).openapi({ example: 'music' }),
      startsAt: z.string().openapi({ description: 'ISO 8601 instant', example: '2026-12-12T11:30:00.000Z' }),
      endsAt: z.string().nullable().openapi({ description: 'ISO 8601 instant', example: '2026-12-12T15:00:00.000Z' }),
      timeZone: z
        .string()
        .openapi({ description: "The event's IANA zone, its times' clock", example: 'Asia/Kuala_Lumpur' }),
      venue: z.string().openapi({ example: 'Perdana Botanical Gardens' }),
      location: z.string().openapi({ example: 'Kuala Lumpur, Malaysia' }),
      imageUrl: z.string().nullable().openapi({ example: '/posters/music-1.svg' }),
      imageVariants: z
        .array(z.number().int())
        .openapi({ description: "Widths of the poster's WebP variants", example: [] }),
      cancelled: z.boolean().openapi({
        description: 'The event was deleted: none of its tickets admits anyone, whatever their status',
        example: false,
      }),
    }),
    tickets: z.array(
      z.object({
        id: z.string().openapi({ example: '5d2f7a3e-1c4b-4e8a-9f61-0a7b3c9d2e14' }),
        ticketType: z.string().openapi({ example: 'General Admission' }),
        status: z.enum(ticketStatus.enumValues).openapi({ example: 'active' }),
        holderName: z.string().openapi({ example: 'Chloe Tan' }),
        checkedInAt: z.string().nullable().openapi({ example: null }),
        transferredTo: z
          .object({
            email: z.string().openapi({ description: "The recipient's e-mail, masked", example: 'a•••@example.com' }),
            at: z.string().openapi({ example: '2026-11-22T09:00:00.000Z' }),
          })
          .nullable()
          .openapi({
            description:
              'Who the ticket was given to (masked, as the wallet says it: decisions.md item 40), and when, once transferred',
          }),
        hasQr: z.boolean().openapi({
          description:
            'The one asking holds this active ticket: its signed code (the one the door accepts) is at GET /api/tickets/{id}/qr',
          example: true,
        }),
        refundable: z.boolean().openapi({
          description:
            'The one asking bought the order, still holds this ticket and may ask for a refund of it now (POST /api/orders/{id}/refund-requests): active, not transferred away, the event not cancelled',
          example: true,
        }),
      }),
    ),
  })
  .openapi('OrderDetail');

export const orderDetailExample: z.input<typeof OrderDetail> = {
  id: orderId,
  number: '0b9c1f0e',
  status: 'completed',
  createdAt: '2026-11-21T10:00:00.000Z',
  completedAt: '2026-11-21T10:01:12.000Z',
  holdExpiresAt: null,
  failureReason: null,
  yours: true,
  issuedByBoxOffice: false,
  currency: 'MYR',
  subtotal: '160.00',
  serviceFee: '4.80',
  total: '164.80',
  refunded: '75.00',
  refundStatus: 'partly_refunded',
  refunds: [orderRefundExample],
  refundRequests: [orderRefundRequestExample],
  promoCode: 'EARLYBIRD',
  lines: [{ ticketType: 'General Admission', quantity: 2, unitPrice: '80.00', listPrice: '100.00', amount: '160.00' }],
  payment: {
    method: 'fpx',
    reference: '2611261730481234',
    bank: 'Maybank2u',
    cardBrand: null,
    cardLast4: null,
    providerPaymentId: 'pi_demo_3kq8c2',
  },
  buyer: { name: 'Chloe Tan', email: 'chloe@example.com' },
  event: {
    id: 12,
    title: 'Jazz by the Lake',
    titleMs: 'Jazz di Tepi Tasik',
    category: 'music',
    startsAt: '2026-12-12T11:30:00.000Z',
    endsAt: '2026-12-12T15:00:00.000Z',
    timeZone: 'Asia/Kuala_Lumpur',
    venue: 'Perdana Botanical Gardens',
    location: 'Kuala Lumpur, Malaysia',
    imageUrl: '/posters/music-1.svg',
    imageVariants: [],
    cancelled: false,
  },
  tickets: [
    {
      id: '5d2f7a3e-1c4b-4e8a-9f61-0a7b3c9d2e14',
      ticketType: 'General Admission',
      status: 'active',
      holderName: 'Chloe Tan',
      checkedInAt: null,
      transferredTo: null,
      hasQr: true,
      refundable: true,
    },
  ],
};
