import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import type { Logger } from './logger';

export interface AuthOptions {
  db: Database;
  log: Logger;
  secret: string;
  baseURL: string;
}

/**
 * better-auth with e-mail and password; sessions live in PostgreSQL. Its HTTP handler is not
 * mounted: our own documented routes (modules/auth) call `auth.api`, so every endpoint is in the
 * OpenAPI document, validated the same way, and behind the one same-origin guard (lib/same-origin).
 */
export function createAuth({ db, log, secret, baseURL }: AuthOptions) {
  return betterAuth({
    appName: 'Pentas',
    baseURL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      // Forgot password (docs/design/mail.md): a link good for 30 minutes and once; a reset ends every session.
      resetPasswordTokenExpiresIn: 30 * 60,
      revokeSessionsOnPasswordReset: true,
      // The mail is written by a trigger on the reset's verification row, in its commit (migration 0024):
      // nothing to send from here, where a failure would lose it.
      sendResetPassword: async () => {},
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        // input: false — no sign-up or profile update can set it.
        role: { type: 'string', required: false, defaultValue: 'customer', input: false },
        // Set by our sign-up from the request (decision 77); better-auth's own routes are not mounted.
        language: { type: 'string', required: false, defaultValue: 'en' },
      },
    },
    // lib/session.ts and lib/session-in-statement.ts read live sessions straight from the table: keep
    // them there (no secondaryStorage, cookieCache or deferred refresh) or change that lookup too.
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Our rate limiter (lib/rate-limit) is shared by all instances through PostgreSQL.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Cross-site requests are refused before they reach better-auth, by lib/same-origin.
      disableCSRFCheck: true,
    },
    telemetry: { enabled: false },
    // Its messages go through our logger (a wrong password is routine, not a warning).
    logger: {
      level: 'error',
      log: (level, message) => log[level]({ auth: true }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
