/**
 * The server's render of a visitor's public page (api/src/modules/pages/server-render.ts imports the
 * SSR build of this file): the same app the browser runs, on a memory history, every request answered
 * from the page's inline data, so the HTML paints before any script runs and hydrates unchanged
 * (main.tsx). Built with `vite build --ssr` (vite.config.ts).
 */
import type { Locale } from '@pentas/i18n';
import { recordWritten } from '@pentas/openapi';
import { type AnyRouteMatch, createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { AccessRefused } from './features/auth/guard';
import { guardWordsOf, loggedOutToast } from './features/auth/guard-words';
import { SignedOutNotice } from './features/auth/signed-out-notice';
import { api } from './lib/api';
import { addressOf, type InlineAnswers, responseOf } from './lib/inline-answers';
import { setPageLanguage } from './lib/page-language';
import { createQueryClient, queriesSettled } from './lib/query-client';
import { createAppRouter } from './router';

/** The answers of the render under way, and the addresses it asked for that they lack. */
let answering: { answers: InlineAnswers; missing: string[] } | null = null;

api.use({
  onRequest: ({ request }) => {
    const key = addressOf(request);
    const entry = answering?.answers[key];
    if (entry) return responseOf(entry);
    answering?.missing.push(key);
    throw new Error(`${key} is not in the page's data`);
  },
});

/** Renders run one at a time: the answers above belong to one render. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * What the server sends for a page: `#root`'s HTML, and for a page that turns a visitor away (every
 * signed-in page), the page's delay before they are sent to log in (its toast is in the HTML).
 */
export interface RenderedPage {
  html: string;
  signedOut?: { delay: number };
  /** The dates and prices it wrote, which the browser reuses while it hydrates (intl-formats.ts). */
  written: Record<string, string>;
}

/**
 * The page at `url` (a path, with its query) as the browser will show it, or null when it did not end on
 * a page (a redirect, an error other than the visitor's refusal, not found); an error when it asked for
 * data the page does not carry. Either way the browser then renders it alone, as without this.
 * In `locale`, as the browser's build for that language will hydrate it.
 */
export function renderApp(url: string, answers: InlineAnswers, locale: Locale): Promise<RenderedPage | null> {
  const render = queue.then(() => {
    // One render at a time: its words are in its page's language until the next one starts.
    setPageLanguage(locale);
    return renderOne(url, answers);
  });
  queue = render.catch(() => undefined);
  return render;
}

async function renderOne(url: string, answers: InlineAnswers): Promise<RenderedPage | null> {
  answering = { answers, missing: [] };
  try {
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }), { onServer: true });
    await router.load();
    await queriesSettled(queryClient);
    // The page's data is written for what its first render asks (api/src/modules/pages/inline-data.ts):
    // a request it lacks is that contract broken, worth a line in the log (server-render.ts logs it).
    if (answering.missing.length > 0) throw new Error(`the page's data lacks ${answering.missing.join(', ')}`);
    if (router.state.location.pathname !== new URL(url, 'http://localhost').pathname) return null;
    const app = <App queryClient={queryClient} router={router} />;
    const refusal = signedOutRefusal(router.state.matches);
    if (refusal) {
      const notice = <SignedOutNotice title={refusal.title} description={refusal.description} />;
      const { result: html, written } = recordWritten(() => renderToString(app) + renderToString(notice));
      return { html, written, signedOut: { delay: refusal.delay } };
    }
    if (!router.state.matches.every((match) => match.status === 'success')) return null;
    const { result: html, written } = recordWritten(() => renderToString(app));
    return { html, written };
  } finally {
    answering = null;
  }
}

/** The words and delay of the toast a signed-in page gives a visitor (RequireAuthError's), if it refused one. */
function signedOutRefusal(matches: AnyRouteMatch[]) {
  const refused = matches.some(
    (match) => match.status === 'error' && match.error instanceof AccessRefused && match.error.reason === 'logged-out',
  );
  return refused ? loggedOutToast(guardWordsOf(matches).loggedOut ?? 'unauthorized') : null;
}
