import { describe, expect, it } from 'vitest';
import { categoryLabel, categoryOptions, countryName, fromPriceLabel } from './catalog-words';

describe("the catalog's words", () => {
  it("cards: 'Free', 'From …' or 'Price TBA'", () => {
    expect(fromPriceLabel('0.00', 'MYR')).toBe('Free');
    expect(fromPriceLabel('80.00', 'MYR')).toBe('From RM 80.00');
    expect(fromPriceLabel(null, 'MYR')).toBe('Price TBA');
  });

  it("names every category in the list's order, and an unknown one 'Other'", () => {
    expect(categoryOptions().map((c) => c.label)).toEqual([
      'Music',
      'Technology',
      'Cultural',
      'Sports',
      'Business',
      'Art',
      'Food',
      'Other',
    ]);
    expect(categoryLabel('jazz')).toBe('Other');
    expect(countryName('philippines')).toBe('Philippines');
  });
});
