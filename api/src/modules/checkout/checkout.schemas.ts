import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fromMinor, MAX_ORDER_MINOR, MAX_PER_TYPE, toMinor } from '@pentas/openapi';
import { fieldMessage } from '../../lib/field-message';
import { emailAddress, priceText, recordId, singleLineText } from '../../lib/input-schemas';

/** What the cart's tickets come to at the prices it names (the server refuses any other price). */
const cartTotalMinor = (items: { quantity: number; unitPrice: string }[]) =>
  items.reduce((sum, item) => sum + item.quantity * (toMinor(item.unitPrice) ?? 0), 0);

export const PaymentIntentRequest = z
  .object({
    eventId: recordId(fieldMessage(m.checkout_no_items)).openapi({ example: 1 }),
    orderItems: z
      .array(
        z.object({
          ticketTypeId: recordId().openapi({ example: 1 }),
          quantity: z
            .number()
            .int(fieldMessage(m.problem_quantity_whole_number))
            .min(1, fieldMessage(m.org_quantity_min))
            .max(MAX_PER_TYPE, fieldMessage(m.problem_checkout_max_per_type, { max: MAX_PER_TYPE }))
            .openapi({ example: 2 }),
          unitPrice: priceText(fieldMessage(m.problem_checkout_unit_price_required)).openapi({
            description:
              'The price the buyer saw (with `code`, the discounted price); a different server price is refused (409)',
            example: '80.00',
          }),
        }),
        { error: fieldMessage(m.checkout_no_items) },
      )
      .min(1, fieldMessage(m.checkout_no_items))
      .max(20, fieldMessage(m.problem_checkout_too_many_ticket_types))
      .refine(
        (items) => cartTotalMinor(items) <= MAX_ORDER_MINOR,
        fieldMessage(m.problem_checkout_order_total_at_most, { max: fromMinor(MAX_ORDER_MINOR) }),
      ),
    currency: singleLineText()
      .length(3, fieldMessage(m.problem_checkout_currency_three_letters))
      .openapi({ example: 'MYR' }),
    customerData: z
      .object({
        fullName: singleLineText()
          .min(2, fieldMessage(m.checkout_name_too_short))
          .max(100, fieldMessage(m.checkout_name_too_long))
          .openapi({ example: 'Chloe Tan' }),
        email: emailAddress().openapi({ example: 'chloe@example.com' }),
      })
      .optional(),
    affiliateCode: singleLineText().max(64).optional().openapi({ example: 'PNT-7Q2K9XW4DM' }),
    code: singleLineText().max(64).optional().openapi({
      description:
        'A promo or access code of the event (any case): the server prices each line it applies to, reveals the hidden types it opens, and takes its uses in tickets with the hold. Refused: 422 `promo_code_not_valid` (unknown, not valid now, or a hidden type it does not reveal), 409 `promo_code_used_up`, 409 `promo_code_limit_per_buyer`',
      example: 'EARLYBIRD',
    }),
    channel: z.enum(['web', 'widget']).optional().openapi({
      description:
        "Where the buyer chose the tickets: 'widget' when the cart came from the buy widget (the event page's cart= hand-over), else 'web' (the default). Shown in the organizer's sales attribution.",
      example: 'web',
    }),
  })
  .openapi('PaymentIntentRequest');

export const PaymentIntentResponse = z
  .object({
    clientSecret: z.string().nullable().openapi({
      description: 'For the payment form; null when there is nothing to pay (free tickets)',
      example: 'pi_demo_8f2c…_secret_…',
    }),
    orderId: z.string().uuid().openapi({ example: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a' }),
    status: z.enum(['pending', 'completed']).openapi({
      description: 'pending: pay on the checkout page; completed: free tickets, already issued',
      example: 'pending',
    }),
  })
  .openapi('PaymentIntentResponse');

export const PaymentConfig = z
  .object({
    publishableKey: z.string().nullable().openapi({ example: null }),
    provider: z.enum(['stripe', 'demo']).openapi({ example: 'demo' }),
  })
  .openapi('PaymentConfig');

export const ConfirmPaymentBody = z
  .object({ paymentIntentId: singleLineText().min(1).max(255).openapi({ example: 'pi_demo_8f2c…' }) })
  .openapi('ConfirmPaymentRequest');

export const PaymentOutcome = z
  .object({
    paymentStatus: z
      .enum(['requires_payment_method', 'processing', 'succeeded', 'canceled'])
      .openapi({ example: 'succeeded' }),
    errorCode: z
      .string()
      .nullable()
      .openapi({ description: "The provider's decline code, e.g. card_declined", example: null }),
    orderStatus: z.enum(['pending', 'completed', 'failed', 'cancelled']).openapi({ example: 'completed' }),
    message: z.string().nullable().openapi({ description: 'Why the order failed, when it did', example: null }),
  })
  .openapi('PaymentOutcome');

/** Malaysian banks the demo FPX form lists; 'fail' is the bank that always refuses. */
const demoFpxBanks = [
  'maybank2u',
  'cimb',
  'public_bank',
  'rhb',
  'hong_leong',
  'ambank',
  'bank_islam',
  'bsn',
  'fail',
] as const;

export const DemoPaymentBody = z
  .discriminatedUnion('method', [
    z.object({
      method: z.literal('card'),
      cardNumber: singleLineText().max(30).openapi({ example: '4242424242424242' }),
    }),
    z.object({
      method: z.literal('fpx'),
      bank: z
        .enum(demoFpxBanks, { error: fieldMessage(m.problem_checkout_choose_bank) })
        .openapi({ example: 'maybank2u' }),
    }),
    z.object({ method: z.literal('grabpay') }),
  ])
  .openapi('DemoPaymentRequest');

export const IntentIdParam = z.object({
  id: singleLineText()
    .min(1)
    .max(255)
    .openapi({ param: { name: 'id', in: 'path', required: true }, example: 'pi_demo_8f2c…' }),
});
