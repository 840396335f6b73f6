import { describe, expect, it } from 'vitest';
import { badgeDefinitions, badgesFor } from './badges';

const none = { sales: 0, revenueMyrMinor: 0, customers: 0 };
/** The inputs that put every badge of `kind` at `value` (revenue in whole ringgit). */
const at = (kind: 'sales' | 'revenue' | 'customers', value: number) =>
  kind === 'sales'
    ? { ...none, sales: value }
    : kind === 'customers'
      ? { ...none, customers: value }
      : { ...none, revenueMyrMinor: value * 100 };

describe('badgesFor', () => {
  it('has the eight badges with their thresholds', () => {
    expect(badgeDefinitions.map((b) => [b.name, b.kind, b.threshold])).toEqual([
      ['First Sale', 'sales', 1],
      ['Rising Star', 'sales', 10],
      ['Sales Champion', 'sales', 50],
      ['Sales Legend', 'sales', 100],
      ['Revenue Starter', 'revenue', 1000],
      ['Revenue Master', 'revenue', 5000],
      ['People Person', 'customers', 10],
      ['Network Builder', 'customers', 25],
    ]);
  });

  for (const badge of badgeDefinitions) {
    it(`earns ${badge.name} at ${badge.threshold}, not at ${badge.threshold - 1}`, () => {
      const below = badgesFor(at(badge.kind, badge.threshold - 1)).badges.find((b) => b.id === badge.id);
      const reached = badgesFor(at(badge.kind, badge.threshold)).badges.find((b) => b.id === badge.id);
      expect(below).toMatchObject({ earned: false, progress: badge.threshold - 1 });
      expect(reached).toMatchObject({ earned: true, progress: badge.threshold });
    });
  }

  it('needs the whole ringgit: RM 999.99 is not RM 1,000', () => {
    const starter = (minor: number) =>
      badgesFor({ ...none, revenueMyrMinor: minor }).badges.find((b) => b.id === 'revenue-starter');
    expect(starter(99_999)).toMatchObject({ earned: false, progress: 999 });
    expect(starter(100_000)).toMatchObject({ earned: true, progress: 1000 });
  });

  it('caps progress at the threshold and rounds completion', () => {
    const { badges, completion } = badgesFor({ sales: 120, revenueMyrMinor: 0, customers: 0 });
    expect(badges.find((b) => b.id === 'first-sale')?.progress).toBe(1);
    // 4 of 8.
    expect(completion).toBe(50);
    expect(badgesFor({ sales: 10, revenueMyrMinor: 0, customers: 10 }).completion).toBe(38);
    expect(badgesFor(none).completion).toBe(0);
  });
});
