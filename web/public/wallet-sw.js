// The ticket wallet without a network (docs/decisions.md item 39). The wallet page fills the cache
// below with /dashboard and the files it loaded (web/src/features/tickets/offline-shell.ts); this worker,
// registered for /dashboard only, answers from it when the network fails. The API is never touched: its
// answers are the page's to keep (web/src/lib/offline-wallet.ts).
const SHELL = 'pentas-wallet-shell';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function fromShell(path) {
  const cache = await caches.open(SHELL);
  return (await cache.match(path)) ?? Response.error();
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname === '/dashboard') {
    event.respondWith(fetch(request).catch(() => fromShell('/dashboard')));
  } else if (request.mode !== 'navigate' && !url.pathname.startsWith('/api/')) {
    event.respondWith(fetch(request).catch(() => fromShell(url.pathname)));
  }
});
