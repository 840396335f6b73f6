import type { Database } from './db/client';
import type { Env } from './env';
import type { Auth } from './lib/auth';
import type { Logger } from './lib/logger';
import type { SessionUser } from './lib/session-user';
import type { TicketSigner } from './lib/ticket-signing';
import type { TtlCache } from './lib/ttl-cache';
import type { PaymentProvider } from './providers/payments/payments';
import type { ObjectStorage } from './providers/storage/storage';

/** What every request can reach: the process's dependencies, made once at start-up. */
export interface AppDeps {
  env: Env;
  db: Database;
  auth: Auth;
  log: Logger;
  storage: ObjectStorage;
  /** Signs short-lived links (poster uploads). */
  secret: string;
  /** Stripe, or the demo provider without keys. */
  payments: PaymentProvider;
  /** Public catalog reads (modules/events). */
  catalogCache: TtlCache<unknown>;
  /** Events' rendered share cards (PNG), dropped whenever the catalog cache is cleared. */
  shareCards: TtlCache<Buffer>;
  /** Analytics figures, shared by every authorised caller for a few seconds (modules/analytics). */
  analyticsCache: TtlCache<unknown>;
  /** Signs and verifies ticket QR codes (Ed25519). */
  ticketSigner: TicketSigner;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    /** The server's own id of this request (a UUID), whatever the client sent. */
    requestId: string;
    /** The client's X-Request-Id, when it sent a well-formed one: kept apart, never trusted as ours. */
    clientRequestId?: string;
    log: Logger;
    /** The signed-in user, looked up once per request on first use. */
    user?: SessionUser | null;
  };
};
