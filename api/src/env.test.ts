import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEnv, settingNames } from './env';

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

describe('the README', () => {
  it('lists every setting of env.ts in its settings table', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const listed = new Set([...readme.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1]));
    expect(settingNames.filter((name) => !listed.has(name))).toEqual([]);
  });
});
