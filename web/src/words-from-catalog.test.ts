import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Not `new URL(file, import.meta.url)`: Vite rewrites that into an asset's address.
const here = import.meta.dirname;

/**
 * Every component (each .tsx file of the app but its tests): its words all come from the message
 * catalogs (i18n/messages), so a screen is in the page's language (issue 31).
 */
const COMPONENTS = readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .sort();

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

/**
 * The literal text an expression can give: a string or template (its parameters aside), either branch of
 * `a ? 'x' : 'y'`, the fallback of `a || 'x'` and `a ?? 'x'`, what `a && 'x'` shows.
 */
function literalsOf(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression)) {
    return [[expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' ')];
  }
  if (ts.isParenthesizedExpression(expression)) return literalsOf(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...literalsOf(expression.whenTrue), ...literalsOf(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return literalsOf(expression.right);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) {
      return [...literalsOf(expression.left), ...literalsOf(expression.right)];
    }
  }
  return [];
}

/**
 * The words written into `file`'s JSX: text between tags, literal text put between tags (`{'Sold'}`,
 * `{n === 1 ? 'ticket' : 'tickets'}`), and the literal values of word attributes.
 */
function wordsWrittenIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) found.push(node.text.trim());
    const between = ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent));
    if (between && node.expression) found.push(...literalsOf(node.expression).filter(isWords));
    if (ts.isJsxAttribute(node) && WORD_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = node.initializer;
      const expression = ts.isJsxExpression(value) ? value.expression : undefined;
      const literals = ts.isStringLiteral(value) ? [value.text] : expression ? literalsOf(expression) : [];
      for (const text of literals.filter(isWords)) found.push(`${node.name.getText()}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('words come from the message catalogs', () => {
  it.each(COMPONENTS)('%s writes no words of its own', (file) => {
    expect(wordsWrittenIn(path.join(here, file))).toEqual([]);
  });

  it('finds words written into a component (the check itself)', () => {
    expect(wordsWrittenIn(path.join(here, 'test/untranslated-sample.tsx.txt'))).toEqual([
      'aria-label="Close menu"',
      'Buy now',
      'aria-label="Cart:  "',
      'ticket',
      'tickets',
    ]);
  });
});
