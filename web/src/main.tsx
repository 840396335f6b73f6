import '@fontsource-variable/inter';
import './styles.css';
import { getLocale } from '@pentas/i18n/runtime';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { answerFromPageWhileHydrating, pageAnswersMayBeStale } from './lib/inline-answers';
import { setPageLanguage } from './lib/page-language';
import { createQueryClient, queriesSettled } from './lib/query-client';
import { createAppRouter } from './router';

// This build's language (web/build/locale-build.ts): its dates and numbers too.
setPageLanguage(getLocale());

const root = document.getElementById('root');
const queryClient = createQueryClient();
const router = createAppRouter(queryClient, undefined, { painted: !!root?.hasChildNodes() });

/**
 * A page the server rendered for a visitor (api/src/modules/pages/server-render.ts) is hydrated: the
 * router and the queries first reach the state it was rendered in (the route's code is preloaded, and
 * its data, in the page, is used whatever its age), so React finds the same tree and keeps the painted
 * page. Data that may have changed since is asked again once it is alive. Any other page, or one whose
 * first load fails, is rendered here. (A function, not a top-level await: one in the entry made
 * Rolldown split every route's definition out of it, 30 more files on the landing page.)
 */
async function start(root: HTMLElement) {
  if (!root.hasChildNodes()) {
    createRoot(root).render(<App queryClient={queryClient} router={router} onMounted={markAlive} />);
    return;
  }
  try {
    answerFromPageWhileHydrating(true);
    // Each step a task of its own, the browser free between them: evaluating the scripts, the
    // router's first load, hydration (a phone's CPU makes one long task of them together).
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

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

if (root) void start(root);
