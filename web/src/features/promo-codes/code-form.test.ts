import { ApiError } from '@pentas/openapi';
import { describe, expect, it } from 'vitest';
import { bulkProblems } from './bulk-dialog';
import { type CodeFormValues, codeProblems, emptyCode, serverProblems, settingsOf, valuesOf } from './code-form';

const code = (overrides: Partial<CodeFormValues> = {}): CodeFormValues => ({
  ...emptyCode(),
  code: 'EARLYBIRD',
  discountValue: '20',
  ...overrides,
});

describe("the code dialog's rules, beside each field", () => {
  it('accepts a plain 20% code', () => {
    expect(codeProblems(code())).toEqual({});
  });

  it('wants a code of letters, digits, - and _, at most 32', () => {
    expect(codeProblems(code({ code: ' ' })).code).toBe('Enter the code buyers type, e.g. EARLYBIRD');
    expect(codeProblems(code({ code: 'EARLY BIRD' })).code).toBe('Only letters, digits, - and _ (no spaces)');
    expect(codeProblems(code({ code: 'x'.repeat(33) })).code).toBe('At most 32 characters');
    expect(codeProblems(code({ code: 'x'.repeat(32) })).code).toBeUndefined();
    // Bulk codes are made by the server from the prefix.
    expect(codeProblems(code({ code: '' }), { bulk: true }).code).toBeUndefined();
  });

  it('takes a percentage from 1 to 100, whole', () => {
    expect(codeProblems(code({ discountValue: '0' })).discountValue).toBe('A whole number from 1 to 100');
    expect(codeProblems(code({ discountValue: '101' })).discountValue).toBe('A whole number from 1 to 100');
    expect(codeProblems(code({ discountValue: '12.5' })).discountValue).toBe('A whole number from 1 to 100');
    expect(codeProblems(code({ discountValue: '100' })).discountValue).toBeUndefined();
    expect(codeProblems(code({ discountValue: '' })).discountValue).toBe('Enter the percentage off, 1 to 100');
  });

  it('takes an amount off above 0 and a set price from 0, as money', () => {
    expect(codeProblems(code({ discountType: 'amount', discountValue: '0' })).discountValue).toBe('More than 0');
    expect(codeProblems(code({ discountType: 'amount', discountValue: '10.505' })).discountValue).toBe(
      'An amount such as 10 or 10.50',
    );
    expect(codeProblems(code({ discountType: 'price', discountValue: '0' })).discountValue).toBeUndefined();
    expect(codeProblems(code({ discountType: 'price', discountValue: '' })).discountValue).toBe('Enter the price');
  });

  it('lets only an access code go without a discount', () => {
    expect(codeProblems(code({ discountType: 'none' })).discountType).toBe('Choose how the code lowers the price');
    expect(codeProblems(code({ kind: 'access', discountType: 'none' }))).toEqual({});
  });

  it('ends its validity after it starts', () => {
    const from = '2026-12-01T10:00';
    expect(codeProblems(code({ validFrom: from, validUntil: from })).validUntil).toBe('Must be after "Valid from"');
    expect(codeProblems(code({ validFrom: from, validUntil: '2026-12-01T10:01' })).validUntil).toBeUndefined();
  });

  it('counts limits in whole tickets, never below what was bought with it', () => {
    expect(codeProblems(code({ maxUses: '0' })).maxUses).toBe('A whole number, at least 1, or empty for no limit');
    expect(codeProblems(code({ maxPerBuyer: 'two' })).maxPerBuyer).toBe(
      'A whole number, at least 1, or empty for no limit',
    );
    expect(codeProblems(code({ maxUses: '6' }), { used: 7 }).maxUses).toBe(
      'At least the 7 tickets already bought with it',
    );
    expect(codeProblems(code({ maxUses: '7' }), { used: 7 }).maxUses).toBeUndefined();
  });

  it('sets tickets aside of exactly one type, at most the total limit', () => {
    expect(codeProblems(code({ reservedQuantity: '5' })).reservedQuantity).toBe(
      'Tickets are set aside of one ticket type: choose exactly one above',
    );
    expect(codeProblems(code({ reservedQuantity: '5', ticketTypeIds: [3], maxUses: '4' })).reservedQuantity).toBe(
      'At most the total limit',
    );
    expect(codeProblems(code({ reservedQuantity: '5', ticketTypeIds: [3], maxUses: '10' }))).toEqual({});
  });
});

describe('what the dialog sends', () => {
  it("reads validity on the event's clock (Jakarta, UTC+7), empty limits as none", () => {
    const body = settingsOf(
      code({ validFrom: '2026-12-01T10:00', validUntil: '', maxUses: '10', ticketTypeIds: [3] }),
      'Asia/Jakarta',
    );
    expect(body).toEqual({
      kind: 'discount',
      discount: { type: 'percent', value: '20' },
      ticketTypeIds: [3],
      validFrom: '2026-12-01T03:00:00.000Z',
      validUntil: null,
      maxUses: 10,
      maxPerBuyer: null,
      reservedQuantity: 0,
      affiliateCode: null,
    });
    expect(settingsOf(code({ kind: 'access', discountType: 'none' }), 'Asia/Jakarta').discount).toBeNull();
  });

  it('shows a saved code back on the same clock', () => {
    const values = valuesOf(
      {
        id: 7,
        eventId: 12,
        code: 'VIP',
        kind: 'access',
        discount: null,
        ticketTypeIds: [],
        validFrom: '2026-12-01T03:00:00.000Z',
        validUntil: null,
        maxUses: null,
        maxPerBuyer: 2,
        reservedQuantity: 0,
        used: 0,
        affiliateCode: null,
        state: 'active',
        createdAt: '2026-11-01T00:00:00.000Z',
      },
      'Asia/Jakarta',
    );
    expect(values).toMatchObject({
      discountType: 'none',
      validFrom: '2026-12-01T10:00',
      maxPerBuyer: '2',
      maxUses: '',
    });
  });

  it("puts the server's refusals beside their fields", () => {
    const taken = new ApiError(409, { title: 'Conflict', detail: 'Taken', code: 'promo_code_taken' });
    expect(serverProblems(taken).fields.code).toBe('This event already has a code with that text');
    const invalid = new ApiError(422, {
      title: 'Unprocessable',
      detail: 'Invalid',
      code: 'validation_failed',
      errors: [{ path: 'discount.value', message: 'A code never raises a price' }],
    });
    expect(serverProblems(invalid).fields).toEqual({ discountValue: 'A code never raises a price' });
  });
});

describe('bulk creation', () => {
  it('makes 1 to 1000 codes with a short prefix', () => {
    expect(bulkProblems('50', 'SPONSOR-')).toEqual({});
    expect(bulkProblems('0', '').count).toBe('A whole number from 1 to 1000');
    expect(bulkProblems('1001', '').count).toBe('A whole number from 1 to 1000');
    expect(bulkProblems('5', 'SPONSOR ONE').prefix).toBe('Only letters, digits, - and _ (no spaces)');
    expect(bulkProblems('5', 'X'.repeat(21)).prefix).toBe('At most 20 characters');
  });
});
