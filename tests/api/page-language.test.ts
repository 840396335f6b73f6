import { describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app';
import { createTestApp, ORIGIN } from '../support/app';
import { insertEvent } from '../support/factories';
import { canonicalOf } from '../support/html-head';
import { FIXTURE, fixtureWebDist } from '../support/web-dist';

// A stand-in server render (web/src/entry-server.tsx's contract) that writes the language it was asked for.
const RENDER_MODULE = `
export async function renderApp(url, answers, locale) {
  return { html: '<main data-locale="' + locale + '">' + url + '</main>' };
}`;

const { deps, db } = await createTestApp();
const app = buildApp(deps, { webDist: fixtureWebDist({ serverRender: RENDER_MODULE }), trustedOrigins: [ORIGIN] });
const page = (path: string, headers: Record<string, string> = {}) => app.request(`${ORIGIN}${path}`, { headers });
const langOf = (html: string) => /<html lang="([a-z]+)">/.exec(html)?.[1];
const renderedIn = (html: string) => /<main data-locale="([a-z]+)">/.exec(html)?.[1];
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => `${m[1]} ${m[2]}`);

describe("a page in the visitor's language (decision 75)", () => {
  it("answers in the browser's language when the visitor has not chosen: the Malay build, rendered in Malay", async () => {
    const res = await page('/', { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.8' });
    const html = await res.text();
    expect(langOf(html)).toBe('ms');
    expect(renderedIn(html)).toBe('ms');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers in English without a choice or a language we have, and the same page in each language is its own', async () => {
    for (const headers of [{}, { 'accept-language': 'id-ID,id;q=0.9' }] as Record<string, string>[]) {
      const html = await (await page('/', headers)).text();
      expect(langOf(html)).toBe('en');
      expect(renderedIn(html)).toBe('en');
    }
    // Rendered once per language: the Malay page kept from the first test is not handed to English.
    expect(renderedIn(await (await page('/', { 'accept-language': 'ms' })).text())).toBe('ms');
  });

  it("tells caches it varies by cookie and language, and names each language's address", async () => {
    const event = await insertEvent(db, 'organizer@pentas.test');
    const res = await page(`/events/${event.id}`);
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Language');
    const html = await res.text();
    const address = `${ORIGIN}/events/${event.id}`;
    expect(alternates(html)).toEqual([`en ${address}?lang=en`, `ms ${address}?lang=ms`, `x-default ${address}`]);
    expect(canonicalOf(html)).toBe(address);
  });

  it('takes ?lang= over the browser, remembers it in a cookie, and the cookie over the browser after', async () => {
    const res = await page('/events?lang=ms', { 'accept-language': 'en' });
    const html = await res.text();
    expect(langOf(html)).toBe('ms');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/events?lang=ms`);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^pentas_lang=ms; Max-Age=31536000; Path=\/; SameSite=Lax/);

    const later = await page('/events', { cookie: 'pentas_lang=ms', 'accept-language': 'en' });
    expect(langOf(await later.text())).toBe('ms');
    const back = await page('/events?lang=en', { cookie: 'pentas_lang=ms' });
    expect(langOf(await back.text())).toBe('en');
    expect(back.headers.get('set-cookie')).toMatch(/^pentas_lang=en;/);
  });

  it('ignores a language it does not have, in the address or the cookie', async () => {
    const res = await page('/events?lang=xx', { cookie: 'pentas_lang=<script>' });
    expect(langOf(await res.text())).toBe('en');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it("serves the Malay build's scripts beside the English ones", async () => {
    expect((await page(FIXTURE.malayOnly)).status).toBe(200);
    expect((await page(FIXTURE.entry)).status).toBe(200);
    expect((await page('/assets/none-such.js')).status).toBe(404);
  });
});
