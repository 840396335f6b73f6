import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fromMinor } from '@pentas/openapi';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { type Actor, recordAudit } from '../audit';
import {
  type AllocationRow,
  allocationOf,
  findAllocation,
  findTypeWithEvent,
  listAllocations,
  lockAccountForGrant,
  revokeUnused,
  setAllocation,
} from './allocations.queries';
import type { AllocationFilterQuery, SetAllocationBody } from './allocations.schemas';
import { assertAllocatesFor, assertMayAllocate, ledgerScopeOf } from './reach';
import { spendLookupOf } from './recipient-search.service';

// The refusals, here so the API document's examples are the errors thrown.
export const belowIssued = (issued: number) =>
  conflict(said(m.problem_tickets_allocation_below_issued, { issued }), 'allocation_below_issued');
/** One answer for an address without an account and for an account that is no reseller's (item 28). */
export const notAReseller = () => unprocessable(said(m.problem_tickets_not_a_reseller), 'not_a_reseller');
export const notYourLedger = () => forbidden(said(m.problem_tickets_own_ledger_only));

type Filter = z.infer<typeof AllocationFilterQuery>;

/** A reseller may name only themselves: another's figures are a 403, not an empty list. */
export function scopeFor(user: SessionUser, filter: Filter) {
  const scope = ledgerScopeOf(user);
  if (scope.kind === 'reseller' && filter.resellerId && filter.resellerId !== user.id) throw notYourLedger();
  return scope;
}

const toAllocation = ({ total: _total, priceMinor, ...row }: AllocationRow) => ({
  ...row,
  price: fromMinor(Number(priceMinor)),
  left: row.granted - row.issued,
});

/** `GET /api/box-office/allocations`: a page of allocations the caller may see, and their total. */
export async function allocationList(db: Database, user: SessionUser, filter: Filter) {
  const scope = scopeFor(user, filter);
  const rows = await listAllocations(db, scope, filter, pageWindow(filter));
  return { total: rows[0]?.total ?? 0, items: rows.map(toAllocation) };
}

/**
 * `PUT /api/box-office/allocations`: grants a reseller an allocation of one ticket type of an event, or
 * changes it (never below what was issued), with its audit row in the same transaction. The reseller is
 * looked up by address (an organizer's look-up spends one of their recipient searches, item 28), and
 * their role is read under a lock in the transaction, so a demotion in flight is waited for.
 */
export async function grantAllocation(db: Database, actor: Actor, input: z.infer<typeof SetAllocationBody>) {
  assertMayAllocate(actor.user);
  const found = await findTypeWithEvent(db, input.eventId, input.ticketTypeId);
  if (!found || found.deleted) throw notFound(said(m.problem_event_not_found));
  assertAllocatesFor(actor.user, found.organizerId);
  if (!found.typeId) throw notFound(said(m.problem_tickets_type_not_found_for_event));
  await spendLookupOf(db, actor.user);
  const id = await db.transaction(async (tx) => {
    const reseller = await lockAccountForGrant(tx, input.resellerEmail, actor.user.id);
    // No account and an account of another role are one answer: the role is not the granter's to learn.
    if (reseller?.role !== 'reseller') throw notAReseller();
    const saved = await setAllocation(tx, {
      eventId: input.eventId,
      ticketTypeId: input.ticketTypeId,
      resellerId: reseller.id,
      granted: input.granted,
      grantedById: actor.user.id,
    });
    if (!saved) throw belowIssued((await allocationOf(tx, reseller.id, input.ticketTypeId))?.issued ?? 0);
    await recordAudit(tx, actor, {
      action: 'allocation.grant',
      targetType: 'allocation',
      targetId: saved.id,
      before: saved.before === null ? null : { granted: saved.before },
      after: {
        granted: saved.granted,
        issued: saved.issued,
        reseller: reseller.email,
        ticketTypeId: input.ticketTypeId,
      },
    });
    return saved.id;
  });
  return one(db, actor.user, id);
}

/** `POST /api/box-office/allocations/{id}/revoke`: the unused part goes back; what was issued stays owed. */
export async function revokeAllocation(db: Database, actor: Actor, id: number) {
  assertMayAllocate(actor.user);
  const found = await findAllocation(db, id);
  if (!found || found.deleted) throw notFound(said(m.problem_tickets_allocation_not_found));
  assertAllocatesFor(actor.user, found.organizerId);
  await db.transaction(async (tx) => {
    const row = await revokeUnused(tx, id);
    await recordAudit(tx, actor, {
      action: 'allocation.revoke',
      targetType: 'allocation',
      targetId: id,
      before: { granted: row.before },
      after: { granted: row.granted, issued: row.issued },
    });
  });
  return one(db, actor.user, id);
}

/** One allocation as the lists show it (the caller may manage it, so it is in their scope). */
async function one(db: Database, user: SessionUser, id: number) {
  const [row] = await listAllocations(db, ledgerScopeOf(user), { id }, { limit: 1, offset: 0 });
  return toAllocation(row);
}
