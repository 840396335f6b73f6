import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BASE_LOCALE, LOCALES, type Locale } from '@pentas/i18n';
import type { ClientRoute } from './route-table';

/** Vite's build manifest (web/vite.config.ts `build.manifest`): one entry per source module. */
type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }
>;

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
  /** The JS files (`/assets/…`) a route's lazy chunk needs beyond what every page starts with. */
  routeChunks(route: ClientRoute): string[];
  /**
   * The JS files every page starts with beyond those index.html preloads: what the entry imports in
   * steps (web/src/main.tsx), which a page preloads with it so that no step waits for its file.
   */
  startChunks: string[];
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
  /** `keys` and every chunk they import, not counting those in `known`. */
  const chunksOf = (keys: string[], known = new Set<string>()) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || known.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const files = (keys: Iterable<string>) => [...keys].map((key) => `/${manifest[key].file}`);
  // What every page starts with: the entry and its imports (index.html preloads them), then the steps
  // it imports (main.tsx) and theirs.
  const inIndexHtml = chunksOf(entry ? [entry[0]] : []);
  const steps = chunksOf(
    [...inIndexHtml].flatMap((key) => manifest[key].dynamicImports ?? []),
    inIndexHtml,
  );
  const startedWith = new Set([...inIndexHtml, ...steps]);
  const routeChunks = new Map<ClientRoute, string[]>();
  for (const [route, source] of Object.entries(ROUTE_SOURCES) as [ClientRoute, string][]) {
    routeChunks.set(route, files(chunksOf([`${source}${ROUTE_CHUNK_SUFFIX}`], startedWith)));
  }

  const css = entry?.[1].css?.[0];
  const cssText = css && existsSync(path.join(distDir, css)) ? readFileSync(path.join(distDir, css), 'utf8') : '';
  const font = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2/.exec(cssText)?.[0] ?? null;

  return {
    html,
    version,
    routeChunks: (route) => routeChunks.get(route) ?? [],
    fontUrl: font,
    startChunks: files(steps),
  };
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
