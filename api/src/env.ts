import { z } from 'zod';
import { isEd25519PrivateKey } from './lib/ticket-signing';

/** Every setting of the program, parsed once. With none set, everything runs on embedded defaults. */
const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

/** The default of MAX_JSON_BODY_KB, also the figure the API document's 413 example names. */
export const DEFAULT_MAX_JSON_BODY_KB = 100;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the web app, used in links and for the same-origin check. */
  APP_URL: z.url().optional(),
  /** Behind a reverse proxy: take the client address from the X-Forwarded-For it appends. */
  TRUST_PROXY: flag.default(false),
  /** How long a request's headers may take to arrive, an idle new connection's included. */
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  /** How long a whole request may take to arrive, its body included (a poster upload on a slow phone). */
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(120),
  /** How long a kept-alive connection may wait for its next request. */
  HTTP_KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  /** Open connections one address may hold (0: no cap); off behind a trusted proxy, which should cap them. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(64),
  /** Extra origins allowed to make cookie-authenticated changes (comma separated). */
  TRUSTED_ORIGINS: z.string().default(''),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.url().optional(),
  /** Port of the embedded PostgreSQL server (only without DATABASE_URL). */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  SEED_DEMO: flag.optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Signs ticket QR codes: an Ed25519 private key, PKCS#8 PEM (line breaks may be written as \n).
   * Without it a key is made once in DATA_DIR/ticket-signing-key.pem; instances sharing one database
   * must share one key, so production with DATABASE_URL requires it. Make one: openssl genpkey -algorithm ed25519
   */
  TICKET_SIGNING_KEY: z
    .string()
    .refine(isEd25519PrivateKey, 'must be an Ed25519 private key in PKCS#8 PEM (openssl genpkey -algorithm ed25519)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Sign-in attempts allowed per client address and per e-mail in SIGN_IN_WINDOW_SECONDS. */
  SIGN_IN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300),
  /**
   * Largest request body under /api, in KB (poster uploads have their own 5 MB cap). A larger one is
   * a 413 before it is read: by its Content-Length, or once a streamed body passes the limit.
   */
  MAX_JSON_BODY_KB: z.coerce.number().int().min(1).max(10240).default(DEFAULT_MAX_JSON_BODY_KB),
  /** Directory holding the built web app and widget (served by the API process). */
  WEB_DIST: z.string().default('web/dist'),
  WIDGET_DIST: z.string().default('widgets/dist'),
  /** How long an instance may serve the public catalog from memory (0 turns it off). */
  CATALOG_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(2),
  /** How long an instance may answer an event's (or organizer's) analytics from memory (0 turns it off). */
  ANALYTICS_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /**
   * CSV exports have a budget of their own, so downloads cannot take what checkout and sign-in need:
   * at most this many at once per instance and per account, and a client that stops reading for
   * EXPORT_WRITE_TIMEOUT_SECONDS is cut off (modules/analytics/export-slots.ts).
   */
  EXPORTS_MAX_CONCURRENT: z.coerce.number().int().min(1).max(1000).default(4),
  EXPORTS_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(2),
  EXPORT_WRITE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Stripe; without a secret key the demo payment provider runs the same order life cycle. */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Service fee on top of ticket prices: a percentage, plus a fixed amount per currency ('MYR:1.00,SGD:0.50'). */
  SERVICE_FEE_PERCENT: z.coerce.number().min(0).max(50).default(3),
  SERVICE_FEE_FIXED: z
    .string()
    .regex(/^([A-Z]{3}:\d+(\.\d{1,2})?)?(,[A-Z]{3}:\d+(\.\d{1,2})?)*$/, "must look like 'MYR:1.00,SGD:0.50'")
    .default(''),
  /** How long starting checkout holds the chosen tickets for an unpaid order. */
  CHECKOUT_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** How often each instance sweeps lapsed holds, stale orders and old counters (safe on several at once). */
  SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Unpaid checkouts one account may have open at once (one account cannot hold a whole event). */
  MAX_PENDING_ORDERS: z.coerce.number().int().min(1).max(100).default(5),
  /** Free tickets (nothing to pay, completed at once) one account may take of one event. */
  MAX_FREE_TICKETS_PER_EVENT: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * Where mail goes: smtp:// or smtps:// with credentials (smtps://user:pass@mail.example.com:465).
   * Without it mails are kept in the database (the outbox holds each one as rendered), and in
   * development the log prints a line per mail.
   */
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\/[^/]/.test(url), 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of every mail: an address, or a name and address ('Pentas <tickets@pentas.my>'). */
  MAIL_FROM: z
    .string()
    .refine((from) => !/[\r\n]/.test(from), 'must be one line')
    .default('Pentas <no-reply@pentas.test>'),
  /** Mails one instance sends per second at most (the SMTP server's limit, divided by the instances). */
  MAIL_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(5),
  /**
   * Threads that render mails and PDFs beside the API's event loop (decisions.md item 72). Two on a
   * 2-core machine: the send workers and downloads share them, and a core stays for requests.
   */
  RENDER_THREADS: z.coerce.number().int().min(1).max(32).default(2),
  /**
   * The platform's tax registration, printed on every receipt when set (decisions.md item 50): the
   * service fee is taken tax-inclusive, and the receipt shows the tax it contains at this rate.
   */
  TAX_REGISTRATION_NUMBER: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .refine((number) => !/[\r\n]/.test(number), 'must be one line')
    .optional(),
  TAX_NAME: z.string().trim().min(1).max(20).default('SST'),
  TAX_RATE_PERCENT: z.coerce.number().min(0).max(100).default(8),
  /** Posters go to an S3-compatible bucket when S3_BUCKET is set, else to DATA_DIR/objects. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
});

/** The names of every setting (the README's settings table must list each: env.test.ts). */
export const settingNames = Object.keys(envSchema.shape);

