import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The components whose words all come from the message catalogs (i18n/messages). Each screen joins
 * when it is translated; once all have, this list becomes every .tsx file (issue 31).
 */
const TRANSLATED = [
  'components/layout/empty-state.tsx',
  'components/layout/language-switch.tsx',
  'components/layout/logo.tsx',
  'components/layout/not-found.tsx',
  'components/layout/route-error.tsx',
  'components/layout/route-pending.tsx',
  'components/layout/site-footer.tsx',
  'components/layout/site-header.tsx',
  'components/layout/site-menu.tsx',
  'components/ui/dialog.tsx',
  'features/account/confirm-email-page.tsx',
  'features/account/forgot-password-page.tsx',
  'features/account/new-password-field.tsx',
  'features/account/reset-password-page.tsx',
  'features/auth/access-denied-page.tsx',
  'features/auth/auth-forms.tsx',
  'features/auth/login-page.tsx',
  'features/auth/require-auth-error.tsx',
  'features/cart/cart-checkout.tsx',
  'features/cart/confirm-details-dialog.tsx',
  'features/cart/order-summary-dialog.tsx',
  'features/cart/price-breakdown.tsx',
  'features/cart/quantity-stepper.tsx',
  'features/cart/struck-price.tsx',
  'features/cart/tickets-bar.tsx',
  'features/checkout/checkout-page.tsx',
  'features/checkout/demo-payment-form.tsx',
  'features/checkout/payment-status.tsx',
  'features/checkout/stripe-payment-form.tsx',
  'features/dashboard/dashboard-page.tsx',
  'features/events/code-entry.tsx',
  'features/events/discover-page.tsx',
  'features/events/event-card.tsx',
  'features/events/event-page.tsx',
  'features/events/refund-terms.tsx',
  'features/events/registration-dialog.tsx',
  'features/events/ticket-list.tsx',
  'features/home/landing-page.tsx',
  'features/home/signed-in-home.tsx',
  'features/orders/hold-status.tsx',
  'features/orders/order-documents.tsx',
  'features/orders/order-event.tsx',
  'features/orders/order-page.tsx',
  'features/orders/order-receipt.tsx',
  'features/orders/order-refunds.tsx',
  'features/orders/order-resume-actions.tsx',
  'features/orders/order-status.tsx',
  'features/orders/order-tickets.tsx',
  'features/orders/orders-tab.tsx',
  'features/orders/refund-request-dialog.tsx',
  'features/orders/resend-confirmation.tsx',
  'features/tickets/qr-full-screen.tsx',
  'features/tickets/ticket-card.tsx',
  'features/tickets/ticket-qr.tsx',
  'features/tickets/ticket-status.tsx',
  'features/tickets/tickets-tab.tsx',
  'features/tickets/transfer-dialog.tsx',
  'features/waiting-list/my-waiting-list.tsx',
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
  it.each(TRANSLATED)('%s writes no words of its own', (file) => {
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
