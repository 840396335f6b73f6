import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, promoCodes } from '../../api/src/db/schema';
import { type ApiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { insertEvent } from '../support/factories';

/**
 * Organizers' promo and access codes (docs/design/promo-codes.md): creating, listing, changing and
 * deleting them, many at once; only on their own events (admins on any, audited).
 */
const { app, db } = await createTestApp();
const organizer = await signedInApi(app, 'organizer@pentas.test');
const otherOrganizer = await signedInApi(app, 'organizer2@pentas.test');
const admin = await signedInApi(app, 'admin@pentas.test');
const customer = await signedInApi(app, 'customer@pentas.test');
const reseller = await signedInApi(app, 'reseller@pentas.test');

const newEvent = () =>
  insertEvent(db, 'organizer@pentas.test', { tickets: [{ name: 'General', priceMinor: 5000, quantity: 50 }] });

const create = (client: ApiClient, eventId: number, body: Partial<Parameters<typeof bodyOf>[0]> = {}) =>
  client.POST('/api/events/{id}/promo-codes', { params: { path: { id: eventId } }, body: bodyOf(body) });

const bodyOf = (body: {
  code?: string;
  kind?: 'discount' | 'access';
  discount?: { type: 'percent' | 'amount' | 'price'; value: string } | null;
  maxUses?: number | null;
  ticketTypeIds?: number[];
  validFrom?: string | null;
  validUntil?: string | null;
  affiliateCode?: string | null;
}) => ({ code: 'EARLY', kind: 'discount' as const, discount: { type: 'percent' as const, value: '20' }, ...body });

describe('creating codes', () => {
  it('creates a code with its settings read in the event zone, unique per event whatever the case', async () => {
    const event = await newEvent();
    const made = await expectData(
      create(organizer, event.id, {
        code: 'EarlyBird',
        validFrom: '2026-11-01T10:00',
        validUntil: '2026-11-15T23:59',
        maxUses: 100,
        discount: { type: 'amount', value: '12.50' },
      }),
      201,
    );
    expect(made).toMatchObject({
      code: 'EarlyBird',
      kind: 'discount',
      discount: { type: 'amount', value: '12.50' },
      // Kuala Lumpur is UTC+8.
      validFrom: '2026-11-01T02:00:00.000Z',
      validUntil: '2026-11-15T15:59:00.000Z',
      maxUses: 100,
      used: 0,
    });
    const again = await create(organizer, event.id, { code: 'EARLYBIRD' });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ code: 'promo_code_taken' });
    // Another event may have the same text.
    const other = await newEvent();
    await expectData(create(organizer, other.id, { code: 'earlybird' }), 201);
  });

  it('refuses what cannot be: a discount code without a discount, a bad percent, a type of another event, an unknown affiliate, over 32 characters', async () => {
    const event = await newEvent();
    const other = await newEvent();
    for (const [body, path] of [
      [{ discount: null }, 'discount'],
      [{ discount: { type: 'percent' as const, value: '101' } }, 'discount.value'],
      [{ ticketTypeIds: [other.ticketTypes[0].id] }, 'ticketTypeIds'],
      [{ affiliateCode: 'NOBODY' }, 'affiliateCode'],
      [{ code: 'X'.repeat(33) }, 'code'],
      [{ code: 'has space' }, 'code'],
      [{ validFrom: '2026-11-02T10:00', validUntil: '2026-11-01T10:00' }, 'validUntil'],
    ] as [Parameters<typeof bodyOf>[0], string][]) {
      const refused = await create(organizer, event.id, body);
      expect(refused.response.status, JSON.stringify(body)).toBe(422);
      expect(refused.error).toMatchObject({ errors: [expect.objectContaining({ path })] });
    }
    // An access code needs no discount.
    await expectData(create(organizer, event.id, { code: 'GUESTS', kind: 'access', discount: null }), 201);
  });

  it('creates many unique codes with a prefix, as JSON with the CSV or as a CSV download', async () => {
    const event = await newEvent();
    const body = { prefix: 'SPONSOR-', count: 200, kind: 'access' as const, discount: null, maxUses: 1 };
    const made = (await expectData(
      organizer.POST('/api/events/{id}/promo-codes/bulk', { params: { path: { id: event.id } }, body }),
      201,
    )) as { codes: { id: number; code: string }[]; csv: string };
    expect(made.codes).toHaveLength(200);
    const texts = made.codes.map((c) => c.code);
    expect(new Set(texts.map((t) => t.toLowerCase())).size).toBe(200);
    for (const t of texts) expect(t).toMatch(/^SPONSOR-[A-Z2-9]{8}$/);
    expect(made.csv.split('\r\n').filter(Boolean)).toHaveLength(201);
    const csv = await organizer.POST('/api/events/{id}/promo-codes/bulk', {
      params: { path: { id: event.id }, query: { format: 'csv' } },
      body: { ...body, count: 3 },
      parseAs: 'text',
    });
    expect(csv.response.status).toBe(201);
    expect(csv.response.headers.get('content-type')).toContain('text/csv');
    expect(csv.response.headers.get('content-disposition')).toContain('attachment');
    expect(String(csv.data).split('\r\n').filter(Boolean)).toHaveLength(4);
    const live = await db.select().from(promoCodes).where(eq(promoCodes.eventId, event.id));
    expect(live).toHaveLength(203);
  });
});