export type Env = z.infer<typeof envSchema> & { seedDemo: boolean; embeddedDatabase: boolean };

/** The settings, or one line per wrong or missing variable (`NAME: what is wrong`). */
export function parseEnv(source: NodeJS.ProcessEnv): { env: Env } | { problems: string[] } {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) return { problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const env = parsed.data;
  const problems: string[] = [];
  if (env.NODE_ENV === 'production') {
    // Cookies are Secure when APP_URL is https: production must say where it is served.
    for (const name of ['BETTER_AUTH_SECRET', 'APP_URL'] as const) {
      if (!env[name]) problems.push(`${name}: required in production`);
    }
    // On a database of its own (DATABASE_URL) there may be several instances, and each must verify the
    // codes the others sign: a key made per data directory would refuse them. Embedded PostgreSQL
    // belongs to one process, whose key in DATA_DIR is enough.
    if (env.DATABASE_URL && !env.TICKET_SIGNING_KEY) {
      problems.push('TICKET_SIGNING_KEY: required in production with DATABASE_URL (every instance must share it)');
    }
  }
  // With Stripe on, payments complete through its webhook too (a buyer who closes the tab is still
  // served), and the webhook cannot be verified without its signing secret.
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }
  // Mail sent from nowhere would be refused by any SMTP server worth sending through.
  if (env.NODE_ENV === 'production' && env.SMTP_URL && /@pentas\.test>?$/.test(env.MAIL_FROM)) {
    problems.push('MAIL_FROM: required in production with SMTP_URL (the sender your SMTP server accepts)');
  }
  if (problems.length) return { problems };
  const embeddedDatabase = !env.DATABASE_URL;
  return { env: { ...env, embeddedDatabase, seedDemo: env.SEED_DEMO ?? embeddedDatabase } };
}

/** Parses settings; on a bad value prints which variable is wrong and exits non-zero. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = parseEnv(source);
  if ('problems' in result) {
    process.stderr.write(`Invalid settings:\n${result.problems.map((line) => `  ${line}`).join('\n')}\n`);
    process.exit(1);
  }
  return result.env;
}
