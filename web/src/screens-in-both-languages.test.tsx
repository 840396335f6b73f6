import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@pentas/i18n';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '@/lib/page-language';
import { quietAdminPanel } from '@/test/admin';
import { renderApp } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';

const catalog = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../../i18n/messages/${locale}.json`), 'utf8'));
const en = catalog('en');
const ms = catalog('ms');

/** The catalog's sentences of one language: plain messages long enough not to be a name both share. */
const sentencesOf = (catalog: Record<string, unknown>, other: Record<string, unknown>) =>
  Object.entries(catalog)
    .filter(
      ([key, text]) => typeof text === 'string' && text.length >= 12 && !text.includes('{') && text !== other[key],
    )
    .map(([, text]) => text as string);
const sentences = { en: sentencesOf(en, ms), ms: sentencesOf(ms, en) };

afterEach(() => setPageLanguage('en'));

/** The screen at `path` as `role` sees it in `locale`: its heading in that language, no sentence of the other. */
async function screenIn(locale: Locale, path: string, role: Parameters<typeof userWithRole>[0], heading: string) {
  setPageLanguage(locale);
  server.use(handlers.user(userWithRole(role)));
  renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  const text = document.body.textContent ?? '';
  const other = locale === 'ms' ? sentences.en : sentences.ms;
  expect(other.filter((sentence) => text.includes(sentence))).toEqual([]);
}

describe('the back office in each language', () => {
  it("the admin panel's overview", async () => {
    server.use(...quietAdminPanel());
    await screenIn('en', '/admin', 'admin', en.order_admin_panel);
  });

  it("the admin panel's overview in Malay", async () => {
    server.use(...quietAdminPanel());
    await screenIn('ms', '/admin', 'admin', ms.order_admin_panel);
    expect(screen.getByRole('region', { name: ms.adm_sections })).toBeInTheDocument();
  });

  it('account settings', async () => {
    await screenIn('en', '/settings', 'customer', en.nav_account_settings);
  });

  it('account settings in Malay', async () => {
    await screenIn('ms', '/settings', 'customer', ms.nav_account_settings);
    expect(screen.getByText(ms.acct_lead)).toBeInTheDocument();
  });
});
