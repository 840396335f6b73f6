import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateCodes } from '../../api/src/db/schema';
import { AFFILIATE_CODE_PATTERN } from '../../api/src/modules/affiliates/affiliates.service';
import { type ApiClient, apiClient, expectData, signedInApi } from '../support/api-client';
import { createTestApp } from '../support/app';
import { startCheckout } from '../support/checkout';
import { insertAccount, insertEvent, userId } from '../support/factories';
import { expectProblem } from '../support/http';

const { app, db, deps } = await createTestApp({ SIGN_IN_MAX_ATTEMPTS: '10000' });

const PATH = '/api/admin/affiliate-code';
const myCode = (client: ApiClient) => client.GET(PATH);
const codesOf = async (email: string) =>
  db
    .select()
    .from(affiliateCodes)
    .where(eq(affiliateCodes.userId, await userId(db, email)));

describe('GET /api/admin/affiliate-code', () => {
  it('makes a reseller one unguessable code on the first call and answers the same one ever after', async () => {
    // A new reseller: the demo one has a seeded code.
    const email = await insertAccount(db, 'reseller', 'affiliate-first');
    const reseller = await signedInApi(app, email);
    expect(await codesOf(email)).toHaveLength(0);
    const first = await expectData(myCode(reseller));
    expect(Object.keys(first).sort()).toEqual(['affiliateCode', 'affiliateUrl']);
    expect(first.affiliateCode).toMatch(AFFILIATE_CODE_PATTERN);
    expect(first.affiliateUrl).toBe(`http://localhost/?ref=${first.affiliateCode}`);
    expect((await myCode(reseller)).data).toEqual(first);
    // A new session of the same user: still the same code.
    expect((await myCode(await signedInApi(app, email))).data).toEqual(first);
    const rows = await codesOf(email);
    expect(rows.map((r) => r.code)).toEqual([first.affiliateCode]);
  });

  it('gives concurrent first calls the same code (one row)', async () => {
    const organizer = await signedInApi(app, 'organizer2@pentas.test');
    const answers = await Promise.all(Array.from({ length: 8 }, () => myCode(organizer)));
    expect(answers.map((a) => a.response.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.data?.affiliateCode)).size).toBe(1);
    expect(await codesOf('organizer2@pentas.test')).toHaveLength(1);
  });

  it('gives organizers and admins codes of their own, different from each other', async () => {
    const organizer = await myCode(await signedInApi(app, 'organizer@pentas.test'));
    const admin = await myCode(await signedInApi(app, 'admin@pentas.test'));
    expect(organizer.response.status).toBe(200);
    expect(admin.response.status).toBe(200);
    expect(organizer.data?.affiliateCode).not.toBe(admin.data?.affiliateCode);
  });

  it('builds the link on APP_URL when it is set, else on the origin the request reached', async () => {
    const reseller = await signedInApi(app, 'reseller@pentas.test');
    const res = await app.request('http://shop.test:8080/api/admin/affiliate-code', {
      headers: { cookie: reseller.jar.cookie },
    });
    const { affiliateCode, affiliateUrl } = await res.json();
    expect(affiliateUrl).toBe(`http://shop.test:8080/?ref=${affiliateCode}`);
    deps.env.APP_URL = 'https://pentas.example/some/path';
    try {
      expect((await myCode(reseller)).data?.affiliateUrl).toBe(`https://pentas.example/?ref=${affiliateCode}`);
    } finally {
      deps.env.APP_URL = undefined;
    }
  });

  it('refuses customers (403) and signed-out visitors (401), making no code', async () => {
    const customer = await signedInApi(app, 'customer@pentas.test');
    expect(expectProblem(await myCode(customer), 403).detail).toBe(
      'You need reseller or admin access to view this page',
    );
    expect(await codesOf('customer@pentas.test')).toHaveLength(0);
    expectProblem(await myCode(apiClient(app)), 401);
  });
});

const event = await insertEvent(db, 'organizer@pentas.test', { tickets: [{ priceMinor: 2500, quantity: 100 }] });
const [type] = event.ticketTypes;

describe('checkout with an affiliate code', () => {
  /** Checks out one ticket with that code; the order's recorded affiliate code id. */
  const affiliateOfCheckout = async (buyer: ApiClient, affiliateCode: string) =>
    (
      await startCheckout(db, buyer, event.id, [{ ticketTypeId: type.id, quantity: 1, unitPrice: '25.00' }], 'MYR', {
        affiliateCode,
      })
    ).order.affiliateCodeId;

  it("records the reseller's code on the order", async () => {
    const reseller = await signedInApi(app, 'reseller@pentas.test');
    const { affiliateCode } = await expectData(myCode(reseller));
    const [row] = await codesOf('reseller@pentas.test');
    expect(await affiliateOfCheckout(await signedInApi(app, 'customer@pentas.test'), affiliateCode)).toBe(row.id);
  });

  it.each([
    ['an unknown code', 'PNT-0000000000'],
    ['a malformed code', 'not a code <script>'],
    ['an empty code', ''],
  ])('still checks out with %s, and records nothing', async (_, code) => {
    expect(await affiliateOfCheckout(await signedInApi(app, 'customer2@pentas.test'), code)).toBeNull();
  });

  it("does not credit the buyer's own code", async () => {
    const reseller = await signedInApi(app, 'reseller@pentas.test');
    const { affiliateCode } = await expectData(myCode(reseller));
    expect(await affiliateOfCheckout(reseller, affiliateCode)).toBeNull();
  });
});
