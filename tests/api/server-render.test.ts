import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../api/src/app';
import { expectData, signedInApi } from '../support/api-client';
import { createTestApp, ORIGIN } from '../support/app';
import { insertEvent } from '../support/factories';
import { inlineDataOf, linkHrefs } from '../support/html-head';
import { EVENT_PAGE_FILES, FIXTURE, fixtureWebDist } from '../support/web-dist';

// The server-render build's contract (web/src/entry-server.tsx): `renderApp(path, answers)` gives
// `{ html, signedOut?, written }` or null. This stand-in records each call, renders the path and the answers'
// keys, turns visitors away from /dashboard and /analytics as the app does, and fails on /privacy: the
// API's side is tested without a web build; the real render is tested in the browser
// (tests/e2e/server-render.spec.ts).
const RENDER_MODULE = `
export async function renderApp(url, answers) {
  (globalThis.pentasRenders ??= []).push(url);
  if (url === '/privacy') throw new Error('the render failed');
  if (url === '/terms' && globalThis.pentasTermsFail) return null;
  if (url === '/refunds' && globalThis.pentasSlow) await new Promise((resolve) => setTimeout(resolve, 2000));
  if (url === '/dashboard') return { html: '<p>Unauthorized</p>', signedOut: { delay: 500 }, written: { 'time|a': 'x' } };
  if (url === '/analytics') return { html: '<p>Access Denied</p>', signedOut: { delay: 1000 } };
  const written = { ['time|' + url]: 'Sat, 5 Dec 2026 </script>', renderedAt: '1764000000000' };
  return { html: '<main data-rendered="' + url + '">' + Object.keys(answers).sort().join(' ') + '</main>', written };
}`;
/** What the stand-in records, and the switches that make it fail or take long. */
const standIn = globalThis as { pentasRenders?: string[]; pentasTermsFail?: boolean; pentasSlow?: boolean };
const rendersOf = (path: string) => (standIn.pentasRenders ?? []).filter((url) => url === path).length;

const ORG = 'organizer@pentas.test';
const { deps, db } = await createTestApp();
/** An app of its own on `deps`, with a fixture web build and the stand-in render beside it. */
function renderingApp(appDeps = deps, webDist = fixtureWebDist({ serverRender: RENDER_MODULE })) {
  return buildApp(appDeps, { webDist, trustedOrigins: [ORIGIN] });
}
const app = renderingApp();
const html = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(`${ORIGIN}${path}`, { headers });
  expect(res.status, path).toBe(200);
  return res.text();
};
const rootOf = (text: string) => /<div id="root">(.*?)<\/div>\n/s.exec(text)?.[1];
const rendered = (text: string) => (rootOf(text) ?? '') !== '';

