import { describe, expect, it } from 'vitest';
import { AFFILIATE_CODE_PATTERN, newAffiliateCode } from './affiliates.service';

describe('newAffiliateCode', () => {
  it("is 'PNT-' and 10 Crockford base32 characters", () => {
    for (let i = 0; i < 200; i++) expect(newAffiliateCode()).toMatch(AFFILIATE_CODE_PATTERN);
  });

  it('uses the whole alphabet and does not repeat', () => {
    const codes = Array.from({ length: 2000 }, newAffiliateCode);
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.flatMap((c) => [...c.slice(4)]));
    expect(seen.size).toBe(32);
    expect([...seen].some((ch) => 'ILOU'.includes(ch))).toBe(false);
  });
});
