import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fromMinor, toMinor } from '@pentas/openapi';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { type Actor, recordAudit } from '../audit';
import { findEventForLedger, ledgerRows, outstandingOf, settleWithinOutstanding } from './allocations.queries';
import type { AllocationFilterQuery, SettlementBody } from './allocations.schemas';
import { scopeFor } from './allocations.service';
import { assertAllocatesFor, assertMayAllocate } from './reach';

/** 'Only RM … is outstanding': the amount in the event's currency, as a decimal string. */
export const exceedsOutstanding = (outstanding: string) =>
  conflict(said(m.problem_tickets_settlement_exceeds_outstanding, { outstanding }), 'settlement_exceeds_outstanding');

/**
 * `GET /api/box-office/ledger`: per reseller and event, tickets issued from allocations, their face
 * value owed to the organizer, what was settled and what is outstanding, each in the event's currency
 * (never added across currencies, decisions.md item 11).
 */
export async function ledger(db: Database, user: SessionUser, filter: z.infer<typeof AllocationFilterQuery>) {
  const rows = await ledgerRows(db, scopeFor(user, filter), filter, pageWindow(filter));
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ total: _total, owedMinor, settledMinor, ...row }) => ({
      ...row,
      owed: fromMinor(Number(owedMinor)),
      settled: fromMinor(Number(settledMinor)),
      outstanding: fromMinor(Number(owedMinor) - Number(settledMinor)),
    })),
  };
}

/**
 * `POST /api/box-office/settlements`: the organizer (or an admin) records money received from a
 * reseller for an event, never more than is outstanding, with its audit row in the same transaction.
 */
export async function recordSettlement(db: Database, actor: Actor, input: z.infer<typeof SettlementBody>) {
  assertMayAllocate(actor.user);
  const event = await findEventForLedger(db, input.eventId);
  if (!event) throw notFound(said(m.problem_event_not_found));
  assertAllocatesFor(actor.user, event.organizerId);
  const amountMinor = toMinor(input.amount) as number;
  const saved = await db.transaction(async (tx) => {
    const row = await settleWithinOutstanding(tx, {
      eventId: event.id,
      resellerId: input.resellerId,
      currency: event.currency,
      amountMinor,
      note: input.note || null,
      by: actor.user.id,
    });
    if (!row) return undefined;
    await recordAudit(tx, actor, {
      action: 'allocation.settle',
      targetType: 'settlement',
      targetId: row.id,
      after: {
        eventId: event.id,
        resellerId: input.resellerId,
        amount: input.amount,
        currency: event.currency,
        note: input.note || null,
      },
    });
    return row;
  });
  if (!saved) throw exceedsOutstanding(fromMinor(Math.max(0, await outstandingOf(db, event.id, input.resellerId))));
  const [entry] = (await ledger(db, actor.user, { eventId: event.id, resellerId: input.resellerId })).items;
  return entry;
}
