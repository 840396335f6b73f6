import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fromMinor, toMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import type { Queryable } from '../../db/client';
import type { promoCodes } from '../../db/schema';
import { assertOrganizerOrAdmin } from '../../lib/access';
import { conflict, type FieldError, forbidden, notFound, validationFailed } from '../../lib/errors';
import { parseEventInstant } from '../../lib/instants';
import { pageWindow } from '../../lib/pagination';
import { can } from '../../lib/permissions';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { type Actor, recordAudit } from '../audit';
import { codeState, type PromoCodeRow } from './code-rules';
import {
  affiliateCodeIdOf,
  affiliateCodeText,
  eventForCodes,
  insertCodes,
  listCodes,
  lockCode,
  publicFreeOfType,
  softDeleteCode,
  typeIdsOfEvent,
  updateCode,
} from './promo-codes.queries';
import type { CreatePromoCodeBody, UpdatePromoCodeBody } from './promo-codes.schemas';

type Create = z.infer<typeof CreatePromoCodeBody>;
type Update = z.infer<typeof UpdatePromoCodeBody>;
type Settings = Omit<Create, 'code'>;
type CodeEvent = NonNullable<Awaited<ReturnType<typeof eventForCodes>>>;

/** An admin's change of any event's codes is audited (decisions.md item 13); an organizer's own is not. */
const isAdmin = (user: SessionUser) => can(user.role, 'manage-all-events');

/** Permission first (403), then the event: another organizer's is a 404, as if it did not exist. */
function assertMayManageCodes(user: SessionUser) {
  if (!can(user.role, 'create-events') && !isAdmin(user)) throw forbidden(said(m.problem_codes_organizers_only));
}

async function loadEvent(db: Queryable, user: SessionUser, eventId: number) {
  assertMayManageCodes(user);
  const event = await eventForCodes(db, eventId);
  if (!event) throw notFound(said(m.problem_event_not_found));
  assertOrganizerOrAdmin(user, event.organizerId, 'Event');
  return event;
}

