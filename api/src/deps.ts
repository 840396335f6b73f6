import type { AppDeps } from './context';
import type { Database } from './db/client';
import type { Env } from './env';
import { createAuth } from './lib/auth';
import type { Logger } from './lib/logger';
import type { TicketSigner } from './lib/ticket-signing';
import { TtlCache } from './lib/ttl-cache';
import { createCatalogCache, createShareCardCache } from './modules/events';
import { createPayments } from './providers/payments';
import { createStorage } from './providers/storage';

/** How long past its time an analytics figure may still be answered while it is recomputed. */
const ANALYTICS_SERVE_STALE_MS = 60_000;

/**
 * The app's dependencies, built from what differs between the server, the API tests and the
 * benchmarks: where the database, the auth secret, the public URL, stored files and the ticket
 * key come from.
 */
export function createDeps(options: {
  env: Env;
  db: Database;
  log: Logger;
  secret: string;
  baseURL: string;
  storageDir: string;
  ticketSigner: TicketSigner;
}): AppDeps {
  const { env, db, log, secret, baseURL, storageDir, ticketSigner } = options;
  const shareCards = createShareCardCache();
  return {
    env,
    db,
    auth: createAuth({ db, log, secret, baseURL }),
    log,
    storage: createStorage(env, storageDir),
    payments: createPayments(env, db),
    secret,
    catalogCache: createCatalogCache(env.CATALOG_CACHE_SECONDS, [shareCards]),
    shareCards,
    // Aggregates over a big event take a while: once figures exist, an expired one is answered at
    // once (up to a minute old at most) while one request recomputes it in the background.
    analyticsCache: new TtlCache(env.ANALYTICS_CACHE_SECONDS * 1000, 1000, ANALYTICS_SERVE_STALE_MS),
    ticketSigner,
  };
}
