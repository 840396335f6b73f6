import { getLocale } from '@pentas/i18n/runtime';
import { rememberWritten, stopUsingRenderTime } from '@pentas/openapi';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { answerFromPageWhileHydrating, pageAnswersMayBeStale } from './lib/inline-answers';
import { setPageLanguage } from './lib/page-language';
import { createQueryClient, queriesSettled } from './lib/query-client';
import { createAppRouter } from './router';

// This build's language (web/build/locale-build.ts): its dates and numbers too.
setPageLanguage(getLocale());

/**
 * A page the server rendered for a visitor (api/src/modules/pages/server-render.ts) is hydrated: the
 * router and the queries first reach the state it was rendered in (the route's code is preloaded, and
 * its data, in the page, is used whatever its age), so React finds the same tree and keeps the painted
 * page. Data that may have changed since is asked again once it is alive. Any other page, or one whose
 * first load fails, is rendered here. (A function, not a top-level await: one in the entry made
 * Rolldown split every route's definition out of it, 30 more files on the landing page.)
 */
export async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  if (!root.hasChildNodes()) {
    const router = createAppRouter(queryClient);
    createRoot(root).render(<App queryClient={queryClient} router={router} onMounted={markAlive} />);
    return;
  }
  rememberWritten(writtenByServer());
  // Each step a task of its own, as main.tsx's: making the router, its first load, hydration.
  await nextTask();
  const router = createAppRouter(queryClient, undefined, { painted: true });
  try {
    answerFromPageWhileHydrating(true);
    await nextTask();
    await router.load();
    await queriesSettled(queryClient);
    await nextTask();
  } catch {
    root.replaceChildren();
    createRoot(root).render(<App queryClient={queryClient} router={router} onMounted={markAlive} />);
    return;
  } finally {
    answerFromPageWhileHydrating(false);
  }
  // What the router's own SSR sets on hydrating: it renders the tree its server render made (without
  // the Suspense boundary it puts around the root on a page rendered in the browser alone).
  router.ssr = { manifest: undefined };
  // Parts of the page hydrate after the app has mounted (each lazy route's content, in its Suspense
  // boundary): the painted page keeps its render's today until the visitor goes elsewhere.
  const stopWatching = router.subscribe('onBeforeNavigate', (event) => {
    if (!event.hrefChanged) return;
    stopUsingRenderTime();
    stopWatching();
  });
  const refreshIfStale = () => {
    markAlive();
    if (pageAnswersMayBeStale()) void queryClient.invalidateQueries();
  };
  // As a transition, hydration yields to the browser every few milliseconds (as a plain update it is
  // one long task): the painted page stays responsive while it comes alive.
  startTransition(() => {
    hydrateRoot(root, <App queryClient={queryClient} router={router} onMounted={refreshIfStale} />);
  });
}

/**
 * Marks the page as answering clicks and typing (`<html data-alive>`): what a browser test waits for
 * on a page the server painted, where the words are all there long before the buttons work.
 */
const markAlive = () => {
  document.documentElement.dataset.alive = '';
};

/** The dates and prices the server wrote into the page (api/src/modules/pages/render-page.ts). */
function writtenByServer(): Record<string, string> {
  try {
    return JSON.parse(document.getElementById('pentas-written')?.textContent || '{}');
  } catch {
    return {};
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