/** A code as the API shows it (never the row). */
function toPromoCode(row: PromoCodeRow, affiliateCode: string | null, now = new Date()) {
  return {
    id: row.id,
    eventId: row.eventId,
    code: row.code,
    kind: row.kind,
    discount:
      row.discountType === null || row.discountValue === null
        ? null
        : {
            type: row.discountType,
            value: row.discountType === 'percent' ? String(row.discountValue) : fromMinor(row.discountValue),
          },
    ticketTypeIds: row.ticketTypeIds,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxPerBuyer: row.maxPerBuyer,
    reservedQuantity: row.reservedQuantity,
    used: row.used,
    affiliateCode,
    state: codeState(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The discount as stored: a whole percent 1-100, or minor units. */
function discountOf(discount: Settings['discount'], errors: FieldError[]) {
  if (!discount) return { discountType: null, discountValue: null };
  if (discount.type === 'percent') {
    const percent = /^\d{1,3}$/.test(discount.value) ? Number(discount.value) : Number.NaN;
    if (!(percent >= 1 && percent <= 100))
      errors.push({ path: 'discount.value', message: said(m.problem_codes_whole_percent) });
    return { discountType: 'percent' as const, discountValue: percent };
  }
  const minor = toMinor(discount.value);
  if (minor === null) errors.push({ path: 'discount.value', message: said(m.problem_codes_amount_two_decimals) });
  return { discountType: discount.type, discountValue: minor ?? 0 };
}

function instantOf(value: string | null | undefined, event: CodeEvent, path: string, errors: FieldError[]) {
  if (!value) return null;
  const at = parseEventInstant(value, event.timeZone);
  if (!at) errors.push({ path, message: said(m.problem_codes_date_time_format) });
  return at;
}

/**
 * The settings sent, as columns, checked together with what the code already has (an edit sends only
 * what changes): a discount code has a discount, a reservation one ticket type and at most the limit.
 */
async function columnsOf(
  db: Queryable,
  event: CodeEvent,
  input: Partial<Settings>,
  current: Partial<PromoCodeRow> = {},
): Promise<Partial<typeof promoCodes.$inferInsert>> {
  const errors: FieldError[] = [];
  const columns: Partial<typeof promoCodes.$inferInsert> = {};
  if (input.kind !== undefined) columns.kind = input.kind;
  if (input.discount !== undefined) Object.assign(columns, discountOf(input.discount, errors));
  if (input.ticketTypeIds !== undefined) {
    const ids = [...new Set(input.ticketTypeIds)];
    const known = await typeIdsOfEvent(db, event.id, ids);
    if (known.length !== ids.length)
      errors.push({ path: 'ticketTypeIds', message: said(m.problem_codes_not_type_of_event) });
    columns.ticketTypeIds = ids;
  }
  if (input.validFrom !== undefined) columns.validFrom = instantOf(input.validFrom, event, 'validFrom', errors);
  if (input.validUntil !== undefined) columns.validUntil = instantOf(input.validUntil, event, 'validUntil', errors);
  if (input.maxUses !== undefined) columns.maxUses = input.maxUses ?? null;
  if (input.maxPerBuyer !== undefined) columns.maxPerBuyer = input.maxPerBuyer ?? null;
  if (input.reservedQuantity !== undefined) columns.reservedQuantity = input.reservedQuantity;
  if (input.affiliateCode !== undefined) {
    columns.affiliateCodeId = input.affiliateCode ? ((await affiliateCodeIdOf(db, input.affiliateCode)) ?? null) : null;
    if (input.affiliateCode && columns.affiliateCodeId === null) {
      errors.push({ path: 'affiliateCode', message: said(m.problem_codes_no_affiliate) });
    }
  }
  const after = { ...current, ...columns };
  if (after.kind === 'discount' && !after.discountType && !errors.some((e) => e.path.startsWith('discount'))) {
    errors.push({ path: 'discount', message: said(m.problem_codes_discount_needed) });
  }
  if (after.validFrom && after.validUntil && after.validUntil <= after.validFrom) {
    errors.push({ path: 'validUntil', message: said(m.problem_codes_until_after_from) });
  }
  const reserved = after.reservedQuantity ?? 0;
  if (reserved > 0 && (after.ticketTypeIds ?? []).length !== 1) {
    errors.push({ path: 'reservedQuantity', message: said(m.problem_codes_reservation_one_type) });
  }
  if (reserved > 0 && after.maxUses != null && reserved > after.maxUses) {
    errors.push({ path: 'reservedQuantity', message: said(m.problem_codes_reservation_over_uses) });
  }
  if (errors.length) throw validationFailed(errors);
  return columns;
}

/**
 * The stock a reservation sets aside must be there: checked after the code is written, under the
 * type's lock, with every live reservation counted (decisions.md item 65).
 */
async function checkReservation(db: Queryable, row: Pick<PromoCodeRow, 'reservedQuantity' | 'used' | 'ticketTypeIds'>) {
  if (row.reservedQuantity <= row.used) return;
  const free = await publicFreeOfType(db, row.ticketTypeIds[0]);
  if (free < 0) {
    throw conflict(
      said(m.problem_codes_reservation_short, {
        asked: row.reservedQuantity - row.used,
        possible: Math.max(0, free + row.reservedQuantity - row.used),
      }),
      'not_enough_tickets',
    );
  }
}

const taken = (code: string) => conflict(said(m.problem_codes_code_taken, { code }), 'promo_code_taken');

export async function listPromoCodes(
  deps: AppDeps,
  user: SessionUser,
  eventId: number,
  query: { page?: number; pageSize?: number },
) {
  await loadEvent(deps.db, user, eventId);
  const { rows, total } = await listCodes(deps.db, eventId, pageWindow(query));
  const now = new Date();
  return { items: rows.map((r) => toPromoCode(r.code, r.affiliateCode, now)), total };
}

/** Inserts codes with the same settings, in one transaction with their reservations' checks and the admin's audit row. */
export async function createCodes(deps: AppDeps, actor: Actor, eventId: number, texts: string[], settings: Settings) {
  const event = await loadEvent(deps.db, actor.user, eventId);
  const columns = await columnsOf(deps.db, event, settings);
  const rows = await deps.db.transaction(async (tx) => {
    const inserted = await insertCodes(
      tx,
      texts.map((code) => ({ ...columns, kind: settings.kind, eventId, code, createdBy: actor.user.id })),
    );
    // Checked once the rows exist, so each code's reservation counts for the next.
    for (const row of inserted) await checkReservation(tx, row);
    if (isAdmin(actor.user) && inserted.length > 0) {
      await recordAudit(tx, actor, {
        action: 'promo_code.create',
        targetType: 'promo_code',
        targetId: inserted.length === 1 ? inserted[0].id : null,
        after: { eventId, codes: inserted.length, code: inserted.length === 1 ? inserted[0].code : undefined },
      });
    }
    return inserted;
  });
  return rows;
}

export async function createPromoCode(deps: AppDeps, actor: Actor, eventId: number, input: Create) {
  const { code, ...settings } = input;
  const [row] = await createCodes(deps, actor, eventId, [code], settings);
  if (!row) throw taken(code);
  return toPromoCode(row, await affiliateCodeText(deps.db, row.affiliateCodeId));
}

export async function updatePromoCode(deps: AppDeps, actor: Actor, id: number, patch: Update) {
  assertMayManageCodes(actor.user);
  const row = await deps.db.transaction(async (tx) => {
    const found = await lockCode(tx, id);
    if (!found) throw notFound(said(m.problem_code_not_found));
    assertOrganizerOrAdmin(actor.user, found.organizerId, 'Code');
    const event = (await eventForCodes(tx, found.code.eventId)) as CodeEvent;
    const { code, ...settings } = patch;
    const columns = await columnsOf(tx, event, settings, found.code);
    if (code !== undefined) columns.code = code;
    const changed = await updateCode(tx, id, columns);
    if (changed === 'taken') throw taken(code ?? found.code.code);
    if (!changed) {
      throw conflict(said(m.problem_codes_limit_below_used, { used: found.code.used }), 'promo_code_below_used');
    }
    // Only a change of what is set aside is checked: renaming a code never fails for lack of stock.
    if (['reservedQuantity', 'ticketTypeIds', 'validUntil'].some((key) => key in patch)) {
      await checkReservation(tx, changed);
    }
    if (isAdmin(actor.user)) {
      await recordAudit(tx, actor, {
        action: 'promo_code.update',
        targetType: 'promo_code',
        targetId: id,
        after: { eventId: changed.eventId, code: changed.code, changed: Object.keys(patch) },
      });
    }
    return changed;
  });
  return toPromoCode(row, await affiliateCodeText(deps.db, row.affiliateCodeId));
}

export async function deletePromoCode(deps: AppDeps, actor: Actor, id: number) {
  assertMayManageCodes(actor.user);
  await deps.db.transaction(async (tx) => {
    const found = await lockCode(tx, id);
    if (!found) throw notFound(said(m.problem_code_not_found));
    assertOrganizerOrAdmin(actor.user, found.organizerId, 'Code');
    await softDeleteCode(tx, id);
    if (isAdmin(actor.user)) {
      await recordAudit(tx, actor, {
        action: 'promo_code.delete',
        targetType: 'promo_code',
        targetId: id,
        before: { eventId: found.code.eventId, code: found.code.code },
      });
    }
  });
  return { message: 'Code deleted.' };
}
