import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** What one Lighthouse run says about one page: scores 0-1, times in ms, sizes in bytes. */
export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
}

/**
 * Debian's Chromium, headless, for Lighthouse. No sandbox: the benchmark may run as root, which
 * Chromium refuses to sandbox.
 */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
}

/**
 * One Lighthouse run of `url` in the Chromium on `port`, with Lighthouse's default settings: the
 * mobile profile with simulated throttling (slow 4G, 4x CPU), the profile the page budgets are set on.
 * `throttling: 'devtools'` slows the real load instead: the simulation replays a load made at full
 * speed, so a request that answered before the first paint there (the session check, on this machine)
 * can count as delaying it even when the page does not wait for it.
 */
export async function audit(
  url: string,
  port: number,
  throttling: 'simulate' | 'devtools' = 'simulate',
): Promise<{ figures: PageFigures; shortfalls: string[] }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', throttlingMethod: throttling });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => categories[id]?.score ?? Number.NaN;
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  // resource-summary: one row per resource type, with the bytes transferred (compressed, headers included).
  const summary = (audits['resource-summary']?.details ?? { items: [] }) as {
    items?: { resourceType: string; transferSize: number }[];
  };
  const bytes = (type: string) => summary.items?.find((row) => row.resourceType === type)?.transferSize ?? 0;
  const figures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsBytes: bytes('script'),
    cssBytes: bytes('stylesheet'),
  };
  // Every weighted audit below a perfect score, by category: where the points went.
  const shortfalls = Object.entries(categories).flatMap(([category, { auditRefs }]) =>
    auditRefs
      .filter((ref) => ref.weight > 0 && typeof audits[ref.id]?.score === 'number' && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id}`),
  );
  return { figures, shortfalls };
}
