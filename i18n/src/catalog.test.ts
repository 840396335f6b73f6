import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './index';

type Catalog = Record<string, unknown>;
const catalogOf = (locale: string): Catalog => {
  const { $schema: _, ...messages } = JSON.parse(
    readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Catalog;
  return messages;
};

/** The names a message takes: its `{placeholders}` and, for a variant message, its declared inputs. */
function parametersOf(message: unknown): string[] {
  const text = JSON.stringify(message);
  const placeholders = [...text.matchAll(/\{([a-zA-Z_]\w*)\}/g)].map((match) => match[1]);
  const inputs = [...text.matchAll(/input ([a-zA-Z_]\w*)/g)].map((match) => match[1]);
  const locals = new Set([...text.matchAll(/local ([a-zA-Z_]\w*)/g)].map((match) => match[1]));
  return [...new Set([...placeholders, ...inputs])].filter((name) => !locals.has(name)).sort();
}

describe('the message catalogs (i18n/messages)', () => {
  const english = catalogOf('en');

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has every English message, and no other', (locale) => {
    const other = catalogOf(locale);
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))("%s's messages take the same parameters", (locale) => {
    const other = catalogOf(locale);
    for (const [key, message] of Object.entries(english)) {
      expect(parametersOf(other[key]), key).toEqual(parametersOf(message));
    }
  });

  it.each(LOCALES)('%s has no empty message', (locale) => {
    for (const [key, message] of Object.entries(catalogOf(locale))) expect(JSON.stringify(message), key).not.toBe('""');
  });
});
