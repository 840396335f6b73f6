import { m } from '@pentas/i18n/messages';
import { getLocale } from '@pentas/i18n/runtime';
import {
  type CategorySlug,
  type Country,
  categorySlugs,
  eventDescriptionIn,
  eventTitleIn,
  formatPrice,
  toMinor,
} from '@pentas/openapi';

/** Each category's name in the page's language (the list itself: openapi/src/catalog.ts). */
const categoryNames: Record<CategorySlug, () => string> = {
  music: m.category_music,
  technology: m.category_technology,
  cultural: m.category_cultural,
  sports: m.category_sports,
  business: m.category_business,
  art: m.category_art,
  food: m.category_food,
  other: m.category_other,
};

export function categoryLabel(slug: string): string {
  return (categoryNames[slug as CategorySlug] ?? categoryNames.other)();
}

/** The categories in order, each with its name: the create form's choices and the discover filter's. */
export const categoryOptions = () => categorySlugs.map((slug) => ({ slug, label: categoryNames[slug]() }));

const countryNames: Record<Country, () => string> = {
  malaysia: m.country_malaysia,
  singapore: m.country_singapore,
  thailand: m.country_thailand,
  indonesia: m.country_indonesia,
  philippines: m.country_philippines,
};

/** A country of the location filter by its name. */
export const countryName = (country: Country) => countryNames[country]();

/** An event's lowest price on a card: 'Free' when its cheapest ticket is free, else 'From …'; 'Price TBA' for none. */
export function fromPriceLabel(minPrice: string | null, currency: string): string {
  if (minPrice === null) return m.price_tba();
  const minor = toMinor(minPrice) ?? 0;
  return minor === 0 ? m.price_free() : m.price_from({ price: formatPrice(minor, currency) });
}

/** An event's title and description in the page's language (openapi/src/event-language.ts). */
export const eventTitle = (event: Parameters<typeof eventTitleIn>[0]) => eventTitleIn(event, getLocale());
export const eventDescription = (event: Parameters<typeof eventDescriptionIn>[0]) =>
  eventDescriptionIn(event, getLocale());
