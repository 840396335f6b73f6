import { WALLET_SHELL_CACHE } from '@/lib/offline-wallet';

let kept = false;

/** The wallet page's own files as this page loaded them: scripts, styles, font, chunks, the logo; no API answer. */
function loadedFiles() {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/api/'))
    .map((url) => url.pathname);
}

/**
 * Keeps the wallet page on this device (docs/decisions.md item 39): web/public/wallet-sw.js, which serves
 * /dashboard and its files from Cache Storage when the network fails, and the cache itself, refilled
 * with this build's files (the browser's HTTP cache has them, so nothing is downloaded twice) and
 * emptied of any older build's. Once per page load, and only where the browser has both.
 */
export function keepWalletPageOffline() {
  if (kept || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || typeof caches === 'undefined') {
    return;
  }
  kept = true;
  void navigator.serviceWorker.register('/wallet-sw.js', { scope: '/dashboard' }).catch(() => undefined);
  void refillShell().catch(() => undefined);
}

async function refillShell() {
  const keep = ['/dashboard', ...new Set(loadedFiles())];
  const cache = await caches.open(WALLET_SHELL_CACHE);
  await cache.addAll(keep);
  const wanted = new Set(keep.map((path) => new URL(path, location.origin).href));
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request);
  }
}
