import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEnv, settingNames } from './env';
import { generateTicketSigningKey } from './lib/ticket-signing';

describe('parseEnv', () => {
  it('runs on embedded defaults with nothing set', () => {
    const result = parseEnv({});
    expect(result).toHaveProperty('env.embeddedDatabase', true);
    expect(result).toHaveProperty('env.seedDemo', true);
  });

  it('names the variable of a bad value', () => {
    expect(parseEnv({ PORT: 'eighty' })).toEqual({ problems: [expect.stringMatching(/^PORT: /)] });
  });

  it('requires STRIPE_WEBHOOK_SECRET when STRIPE_SECRET_KEY is set', () => {
    expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_pentas' })).toEqual({
      problems: ['STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set'],
    });
    // An empty value counts as unset, as for every setting.
    expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_pentas', STRIPE_WEBHOOK_SECRET: '' })).toHaveProperty('problems');
  });

  it('runs Stripe with both the secret key and the webhook secret', () => {
    const result = parseEnv({ STRIPE_SECRET_KEY: 'sk_test_pentas', STRIPE_WEBHOOK_SECRET: 'whsec_pentas' });
    expect(result).toHaveProperty('env.STRIPE_WEBHOOK_SECRET', 'whsec_pentas');
  });

  it('lists every setting production requires, together', () => {
    expect(parseEnv({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_pentas' })).toEqual({
      problems: [
        'BETTER_AUTH_SECRET: required in production',
        'APP_URL: required in production',
        'STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
      ],
    });
  });
});

describe('settings every instance on one database must share', () => {
  const production = { NODE_ENV: 'production', APP_URL: 'https://tickets.example.com' };
  const authSecret = { BETTER_AUTH_SECRET: 'x'.repeat(32) };
  const signingKey = { TICKET_SIGNING_KEY: generateTicketSigningKey() };
  const shared = { DATABASE_URL: 'postgres://pentas@db.example.com/pentas' };

  it('refuses to start in production on a shared database without TICKET_SIGNING_KEY', () => {
    expect(parseEnv({ ...production, ...authSecret, ...shared })).toEqual({
      problems: ['TICKET_SIGNING_KEY: required in production with DATABASE_URL (every instance must share it)'],
    });
  });

  it('refuses to start in production without BETTER_AUTH_SECRET, on a shared database too', () => {
    expect(parseEnv({ ...production, ...signingKey, ...shared })).toEqual({
      problems: ['BETTER_AUTH_SECRET: required in production'],
    });
  });

  it('starts in production on a shared database with both', () => {
    expect(parseEnv({ ...production, ...authSecret, ...signingKey, ...shared })).toHaveProperty('env');
  });

  it('keeps the key in DATA_DIR for production on embedded PostgreSQL (one process) and outside production', () => {
    expect(parseEnv({ ...production, ...authSecret })).toHaveProperty('env');
    expect(parseEnv({ ...shared })).toHaveProperty('env');
  });
});

describe('the README', () => {
  it('lists every setting of env.ts in its settings table', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const listed = new Set([...readme.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1]));
    expect(settingNames.filter((name) => !listed.has(name))).toEqual([]);
  });
});
