import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The components whose words all come from the message catalogs (i18n/messages). Each screen joins
 * when it is translated; once all have, this list becomes every .tsx file (issue 31).
 */
const TRANSLATED = [
  'components/layout/language-switch.tsx',
  'components/layout/site-footer.tsx',
  'components/layout/site-header.tsx',
  'features/cart/cart-checkout.tsx',
  'features/cart/tickets-bar.tsx',
  'features/events/code-entry.tsx',
  'features/events/discover-page.tsx',
  'features/events/event-card.tsx',
  'features/events/event-page.tsx',
  'features/events/refund-terms.tsx',
  'features/events/ticket-list.tsx',
  'features/home/landing-page.tsx',
];

// Not `new URL(file, import.meta.url)`: Vite rewrites that into an asset's address.
const here = import.meta.dirname;

/** Attributes people read or hear. */
const WORD_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'label',
  'placeholder',
  'alt',
  'description',
  'hint',
  'text',
  'pendingLabel',
]);
/** Text that is the same in every language: the product's name. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Pentas', 'WhatsApp']);

/** A piece of text a person would read as words: two letters in a row, not a name kept as it is. */
const isWords = (text: string) => /\p{L}{2}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

/** The words written into `file`'s JSX: text between tags, and string values of word attributes. */
function wordsWrittenIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && WORD_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value) && isWords(value.text)) found.push(`${node.name.getText()}="${value.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('words come from the message catalogs', () => {
  it.each(TRANSLATED)('%s writes no words of its own', (file) => {
    expect(wordsWrittenIn(path.join(here, file))).toEqual([]);
  });

  it('finds words written into a component (the check itself)', () => {
    expect(wordsWrittenIn(path.join(here, 'test/untranslated-sample.tsx.txt'))).toEqual([
      'aria-label="Close menu"',
      'Buy now',
    ]);
  });
});