describe('listing, changing and deleting codes', () => {
  it('lists live codes newest first, paged, with their uses', async () => {
    const event = await newEvent();
    for (const code of ['ONE', 'TWO', 'THREE']) await expectData(create(organizer, event.id, { code }), 201);
    const page = await organizer.GET('/api/events/{id}/promo-codes', {
      params: { path: { id: event.id }, query: { pageSize: 2 } },
    });
    expect(page.response.headers.get('x-total-count')).toBe('3');
    expect(page.data?.map((c) => [c.code, c.used, c.state])).toEqual([
      ['THREE', 0, 'active'],
      ['TWO', 0, 'active'],
    ]);
  });

  it('changes a code, never its limit below its uses, and a deleted code is gone and its text free again', async () => {
    const event = await newEvent();
    const made = await expectData(create(organizer, event.id, { code: 'LIMITED', maxUses: 10 }), 201);
    await db.update(promoCodes).set({ used: 4 }).where(eq(promoCodes.id, made.id));
    const patch = (client: ApiClient, body: Record<string, unknown>) =>
      client.PATCH('/api/promo-codes/{id}', { params: { path: { id: made.id } }, body });
    const below = await patch(organizer, { maxUses: 3 });
    expect(below.response.status).toBe(409);
    expect(below.error).toMatchObject({ code: 'promo_code_below_used' });
    expect(await expectData(patch(organizer, { maxUses: 4, code: 'Limited2' }))).toMatchObject({
      maxUses: 4,
      code: 'Limited2',
      state: 'used_up',
    });
    expect(
      (await organizer.DELETE('/api/promo-codes/{id}', { params: { path: { id: made.id } } })).response.status,
    ).toBe(200);
    const list = await expectData(
      organizer.GET('/api/events/{id}/promo-codes', { params: { path: { id: event.id } } }),
    );
    expect(list).toEqual([]);
    expect((await patch(organizer, { maxUses: 5 })).response.status).toBe(404);
    await expectData(create(organizer, event.id, { code: 'LIMITED2' }), 201);
  });
});

describe('who may manage codes', () => {
  it('changes only what an edit sends: the types and the tickets set aside stay as they were', async () => {
    const event = await newEvent();
    const [general] = event.ticketTypes;
    const made = await expectData(
      organizer.POST('/api/events/{id}/promo-codes', {
        params: { path: { id: event.id } },
        body: { ...bodyOf({ code: 'STUDENT', ticketTypeIds: [general.id], maxUses: 20 }), reservedQuantity: 5 },
      }),
      201,
    );
    const changed = await expectData(
      organizer.PATCH('/api/promo-codes/{id}', { params: { path: { id: made.id } }, body: { maxUses: 30 } }),
    );
    expect(changed).toMatchObject({ maxUses: 30, ticketTypeIds: [general.id], reservedQuantity: 5 });
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, made.id));
    expect(row).toMatchObject({ maxUses: 30, ticketTypeIds: [general.id], reservedQuantity: 5 });
  });

  it("is a 404 for another organizer's event and code, a 403 for a buyer or a reseller", async () => {
    const event = await newEvent();
    const made = await expectData(create(organizer, event.id, { code: 'MINE' }), 201);
    const path = { params: { path: { id: event.id } } };
    const codePath = { params: { path: { id: made.id } } };
    for (const [client, status] of [
      [otherOrganizer, 404],
      [customer, 403],
      [reseller, 403],
    ] as const) {
      expect((await client.GET('/api/events/{id}/promo-codes', path)).response.status).toBe(status);
      expect((await create(client, event.id, { code: 'THEIRS' })).response.status).toBe(status);
      expect((await client.PATCH('/api/promo-codes/{id}', { ...codePath, body: { maxUses: 1 } })).response.status).toBe(
        status,
      );
      expect((await client.DELETE('/api/promo-codes/{id}', codePath)).response.status).toBe(status);
    }
    const codes = await db.select().from(promoCodes).where(eq(promoCodes.eventId, event.id));
    expect(codes.map((c) => [c.code, c.maxUses, c.deletedAt])).toEqual([['MINE', null, null]]);
  });

  it("lets an admin manage any event's codes, each change audited; an organizer's own are not", async () => {
    const event = await newEvent();
    const made = await expectData(create(admin, event.id, { code: 'STAFF' }), 201);
    await expectData(admin.PATCH('/api/promo-codes/{id}', { params: { path: { id: made.id } }, body: { maxUses: 9 } }));
    await expectData(admin.DELETE('/api/promo-codes/{id}', { params: { path: { id: made.id } } }));
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'promo_code'), eq(auditLog.targetId, String(made.id))));
    expect(rows.map((r) => r.action).sort()).toEqual(['promo_code.create', 'promo_code.delete', 'promo_code.update']);
    const own = await expectData(create(organizer, event.id, { code: 'OWN' }), 201);
    const ownRows = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(own.id)));
    expect(ownRows.filter((r) => r.targetType === 'promo_code')).toEqual([]);
  });
});
