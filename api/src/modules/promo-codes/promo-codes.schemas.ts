import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';
import { pageQuery, recordId, singleLineText } from '../../lib/input-schemas';

/** Letters, digits, '-' and '_': a code goes in a link (`?code=`) as it is typed. */
const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const codeText = () =>
  singleLineText(fieldMessage(m.problem_code_required))
    .min(1, fieldMessage(m.problem_code_required))
    .max(32, fieldMessage(m.sales_at_most_chars, { count: 32 }))
    .regex(CODE_PATTERN, fieldMessage(m.problem_only_letters_digits_dash_underscore));

const discountTypes = ['percent', 'amount', 'price'] as const;

const Discount = z
  .object({
    type: z.enum(discountTypes).openapi({
      description: "'percent' off each ticket, an 'amount' off each ticket, or a set 'price' per ticket",
      example: 'percent',
    }),
    value: singleLineText(fieldMessage(m.problem_codes_discount_value_required))
      .min(1, fieldMessage(m.problem_codes_discount_value_required))
      .max(20)
      .openapi({
        description:
          "percent: a whole number 1-100; amount and price: a decimal string in the event's currency. A code never raises a price",
        example: '20',
      }),
  })
  .openapi('PromoCodeDiscount');

/** A validity instant, read like the event's times: local in the event's zone, or ISO with offset. */
const instant = (description: string, example: string | null) =>
  singleLineText()
    .max(40)
    .transform((v) => v || null)
    .nullish()
    .openapi({
      description: `${description}; 'YYYY-MM-DDTHH:mm' in the event's zone or ISO 8601 with offset`,
      example,
    });

const limit = (description: string, example: number | null) =>
  z
    .number({ error: fieldMessage(m.problem_must_be_whole_number) })
    .int(fieldMessage(m.problem_must_be_whole_number))
    .min(1, fieldMessage(m.problem_at_least_number, { min: 1 }))
    .max(1_000_000, fieldMessage(m.problem_at_most_number, { max: 1000000 }))
    .nullish()
    .openapi({ description, example });

/**
 * What an organizer sets on a code: each optional on edit, where a setting left out is left as it is.
 * No defaults here: zod keeps a default through `.partial()`, so an edit of one setting would reset the
 * others (all ticket types, no reservation). A new code's defaults are `newCodeDefaults`.
 */
const CodeSettings = z.object({
  kind: z.enum(['discount', 'access']).openapi({
    description:
      "'discount' lowers prices; 'access' reveals the event's hidden ticket types (with or without a discount)",
    example: 'discount',
  }),
  discount: Discount.nullish().openapi({ description: 'Required for a discount code; optional for an access code' }),
  ticketTypeIds: z
    .array(recordId(fieldMessage(m.problem_codes_must_be_ticket_type_id)))
    .max(50)
    .openapi({ description: "The ticket types it applies to; empty: all the event's", example: [] }),
  validFrom: instant('From when the code works; empty: at once', '2026-11-01T10:00'),
  validUntil: instant('Until when the code works (that instant excluded); empty: until sales end', '2026-11-15T23:59'),
  maxUses: limit('Tickets that may be bought with it in total; empty: no limit', 100),
  maxPerBuyer: limit('Tickets one buyer may buy with it; empty: no limit', 4),
  reservedQuantity: z
    .number({ error: fieldMessage(m.problem_must_be_whole_number) })
    .int(fieldMessage(m.problem_must_be_whole_number))
    .min(0, fieldMessage(m.problem_cannot_be_negative))
    .max(1_000_000, fieldMessage(m.problem_at_most_number, { max: 1000000 }))
    .openapi({
      description:
        'Tickets of its one ticket type set aside for its holders (off sale to everyone else until used, the code deleted or past its validUntil); needs exactly one ticket type and at most maxUses',
      example: 0,
    }),
  affiliateCode: singleLineText()
    .max(64)
    .transform((v) => v || null)
    .nullish()
    .openapi({
      description:
        "A reseller's affiliate code: the code's sales count as theirs (unless the buyer came through another affiliate link)",
      example: null,
    }),
});

/** A new code (one or in bulk): every ticket type and nothing set aside unless said. */
const newCodeDefaults = {
  ticketTypeIds: CodeSettings.shape.ticketTypeIds.default([]),
  reservedQuantity: CodeSettings.shape.reservedQuantity.default(0),
};

export const CreatePromoCodeBody = CodeSettings.extend({
  ...newCodeDefaults,
  code: codeText().openapi({
    description: "Case-insensitive, unique among the event's live codes",
    example: 'EARLYBIRD',
  }),
}).openapi('CreatePromoCodeRequest');

