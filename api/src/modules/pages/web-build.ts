import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BASE_LOCALE, LOCALES, type Locale } from '@pentas/i18n';
import type { ClientRoute } from './route-table';

/** Vite's build manifest (web/vite.config.ts `build.manifest`): one entry per source module. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * The source file of each public route whose code is a lazy chunk (the landing page is in the entry).
 * The router plugin's code splitting names the chunk `<file>?tsr-split=component---loader`.
 */
export const ROUTE_SOURCES: Partial<Record<ClientRoute, string>> = {
  '/events/': 'src/routes/events/index.tsx',
  '/events/$id/': 'src/routes/events/$id/index.tsx',
  '/login': 'src/routes/login.tsx',
};
const ROUTE_CHUNK_SUFFIX = '?tsr-split=component---loader';

export interface WebBuild {
  /** web/dist/index.html as built. */
  html: string;
  /** Changes with every build (index.html's time): what is kept per build is keyed by it. */
  version: number;
  /** The JS files (`/assets/…`) a route's lazy chunk needs beyond what index.html already loads. */
  routeChunks(route: ClientRoute): string[];
  /** The entry's chunks in the order a rendered page evaluates them, one per task (see `entrySteps`). */
  entrySteps: string[];
  /** The Inter latin woff2 the CSS asks for first (every page's text). */
  fontUrl: string | null;
}

function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

function loadWebBuild(distDir: string, version: number): WebBuild {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = readManifest(distDir);
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  const loadedByEntry = new Set(entry ? [entry[0], ...(entry[1].imports ?? [])] : []);

  const chunksOf = (key: string, seen: Set<string>) => {
    if (seen.has(key) || loadedByEntry.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) chunksOf(imported, seen);
  };
  const routeChunks = new Map<ClientRoute, string[]>();
  for (const [route, source] of Object.entries(ROUTE_SOURCES) as [ClientRoute, string][]) {
    const seen = new Set<string>();
    chunksOf(`${source}${ROUTE_CHUNK_SUFFIX}`, seen);
    routeChunks.set(
      route,
      [...seen].map((key) => `/${manifest[key].file}`),
    );
  }

  const css = entry?.[1].css?.[0];
  const cssText = css && existsSync(path.join(distDir, css)) ? readFileSync(path.join(distDir, css), 'utf8') : '';
  const font = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2/.exec(cssText)?.[0] ?? null;

  return {
    html,
    version,
    routeChunks: (route) => routeChunks.get(route) ?? [],
    fontUrl: font,
    entrySteps: entry ? entrySteps(manifest, entry[0]) : [],
  };
}

/**
 * The chunks the entry imports, each after those it imports itself (React, then the shell that needs
 * it). A rendered page evaluates them one per task before the entry (web/public/start-after-paint.js):
 * evaluated together with it they were one long task on a phone, the largest after its first paint.
 */
function entrySteps(manifest: Manifest, entryKey: string): string[] {
  const ordered: string[] = [];
  const visit = (key: string) => {
    if (ordered.includes(key) || !manifest[key]) return;
    for (const imported of manifest[key].imports ?? []) visit(imported);
    ordered.push(key);
  };
  for (const imported of manifest[entryKey].imports ?? []) visit(imported);
  return ordered.map((key) => `/${manifest[key].file}`);
}

/**
 * Where a language's client build is: English in web/dist, another beside it in web/dist-<locale>
 * (web/build/locale-build.ts). Their assets are content-hashed, so both serve from /assets/.
 */
export const localeDistDir = (distDir: string, locale: Locale) =>
  locale === BASE_LOCALE ? distDir : `${distDir}-${locale}`;

/** The built web app in each language (see `webBuildReader`). */
export function webBuildsReader(distDir: string): (locale: Locale) => WebBuild | null {
  const readers = new Map(LOCALES.map((locale) => [locale, webBuildReader(localeDistDir(distDir, locale))]));
  return (locale) => readers.get(locale)?.() ?? null;
}

/**
 * The built web app, read on first use and again whenever index.html is rebuilt; null while there is
 * no build (the caller answers 503).
 */
function webBuildReader(distDir: string): () => WebBuild | null {
  const indexFile = path.join(distDir, 'index.html');
  let loaded: { mtimeMs: number; build: WebBuild } | undefined;
  return () => {
    // One stat per page: it says both whether there is a build and whether it changed.
    const stat = statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return null;
    const { mtimeMs } = stat;
    if (loaded?.mtimeMs !== mtimeMs) loaded = { mtimeMs, build: loadWebBuild(distDir, mtimeMs) };
    return loaded.build;
  };
}