describe("a visitor's page, rendered on the server", () => {
  it('carries the page rendered from the very data it carries, in #root', async () => {
    const event = await insertEvent(db, ORG, { title: 'Konsert Rendered' });
    const text = await html(`/events/${event.id}`);
    expect(rootOf(text)).toBe(
      `<main data-rendered="/events/${event.id}">/api/auth/user /api/events/${event.id}</main>`,
    );
    expect(Object.keys(inlineDataOf(text)).sort()).toEqual(['/api/auth/user', `/api/events/${event.id}`]);
  });

  it('loads its scripts after the first paint: the entry and every chunk, from start-after-paint.js', async () => {
    const event = await insertEvent(db, ORG);
    const text = await html(`/events/${event.id}`);
    expect(text).not.toContain('<script type="module"');
    expect(linkHrefs(text, 'modulepreload')).toEqual([]);
    const loader =
      /<script defer src="\/start-after-paint.js" data-entry="([^"]+)" data-chunks="([^"]*)"><\/script>/.exec(text);
    expect(loader?.[1]).toBe(FIXTURE.entry);
    // What index.html preloads, the steps the entry imports after (and theirs), and the route's chunks.
    expect(loader?.[2].split(' ').sort()).toEqual(EVENT_PAGE_FILES);
  });

  it('carries the dates and prices the render wrote, for the browser to hydrate with; a refusal carries none', async () => {
    const event = await insertEvent(db, ORG);
    const path = `/events/${event.id}`;
    const words = /<script type="application\/json" id="pentas-written">(.*?)<\/script>/.exec(await html(path));
    expect(JSON.parse(words?.[1] ?? '{}')).toEqual({
      [`time|${path}`]: 'Sat, 5 Dec 2026 </script>',
      renderedAt: '1764000000000',
    });
    expect(await html('/dashboard')).not.toContain('pentas-written');
  });

  it("is never a signed-in user's: their page is left to the browser, scripts as built", async () => {
    const event = await insertEvent(db, ORG);
    expect(rendered(await html(`/events/${event.id}`))).toBe(true);
    const customer = await signedInApi(app, 'customer@pentas.test');
    const text = await html(`/events/${event.id}`, { cookie: customer.jar.cookie });
    expect(rootOf(text)).toBe('');
    expect(text).toContain(`<script type="module" crossorigin src="${FIXTURE.entry}"></script>`);
    expect(linkHrefs(text, 'modulepreload').sort()).toEqual(EVENT_PAGE_FILES);
  });

  it('serves addresses whose query changes nothing shown, and leaves the others to the browser', async () => {
    const event = await insertEvent(db, ORG);
    const cases: [string, boolean][] = [
      ['/?ref=AFF-1&utm_source=whatsapp&fbclid=abc', true],
      [`/events/${event.id}?gclid=1`, true],
      ['/login?returnTo=%2Fevents', true],
      ['/terms', true],
      // These change what the page shows.
      ['/login?mode=sign-up', false],
      [`/events/${event.id}?cart=1:2`, false],
    ];
    for (const [path, expected] of cases) expect(rendered(await html(path)), path).toBe(expected);
  });

  it('renders discover for a visitor at its full address (search, filters, page), from the data it carries', async () => {
    await insertEvent(db, ORG, {
      title: 'Discover Rendered',
      category: 'music',
      imageUrl: 'https://cdn.example.com/d.jpg',
    });
    const path = '/events?q=Discover%20Rendered&category=music&page=2';
    const text = await html(path);
    const url = '/api/events?q=Discover%20Rendered&category=music&page=2&pageSize=9';
    expect(rootOf(text)).toBe(`<main data-rendered="${path}">/api/auth/user ${url}</main>`);
    expect(Object.keys(inlineDataOf(text)).sort()).toEqual(['/api/auth/user', url]);
    // Its first poster is preloaded (page 1 of this search).
    expect(await html('/events?q=Discover%20Rendered')).toContain('href="https://cdn.example.com/d.jpg"');
    // Tracking tags change nothing shown; a parameter discover does not read leaves the page to the browser.
    expect(rendered(await html('/events?category=music&utm_source=newsletter&ref=AFF-1'))).toBe(true);
    expect(rendered(await html('/events?category=music&view=map'))).toBe(false);
  });

  it('renders in the path alone, as the router reads it: the query it ignores never reaches the render', async () => {
    await html('/safety?utm_campaign=launch');
    expect(rendersOf('/safety')).toBe(1);
    expect(rendersOf('/safety?utm_campaign=launch')).toBe(0);
    // A doubled or trailing slash is the same page to the router: rendered as such, and served.
    expect(rendered(await html('//login/'))).toBe(true);
    expect(rendersOf('//login/')).toBe(0);
  });

  it('a page that could not be rendered is tried again after a while, not given up on for the build', async () => {
    standIn.pentasTermsFail = true;
    const fresh = renderingApp();
    const termsHtml = async () => (await fresh.request(`${ORIGIN}/terms`)).text();
    expect(rendered(await termsHtml())).toBe(false);
    standIn.pentasTermsFail = false;
    expect(rendered(await termsHtml())).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11_000);
    expect(rendered(await termsHtml())).toBe(true);
    vi.useRealTimers();
  });

  it('a render that is slow is not waited for: the page goes out for the browser to render', async () => {
    standIn.pentasSlow = true;
    const slowApp = renderingApp();
    // The first request starts the render, the second finds it still under way: neither waits for it.
    for (let i = 0; i < 2; i++) {
      const started = Date.now();
      const text = await (await slowApp.request(`${ORIGIN}/refunds`)).text();
      expect(Date.now() - started).toBeLessThan(700);
      expect(rootOf(text)).toBe('');
    }
    standIn.pentasSlow = false;
  });

  it('uses no server render older than the web app (one being rebuilt), and a rebuilt one at once', async () => {
    const webDist = fixtureWebDist({ serverRender: RENDER_MODULE });
    const fresh = renderingApp(deps, webDist);
    const root = async () => rootOf(await (await fresh.request(`${ORIGIN}/login`)).text());
    expect(await root()).toContain('data-rendered="/login"');
    const server = path.join(webDist, '..', 'dist-server', 'entry-server.js');
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
    // The web app rebuilt, its server render not yet: the browser renders alone meanwhile.
    utimesSync(path.join(webDist, 'index.html'), later(5), later(5));
    expect(await root()).toBe('');
    writeFileSync(server, RENDER_MODULE.replace('data-rendered=', 'data-rebuilt=data-rendered='));
    utimesSync(server, later(6), later(6));
    expect(await root()).toContain('data-rebuilt=data-rendered="/login"');
  });

  it('when the render fails: the page as before (the browser renders it), and the failure logged', async () => {
    const warn = vi.spyOn(deps.log, 'warn');
    const text = await html('/privacy');
    expect(rootOf(text)).toBe('');
    expect(text).toContain(`<script type="module" crossorigin src="${FIXTURE.entry}"></script>`);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/privacy' }),
      'server render failed; the browser renders the page',
    );
    warn.mockRestore();
  });
});

