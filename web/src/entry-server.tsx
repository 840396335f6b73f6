/**
 * The server's render of a visitor's public page (api/src/modules/pages/server-render.ts imports the
 * SSR build of this file): the same app the browser runs, on a memory history, every request answered
 * from the page's inline data, so the HTML paints before any script runs and hydrates unchanged
 * (main.tsx). Built with `vite build --ssr` (vite.config.ts).
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { api } from './lib/api';
import { addressOf, type InlineAnswers, responseOf } from './lib/inline-answers';
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
 * The HTML of `#root` for the page at `url` (a path, with its query), or null when it cannot be
 * rendered as the browser will: it asked for data the page does not carry, or it did not end on a
 * page (a redirect, an error, not found). The browser then renders it alone, as without this.
 */
export function renderApp(url: string, answers: InlineAnswers): Promise<string | null> {
  const render = queue.then(() => renderOne(url, answers));
  queue = render.catch(() => undefined);
  return render;
}

async function renderOne(url: string, answers: InlineAnswers): Promise<string | null> {
  answering = { answers, missing: [] };
  try {
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }), { onServer: true });
    await router.load();
    await queriesSettled(queryClient);
    const settled = router.state.matches.every((match) => match.status === 'success');
    const redirected = router.state.location.pathname !== new URL(url, 'http://localhost').pathname;
    if (answering.missing.length > 0 || !settled || redirected) return null;
    return renderToString(<App queryClient={queryClient} router={router} />);
  } finally {
    answering = null;
  }
}
