import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { affiliateCodes } from './affiliates';
import { events } from './events';
import { users } from './users';

/**
 * An event's promo and access codes (docs/design/promo-codes.md). `used` counts tickets, raised only by
 * the checkout's hold function and lowered only by the statements that give an order's stock back,
 * each conditional: never past `max_uses`, never below 0.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    /** As the organizer typed it; matched case-insensitively. */
    code: text('code').notNull(),
    /** 'discount' lowers prices; 'access' also reveals the event's hidden ticket types. */
    kind: text('kind').$type<'discount' | 'access'>().notNull(),
    /** 'percent' (1-100), 'amount' off each ticket or 'price' per ticket (minor units); null: no discount (access only). */
    discountType: text('discount_type').$type<'percent' | 'amount' | 'price'>(),
    discountValue: bigint('discount_value', { mode: 'number' }),
    /** The ticket types it applies to; empty: all the event's. */
    ticketTypeIds: integer('ticket_type_ids').array().notNull().default(sql`'{}'::integer[]`),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Tickets in total; null: no limit. */
    maxUses: integer('max_uses'),
    /** Tickets per buyer; null: no limit. */
    maxPerBuyer: integer('max_per_buyer'),
    /**
     * Stock of its one ticket type set aside for its holders: what is not yet used of it
     * (reserved - used, while the code is live) is off sale to everyone else (decisions.md item 65).
     */
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
    used: integer('used').notNull().default(0),
    /** A reseller's affiliate code: sales with this code count as theirs. */
    affiliateCodeId: integer('affiliate_code_id').references(() => affiliateCodes.id),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promo_codes_event_code_live_idx')
      .on(t.eventId, sql`lower(${t.code})`)
      .where(sql`${t.deletedAt} is null`),
    // The reservations an event's checkout subtracts from public stock.
    index('promo_codes_reserving_idx').on(t.eventId).where(sql`${t.deletedAt} is null and ${t.reservedQuantity} > 0`),
    check('promo_codes_kind_known', sql`${t.kind} in ('discount', 'access')`),
    check('promo_codes_code_length', sql`char_length(${t.code}) between 1 and 32`),
    check(
      'promo_codes_discount_shape',
      sql`(${t.discountType} is null and ${t.discountValue} is null and ${t.kind} = 'access')
        or (${t.discountType} = 'percent' and ${t.discountValue} between 1 and 100)
        or (${t.discountType} in ('amount', 'price') and ${t.discountValue} >= 0)`,
    ),
    check(
      'promo_codes_limits',
      sql`(${t.maxUses} is null or ${t.maxUses} >= 1) and (${t.maxPerBuyer} is null or ${t.maxPerBuyer} >= 1)
        and ${t.reservedQuantity} >= 0 and (${t.maxUses} is null or ${t.reservedQuantity} <= ${t.maxUses})
        and (${t.reservedQuantity} = 0 or cardinality(${t.ticketTypeIds}) = 1)`,
    ),
    check('promo_codes_used_within_limit', sql`${t.used} >= 0 and (${t.maxUses} is null or ${t.used} <= ${t.maxUses})`),
    check(
      'promo_codes_valid_until_after_from',
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validUntil} > ${t.validFrom}`,
    ),
  ],
);
