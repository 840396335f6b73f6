import '@fontsource-variable/inter';
import './styles.css';

/**
 * A page the server painted evaluates the app's modules in steps, each a task of its own and the
 * browser free between them (evaluated together they were the longest task such a page had on a
 * phone's CPU, Lighthouse's total blocking time): React, the query cache, the routes, the router,
 * then the rest, which starts the app (boot.tsx). The server preloads every step's file
 * with the entry (`startChunks`, api/src/modules/pages/web-build.ts). A page the browser renders alone
 * takes them at once.
 */
async function start(root: HTMLElement) {
  if (root.hasChildNodes()) {
    for (const step of steps) {
      await step();
      await nextTask();
    }
  }
  const boot = await import('./boot');
  await boot.start(root);
}

// Past React's client (both its exports are used), modules of the app's own: a library imported
// whole here would keep every export it has in the build.
const steps = [
  () => import('react-dom/client'),
  () => import('./lib/query-client'),
  () => import('./routeTree.gen'),
  () => import('./router'),
];

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root');
if (root) void start(root);
