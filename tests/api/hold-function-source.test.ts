import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../api/src/db/client';
import { routineOf } from '../../api/src/db/routines';
import type { HoldRequest } from '../../api/src/modules/orders/hold-batches';
import { createTestApp } from '../support/app';

/**
 * The batched hold function has one source, `api/src/modules/orders/hold-orders.sql`, applied after the
 * migrations at every start: the database runs exactly that text, and the text reads only keys that
 * the TypeScript request which builds its input has.
 */
const { db, sql } = await createTestApp();
const source = readFileSync(new URL('../../api/src/modules/orders/hold-orders.sql', import.meta.url), 'utf8');

/** The function's body: what PostgreSQL keeps as `prosrc`, between the dollar quotes. */
const bodyOf = (text: string) => text.slice(text.indexOf('$$') + 2, text.lastIndexOf('$$'));

async function storedBody() {
  const [row] = await sql<{ body: string }[]>`
    select prosrc as body from pg_proc where proname = 'checkout_hold_orders'`;
  return row?.body;
}

/**
 * Every field a HoldRequest has, as the TypeScript compiler sees it: this literal must name each field
 * of the type and no other, so renaming a field fails the type check here until it is renamed below.
 */
const everyField: Required<HoldRequest> = {
  userId: 'u',
  eventId: 1,
  currency: 'MYR',
  totalMinor: 0,
  serviceFeeMinor: 0,
  customerName: null,
  customerEmail: null,
  holdMinutes: 15,
  affiliateCodeId: null,
  channel: 'web',
  promoCodeId: null,
  items: [{ ticketTypeId: 1, quantity: 1, unitPriceMinor: 0, listPriceMinor: null }],
  maxPending: 5,
  maxFreeTickets: 10,
};

/** The keys the SQL reads from a JSON value aliased `alias` (`alias->>'key'` or `alias->'key'`). */
function keysReadFrom(alias: string) {
  return new Set([...source.matchAll(new RegExp(`\\b${alias}->>?'(\\w+)'`, 'g'))].map((m) => m[1]));
}

describe('the hold function', () => {
  it('is in the database exactly as its source file writes it', async () => {
    expect(await storedBody()).toBe(bodyOf(source));
  });

  it('is put back from the file by the next start when the database holds another body of the same version', async () => {
    await sql.unsafe(source.replace('v_types integer;', 'v_types integer; v_drifted boolean;'));
    expect(await storedBody()).not.toBe(bodyOf(source));
    await runMigrations(db);
    expect(await storedBody()).toBe(bodyOf(source));
  });

  it('is never put back by an older release: a newer version in the database stays', async () => {
    const { version } = routineOf(source);
    const newer = source
      .replace('v_types integer;', 'v_types integer; v_newer boolean;')
      .replace(`IS 'version ${version}'`, `IS 'version ${version + 1}'`);
    await sql.unsafe(newer);
    await runMigrations(db);
    expect(await storedBody()).toBe(bodyOf(newer));
    await sql.unsafe(source); // this file's version again, for the tests after this one
    expect(await storedBody()).toBe(bodyOf(source));
  });

  it('the one-order function of the previous release is gone', async () => {
    const [{ count }] = await sql<{ count: number }[]>`
      select count(*)::int as count from pg_proc where proname = 'checkout_hold_order'`;
    expect(count).toBe(0);
  });

  it('reads only keys that HoldRequest and its items have', () => {
    const orderKeys = keysReadFrom('o');
    const itemKeys = keysReadFrom('i');
    // The reading itself is found: a change of alias must not make this test pass on nothing.
    expect([...orderKeys]).toEqual(expect.arrayContaining(['userId', 'currency', 'items']));
    expect([...itemKeys]).toEqual(expect.arrayContaining(['ticketTypeId', 'quantity', 'unitPriceMinor']));
    expect([...orderKeys].filter((key) => !(key in everyField))).toEqual([]);
    expect([...itemKeys].filter((key) => !(key in everyField.items[0]))).toEqual([]);
  });
});
