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

describe('tax settings (the receipt)', () => {
  it('prints no tax line by default, and takes one line of registration number with a rate from 0 to 100', () => {
    const result = parseEnv({});
    expect('env' in result && result.env.TAX_REGISTRATION_NUMBER).toBeUndefined();
    expect(result).toHaveProperty('env.TAX_RATE_PERCENT', 8);
    expect(result).toHaveProperty('env.TAX_NAME', 'SST');
    expect(parseEnv({ TAX_REGISTRATION_NUMBER: ' W10-1808-32000123 ', TAX_RATE_PERCENT: '6' })).toMatchObject({
      env: { TAX_REGISTRATION_NUMBER: 'W10-1808-32000123', TAX_RATE_PERCENT: 6 },
    });
    expect(parseEnv({ TAX_REGISTRATION_NUMBER: 'W10\nBcc: x' })).toHaveProperty('problems');
    expect(parseEnv({ TAX_RATE_PERCENT: '101' })).toHaveProperty('problems');
    expect(parseEnv({ TAX_RATE_PERCENT: '-1' })).toHaveProperty('problems');
  });
});

describe('mail settings', () => {
  it('keeps mail in the database with no SMTP_URL', () => {
    const result = parseEnv({});
    expect('env' in result && result.env.SMTP_URL).toBeUndefined();
    expect(result).toHaveProperty('env.MAIL_FROM', 'Pentas <no-reply@pentas.test>');
  });

  it('takes smtp:// and smtps:// URLs only', () => {
    expect(parseEnv({ SMTP_URL: 'smtps://user:secret@mail.example.com:465' })).toHaveProperty('env.SMTP_URL');
    expect(parseEnv({ SMTP_URL: 'http://mail.example.com' })).toEqual({
      problems: ['SMTP_URL: must be an smtp:// or smtps:// URL'],
    });
  });

  it('refuses a sender that spans lines (it would write headers of its own)', () => {
    expect(parseEnv({ MAIL_FROM: 'Pentas <a@b.my>\r\nBcc: x@evil.test' })).toEqual({
      problems: ['MAIL_FROM: must be one line'],
    });
  });

  it('requires MAIL_FROM in production with SMTP_URL, and a positive MAIL_PER_SECOND', () => {
    const production = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      APP_URL: 'https://pentas.my',
      SMTP_URL: 'smtp://mail.example.com',
    };
    expect(parseEnv(production)).toEqual({
      problems: ['MAIL_FROM: required in production with SMTP_URL (the sender your SMTP server accepts)'],
    });
    expect(parseEnv({ ...production, MAIL_FROM: 'Pentas <tickets@pentas.my>' })).toHaveProperty('env');
    expect(parseEnv({ MAIL_PER_SECOND: '0' })).toEqual({ problems: [expect.stringMatching(/^MAIL_PER_SECOND: /)] });
  });

  it('renders in two threads unless told, and refuses no thread or a fraction of one', () => {
    expect(parseEnv({})).toMatchObject({ env: { RENDER_THREADS: 2 } });
    expect(parseEnv({ RENDER_THREADS: '4' })).toMatchObject({ env: { RENDER_THREADS: 4 } });
    for (const bad of ['0', '1.5', 'many']) {
      expect(parseEnv({ RENDER_THREADS: bad })).toEqual({ problems: [expect.stringMatching(/^RENDER_THREADS: /)] });
    }
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