export const UpdatePromoCodeBody = CodeSettings.partial()
  .extend({ code: codeText().optional() })
  .openapi('UpdatePromoCodeRequest');

export const BulkPromoCodesBody = CodeSettings.extend({
  ...newCodeDefaults,
  prefix: singleLineText()
    .max(20, fieldMessage(m.sales_at_most_chars, { count: 20 }))
    .regex(/^[A-Za-z0-9_-]*$/, fieldMessage(m.problem_only_letters_digits_dash_underscore))
    .default('')
    .openapi({ description: 'Each code starts with it; 8 random letters and digits follow', example: 'SPONSOR-' }),
  count: z
    .number({ error: fieldMessage(m.problem_codes_how_many) })
    .int(fieldMessage(m.problem_must_be_whole_number))
    .min(1, fieldMessage(m.problem_at_least_number, { min: 1 }))
    .max(1000, fieldMessage(m.problem_codes_at_most_at_once, { max: 1000 }))
    .openapi({ example: 50 }),
}).openapi('BulkPromoCodesRequest');

export const BulkQuery = z.object({
  format: z
    .enum(['json', 'csv'])
    .optional()
    .openapi({
      param: { name: 'format', in: 'query' },
      description: "'csv': the codes as a CSV download",
      example: 'csv',
    }),
});

export const PromoCodeListQuery = pageQuery(100, 20);

export const PromoCode = z
  .object({
    id: z.number().int().openapi({ example: 7 }),
    eventId: z.number().int().openapi({ example: 12 }),
    code: z.string().openapi({ example: 'EARLYBIRD' }),
    kind: z.enum(['discount', 'access']).openapi({ example: 'discount' }),
    discount: Discount.nullable(),
    ticketTypeIds: z.array(z.number().int()).openapi({ example: [] }),
    validFrom: z.string().nullable().openapi({ description: 'ISO 8601 instant', example: '2026-11-01T02:00:00.000Z' }),
    validUntil: z.string().nullable().openapi({ description: 'ISO 8601 instant', example: '2026-11-15T15:59:00.000Z' }),
    maxUses: z.number().int().nullable().openapi({ example: 100 }),
    maxPerBuyer: z.number().int().nullable().openapi({ example: 4 }),
    reservedQuantity: z.number().int().openapi({ example: 0 }),
    used: z
      .number()
      .int()
      .openapi({ description: 'Tickets bought or held in checkouts with it (refunded ones given back)', example: 37 }),
    affiliateCode: z.string().nullable().openapi({ example: null }),
    state: z.enum(['active', 'not_started', 'expired', 'used_up']).openapi({ description: 'Now', example: 'active' }),
    createdAt: z.string().openapi({ example: '2026-10-20T08:00:00.000Z' }),
  })
  .openapi('PromoCode');

export const promoCodeExample = {
  id: 7,
  eventId: 12,
  code: 'EARLYBIRD',
  kind: 'discount' as const,
  discount: { type: 'percent' as const, value: '20' },
  ticketTypeIds: [],
  validFrom: '2026-11-01T02:00:00.000Z',
  validUntil: '2026-11-15T15:59:00.000Z',
  maxUses: 100,
  maxPerBuyer: 4,
  reservedQuantity: 0,
  used: 37,
  affiliateCode: null,
  state: 'active' as const,
  createdAt: '2026-10-20T08:00:00.000Z',
};

export const BulkPromoCodes = z
  .object({
    codes: z.array(PromoCode.pick({ id: true, code: true })),
    csv: z.string().openapi({ description: 'The same codes as CSV (a header line, then one code a line)' }),
  })
  .openapi('BulkPromoCodes');

/** The code a buyer typed, as the public event answers it (`GET /api/events/{id}?code=`). */
export const AppliedCode = z
  .object({
    code: z.string().openapi({ example: 'EARLYBIRD' }),
    status: z.enum(['applied', 'not_found', 'not_started', 'expired', 'used_up']).openapi({
      description:
        "'applied': prices and hidden types below include it; otherwise the event is answered without it and `message` says why",
      example: 'applied',
    }),
    kind: z.enum(['discount', 'access']).nullable().openapi({ example: 'discount' }),
    message: z.string().openapi({ example: 'Code EARLYBIRD applied: 20% off.' }),
  })
  .openapi('AppliedPromoCode');

export const CodeQuery = z.object({
  code: singleLineText()
    .max(64)
    .optional()
    .openapi({
      param: { name: 'code', in: 'query' },
      description:
        'A promo or access code: hidden types it reveals appear and each type it applies to shows its `discountedPrice`; an unknown or expired code answers the event without it (see `promoCode`)',
      example: 'EARLYBIRD',
    }),
});
