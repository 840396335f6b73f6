import '@fontsource-variable/inter';
import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient, queriesSettled } from './lib/query-client';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

/**
 * A page the server rendered for a visitor (api/src/modules/pages/server-render.ts) is hydrated: the
 * router and the queries first reach the state it was rendered in (the route's code is preloaded and
 * its data is in the page), so React finds the same tree and keeps the painted page. Any other page
 * is rendered here. (A function, not a top-level await: one in the entry made Rolldown split every
 * route's definition out of it, 30 more files on the landing page.)
 */
async function start(root: HTMLElement) {
  const app = <App queryClient={queryClient} router={router} />;
  if (!root.hasChildNodes()) {
    createRoot(root).render(app);
    return;
  }
  // Each step a task of its own, the browser free between them: evaluating the scripts, the router's
  // first load, hydration (a phone's CPU makes one long task of them together).
  await nextTask();
  await router.load();
  await queriesSettled(queryClient);
  await nextTask();
  // What the router's own SSR sets on hydrating: it renders the tree its server render made (without
  // the Suspense boundary it puts around the root on a page rendered in the browser alone).
  router.ssr = { manifest: undefined };
  // As a transition, hydration yields to the browser every few milliseconds (as a plain update it is
  // one long task): the painted page stays responsive while it comes alive.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root');
if (root) void start(root);
