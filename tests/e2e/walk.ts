import AxeBuilder from '@axe-core/playwright';
import { errors, type Page } from '@playwright/test';

/**
 * The route × role walk's checks (walk.spec.ts). A page has settled once its main landmark is there
 * (not the route's loading one), the session is known and nothing says it is loading or busy; or once
 * it shows a toast over a spinner: a refusal, which moves on by itself a moment later (the page it
 * goes to is walked on its own).
 */
function isSettled() {
  const toast = document.querySelector('[data-sonner-toast], [data-toast]');
  if (toast && document.querySelector('[role="status"] .animate-spin')) return true;
  const main = document.querySelector('main');
  if (!main || main.getAttribute('role') === 'status') return false;
  if (document.querySelector('[data-session="checking"], [aria-busy="true"]')) return false;
  for (const status of document.querySelectorAll('[role="status"]')) {
    if (/loading/i.test(`${status.textContent} ${status.getAttribute('aria-label') ?? ''}`)) return false;
  }
  return true;
}

/** What keeps a page from settling, for the failure's message. */
function whatIsLoading() {
  const main = document.querySelector('main');
  const busy = [...document.querySelectorAll('[data-session="checking"], [aria-busy="true"], [role="status"]')].map(
    (element) =>
      `<${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? ''}> "${(element.textContent ?? '').trim().slice(0, 60)}"`,
  );
  return `main ${main ? `role=${main.getAttribute('role')}` : 'missing'}; ${busy.join('; ') || 'nothing busy'}; page: "${document.body.innerText.replace(/\s+/g, ' ').slice(0, 200)}"`;
}

/** Waits for the page to settle; a page that never does fails with its address and what still loads. */
async function pageSettled(page: Page) {
  try {
    await page.waitForFunction(isSettled, undefined, { timeout: 60_000 });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    throw new Error(`${page.url()} did not settle within a minute: ${await page.evaluate(whatIsLoading)}`);
  }
}

/** A refusal's own navigation can cut a step short: then the step is taken again on where it went. */
const cutByNavigation = (error: unknown) =>
  error instanceof Error && /ERR_ABORTED|context was destroyed|navigat/i.test(error.message);

async function again<T>(page: Page, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!cutByNavigation(error)) throw error;
    await page.waitForLoadState('domcontentloaded');
    await pageSettled(page);
    return step();
  }
}

/**
 * A refusal moves on by itself a second later (its toast, then the router's redirect). Going elsewhere
 * while that redirect fires once left Chromium's navigation waiting for ever (a 5-minute walk timed out
 * on one goto): so the walk lets a refusal move on first.
 */
async function leaveRefusal(page: Page) {
  const refusal = await page.evaluate(() => document.querySelector('[role="status"] .animate-spin') !== null);
  if (!refusal) return;
  const from = page.url();
  await page.waitForURL((url) => url.href !== from, { timeout: 15_000 });
}

/** Opens `address` and waits until it has settled. */
export async function visit(page: Page, address: string) {
  if (page.url() !== 'about:blank') await again(page, () => leaveRefusal(page));
  await again(page, () => page.goto(address, { waitUntil: 'domcontentloaded' }));
  await again(page, () => pageSettled(page));
}

/** Words for developers, never for people: each with what it matched. */
const FORBIDDEN: [string, RegExp][] = [
  ['spec', /\bspec\b/gi],
  // 'Debug Scan' is the spec's own name for the QR test page's button (admin-staff-reseller.md).
  ['debug', /\bdebug\b(?!\s+scan\b)/gi],
  ['a raw placeholder', /\{\s*[A-Za-z_][\w.]*\s*\}/g],
  ['undefined', /\bundefined\b/gi],
  ['NaN', /\bNaN\b/g],
  ['null', /\bnull\b/gi],
];

interface Look {
  /** Set when the document is wider than the window: its width and the outermost elements that stick out. */
  overflow: string | null;
  /** Tab bars that need scrolling to show all their tabs. */
  scrollingTabs: string[];
  /** The body's visible text. */
  text: string;
  /** 'a refusal', or the address and heading: axe runs once per look. */
  look: string;
}

/** What the page shows at its present width, read in one go (a refusal may move on at any moment). */
function readPage(): Look {
  const root = document.documentElement;
  const limit = root.clientWidth;
  const describe = (element: Element) => {
    const name = element.getAttribute('data-testid') ?? element.getAttribute('aria-label') ?? '';
    const classes = (element.getAttribute('class') ?? '').slice(0, 60);
    const words = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()} ${name || classes}> ${Math.round(element.getBoundingClientRect().right)} px "${words}"`;
  };
  let overflow: string | null = null;
  if (root.scrollWidth > limit) {
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (culprits.length >= 3 || element.getBoundingClientRect().right <= limit + 0.5) continue;
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > limit + 0.5) continue;
      culprits.push(describe(element));
    }
    overflow = `document ${root.scrollWidth} px in ${limit} px; ${culprits.join('; ')}`;
  }
  const scrollingTabs = [...document.querySelectorAll('[role="tablist"]')]
    .filter((list) => list.scrollWidth > list.clientWidth + 1)
    .map((list) => `${describe(list)} needs ${list.scrollWidth} px in ${list.clientWidth} px`);
  const refusal = document.querySelector('[role="status"] .animate-spin');
  const look = refusal ? 'a refusal' : `${location.pathname} ${document.querySelector('h1')?.textContent ?? ''}`;
  return { overflow, scrollingTabs, text: document.body.innerText, look };
}

/** The page's findings at its present width ('scrolls sideways: …', 'shows debug in "…"'), and its look. */
export async function checkPage(page: Page) {
  const seen = await again(page, () => page.evaluate(readPage));
  const findings: string[] = [];
  if (seen.overflow) findings.push(`scrolls sideways: ${seen.overflow}`);
  for (const tabs of seen.scrollingTabs) findings.push(`a tab bar scrolls sideways: ${tabs}`);
  for (const [name, pattern] of FORBIDDEN) {
    for (const match of seen.text.matchAll(pattern)) {
      const around = seen.text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40);
      findings.push(`shows ${name} in "${around.replace(/\s+/g, ' ').trim()}"`);
    }
  }
  return { findings, look: seen.look };
}

/** Widens or narrows the page without reloading it, and lets it settle at the new width. */
export async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await again(page, () => pageSettled(page));
}

/** axe-core's serious and critical violations on the page as it is: rule, impact and where. */
export async function axeFindings(page: Page) {
  // Legacy mode runs axe in the page itself; the default opens another page per run to merge frames'
  // results, which doubled each run (these pages have no frames of their own to merge).
  const { violations } = await again(page, () =>
    new AxeBuilder({ page })
      .setLegacyMode(true)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .options({ resultTypes: ['violations'] })
      .analyze(),
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}) at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}
