import type { Plugin } from 'vite';

/** The languages a client is built in; English is the default build (`vite build`). */
const BUILT_LOCALES = ['en', 'ms'] as const;

/**
 * One client build per language (`vite build --mode ms`): the compiled messages read the language from
 * `__PENTAS_LOCALE__` (i18n/scripts/compile.mjs), so each build keeps its own language's words and
 * drops the other's: an English visitor loads no Malay, and the other way round. English goes to
 * dist/, Malay to dist-ms/ (api/src/modules/pages/web-build.ts reads both); `<html lang>` says which.
 */
export function localeBuild(mode: string): Plugin {
  const locale = BUILT_LOCALES.find((name) => name === mode) ?? 'en';
  return {
    name: 'pentas-locale-build',
    config: () => ({
      define: { __PENTAS_LOCALE__: JSON.stringify(locale) },
      build: locale === 'en' ? {} : { outDir: `dist-${locale}` },
    }),
    transformIndexHtml: (html) => html.replace('<html lang="en">', `<html lang="${locale}">`),
  };
}