// An app of its own that keeps the catalog (and so its pages) in memory.
const cached = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
const cachedApp = renderingApp(cached.deps);

describe('a signed-in page a visitor asks for', () => {
  it("is the app's refusal as rendered, with no script of the app's: the visitor is sent to log in after the toast's delay", async () => {
    const text = await html('/dashboard?tab=orders');
    expect(rootOf(text)).toBe('<p>Unauthorized</p>');
    expect(text).not.toContain('<script type="module"');
    expect(text).not.toContain('start-after-paint.js');
    expect(linkHrefs(text, 'modulepreload')).toEqual([]);
    expect(text).not.toContain('id="pentas-data"');
    const to = '/api/login?returnTo=%2Fdashboard%3Ftab%3Dorders';
    expect(text).toContain(`<script defer src="/redirect-after.js" data-to="${to}" data-after="500"></script>`);
    expect(text).toContain(`<noscript><meta http-equiv="refresh" content="1;url=${to}"></noscript>`);
  });

  it("waits the page's own delay, and is rendered once for every address of the page", async () => {
    const before = rendersOf('/analytics');
    const first = await html('/analytics?eventId=1');
    await html('/analytics?eventId=2');
    expect(rendersOf('/analytics') - before).toBe(1);
    expect(first).toContain('data-to="/api/login?returnTo=%2Fanalytics%3FeventId%3D1" data-after="1000"');
    expect(first).toContain('content="1;url=/api/login?returnTo=%2Fanalytics%3FeventId%3D1"');
  });

  it('is the page itself for a signed-in user', async () => {
    const customer = await signedInApi(app, 'customer@pentas.test');
    const text = await html('/dashboard', { cookie: customer.jar.cookie });
    expect(rootOf(text)).toBe('');
    expect(text).not.toContain('redirect-after.js');
    expect(text).toContain(`<script type="module" crossorigin src="${FIXTURE.entry}"></script>`);
  });

  it('is left to the browser where the app did not turn the visitor away', async () => {
    const text = await html('/checkout');
    expect(rootOf(text)).toBe('');
    expect(text).toContain(`<script type="module" crossorigin src="${FIXTURE.entry}"></script>`);
  });
});

describe('renders kept with the catalog', () => {
  const get = (path: string) => cachedApp.request(`${ORIGIN}${path}`);

  it("renders an event's page once while its data is kept, and again once an edit drops it", async () => {
    const event = await insertEvent(cached.db, ORG, { title: 'Kept' });
    const path = `/events/${event.id}`;
    // Counted from here: the other app's database numbers its events the same way.
    const before = rendersOf(path);
    await get(path);
    await get(path);
    expect(rendersOf(path) - before).toBe(1);
    const organizer = await signedInApi(cachedApp, ORG);
    await expectData(
      organizer.PUT('/api/events/{id}', { params: { path: { id: event.id } }, body: { title: 'Edited' } }),
    );
    await get(path);
    expect(rendersOf(path) - before).toBe(2);
  });

  it('renders a page without data once', async () => {
    const before = rendersOf('/refunds');
    await get('/refunds');
    await get('/refunds');
    expect(rendersOf('/refunds') - before).toBe(1);
  });
});
