import { getLocale, overwriteGetLocale } from '@pentas/i18n/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import {
  categoryLabel,
  categoryOptions,
  countryName,
  eventDescription,
  eventTitle,
  fromPriceLabel,
} from './catalog-words';

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

  describe("an event in the page's language (decision 76)", () => {
    const english = getLocale;
    afterEach(() => overwriteGetLocale(english));
    const both = { title: 'Kite Festival', titleMs: 'Pesta Wau', description: 'Kites.', descriptionMs: 'Wau.' };
    const englishOnly = { title: 'Durian Tasting', titleMs: null, description: 'Durians.', descriptionMs: null };

    it('is English on an English page', () => {
      expect([eventTitle(both), eventDescription(both)]).toEqual(['Kite Festival', 'Kites.']);
    });

    it('is Malay on a Malay page where given, and English where not', () => {
      overwriteGetLocale(() => 'ms');
      expect([eventTitle(both), eventDescription(both)]).toEqual(['Pesta Wau', 'Wau.']);
      expect([eventTitle(englishOnly), eventDescription(englishOnly)]).toEqual(['Durian Tasting', 'Durians.']);
      expect(categoryLabel('music')).toBe('Muzik');
      expect(fromPriceLabel('0.00', 'MYR')).toBe('Percuma');
    });
  });
});
