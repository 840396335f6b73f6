import '@fontsource-variable/inter';
import './styles.css';
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
  await router.load();
  await queriesSettled(queryClient);
  // What the router's own SSR sets on hydrating: it renders the tree its server render made (without
  // the Suspense boundary it puts around the root on a page rendered in the browser alone).
  router.ssr = { manifest: undefined };
  hydrateRoot(root, app);
}

const root = document.getElementById('root');
if (root) void start(root);
