// The public pages in a phone's browser: builds the product, starts it on a fresh embedded database
// with the demo data, and runs Lighthouse (default mobile profile, simulated throttling) on the
// landing page, the catalog, an event page with a poster and the login page, RUNS times each
// (default 3). Prints the median of each figure per page, and the audits that cost points.
// A benchmark, not a test: the machine is shared, so figures move between runs.
// Run: npm run bench:pages   (PAGES_BUILD=0 skips the build when web/dist is fresh; THROTTLING=devtools
// slows the real load instead of simulating it, see lighthouse.ts; PAGES_LANG=ms, or en,ms, audits the
// pages in those languages, each asked for with ?lang=)
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/ports';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { audit, launchChromium, type PageFigures } from './lighthouse';

const RUNS = Number(process.env.RUNS ?? 3);
const THROTTLING = process.env.THROTTLING === 'devtools' ? 'devtools' : 'simulate';
/** The languages to audit the pages in; none named: each page at its plain address (the browser's, English). */
const LANGS = process.env.PAGES_LANG?.split(',').filter(Boolean) ?? [];

if (process.env.PAGES_BUILD !== '0') {
  console.log('Building the web app and the widget ...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The product as `npm start` runs it (the built web app, embedded PostgreSQL, the demo data), on a
// data directory of its own.
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pentas-pages-'));
const base = `http://127.0.0.1:${await freePort()}`;
const server = startServerProcess({
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: new URL(base).port,
  EMBEDDED_PG_PORT: String(await freePort()),
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
});
const chromium = await launchChromium();
try {
  await ready(server, base);
  const paths = ['/', '/events', `/events/${await eventWithPoster(base)}`, '/login'];
  const pages = LANGS.length ? LANGS.flatMap((lang) => paths.map((p) => `${p}?lang=${lang}`)) : paths;
  const rows: { path: string; median: PageFigures; shortfalls: Set<string> }[] = [];
  for (const page of pages) {
    const runs: PageFigures[] = [];
    const shortfalls = new Set<string>();
    for (let run = 1; run <= RUNS; run++) {
      const result = await auditRetrying(`${base}${page}`, chromium.port);
      runs.push(result.figures);
      for (const s of result.shortfalls) shortfalls.add(s);
      console.log(`${page} run ${run}: performance ${result.figures.performance}, LCP ${ms(result.figures.lcp)}`);
    }
    rows.push({ path: page, median: medianOf(runs), shortfalls });
  }
  printPages(rows);
} finally {
  chromium.kill();
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * Waits for /readyz (migrations and the demo data take a while on a busy machine), polling every
 * 200 ms; fails with the server's output if it exits first. (tests/support's waitUntilReady is
 * Vitest's, which cannot run outside a test.)
 */
async function ready(process: ServerProcess, url: string) {
  let exited = false;
  void process.exited.then(() => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`the server exited before it was ready:\n${process.output()}`);
    const status = await fetch(`${url}/readyz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Lighthouse now and then fails to record a load (NO_NAVSTART, a lost trace) on a busy machine: such
 * a run is run again, up to three tries, rather than ending the benchmark.
 */
async function auditRetrying(url: string, port: number, tries = 3): ReturnType<typeof audit> {
  try {
    return await audit(url, port, THROTTLING);
  } catch (error) {
    if (tries <= 1) throw error;
    console.log(`  (run again: ${(error as Error).message})`);
    return auditRetrying(url, port, tries - 1);
  }
}

/** A listed event of the demo data that has a poster (the page's largest paint is usually it). */
async function eventWithPoster(base: string) {
  const events = (await (await fetch(`${base}/api/events?pageSize=50`)).json()) as {
    id: number;
    imageUrl: string | null;
  }[];
  const event = events.find((e) => e.imageUrl);
  if (!event) throw new Error('no listed event with a poster in the demo data');
  return event.id;
}

/** Each figure's own median over the runs (a run's worst moment need not be in every figure). */
function medianOf(runs: PageFigures[]): PageFigures {
  const keys = Object.keys(runs[0]) as (keyof PageFigures)[];
  return Object.fromEntries(
    keys.map((key) => {
      const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
      return [key, sorted[Math.floor(sorted.length / 2)]];
    }),
  ) as unknown as PageFigures;
}

function ms(value: number) {
  return `${Math.round(value)} ms`;
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function printPages(rows: { path: string; median: PageFigures; shortfalls: Set<string> }[]) {
  console.log(`\nMedians of ${RUNS} Lighthouse runs (mobile, ${THROTTLING} throttling):\n`);
  console.log('| page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS | CSS |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { path, median: m } of rows) {
    const scores = [m.performance, m.accessibility, m.bestPractices, m.seo].map((s) => s.toFixed(2));
    const times = [m.fcp, m.lcp, m.tbt].map(ms);
    console.log(
      `| ${path} | ${scores.join(' | ')} | ${times.join(' | ')} | ${m.cls.toFixed(3)} | ${kb(m.jsBytes)} | ${kb(m.cssBytes)} |`,
    );
  }
  console.log('\nAudits below 1 in any run:');
  for (const { path, shortfalls } of rows) console.log(`  ${path}: ${[...shortfalls].sort().join(', ') || 'none'}`);
}
