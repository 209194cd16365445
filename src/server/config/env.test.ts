import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, parseEnv } from './env';

describe('parseEnv', () => {
  it('needs nothing in local mode and derives APP_URL from PORT', () => {
    const env = parseEnv({ PORT: '4321' });
    expect(env.isProduction).toBe(false);
    expect(env.APP_URL).toBe('http://localhost:4321');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.RECONCILE_ENGINE).toBe('builtin');
  });

  it('treats empty values as unset, as .env.example leaves them', () => {
    const env = parseEnv({ DATABASE_URL: '', NODE_ENV: '', PORT: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it('names the variable when a value is bad', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ RECONCILE_ENGINE: 'gpt' })).toThrow(/RECONCILE_ENGINE/);
    expect(() => parseEnv({ APP_URL: 'not a url' })).toThrow(ConfigError);
  });

  it('refuses production without the secrets it needs', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: required/);
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) })).toThrow(
      /APP_URL: required/,
    );
    expect(() =>
      parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'short', APP_URL: 'https://a.org' }),
    ).toThrow(/AUTH_SECRET/);
    const env = parseEnv({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      APP_URL: 'https://medrecon.example.org/',
    });
    expect(env.isProduction).toBe(true);
    expect(env.APP_URL).toBe('https://medrecon.example.org');
  });

  it('takes payments all together or not at all', () => {
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required[\s\S]*STRIPE_PRICE_MONTHLY/,
    );
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ STRIPE_PRICE_ANNUAL: 'prod_1' })).toThrow(/STRIPE_PRICE_ANNUAL/);
    const env = parseEnv({
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_local',
      STRIPE_PRICE_ANNUAL: 'price_local_annual',
      STRIPE_API_URL: 'http://localhost:12111',
    });
    expect(env.STRIPE_PRICE_MONTHLY).toBeUndefined();
    expect(env.STRIPE_API_URL).toBe('http://localhost:12111');
  });

  it('.env.example documents every variable the server reads', () => {
    const example = readFileSync('.env.example', 'utf8');
    for (const key of Object.keys(envSchema.shape))
      expect(example, key).toMatch(new RegExp(`^${key}=`, 'm'));
  });
});

describe('parseEnv: running several instances', () => {
  it('has defaults for the pool, statement timeout, shutdown limit and Redis prefix', () => {
    const env = parseEnv({});
    expect(env.DATABASE_POOL_SIZE).toBe(10);
    expect(env.DATABASE_STATEMENT_TIMEOUT_MS).toBe(15_000);
    expect(env.SHUTDOWN_TIMEOUT_MS).toBe(25_000);
    expect(env.SHUTDOWN_DRAIN_DELAY_MS).toBe(0);
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.REDIS_KEY_PREFIX).toBe('medrecon:');
  });

  it('reads them, and names the variable when one is bad', () => {
    const env = parseEnv({
      DATABASE_POOL_SIZE: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '5000',
      SHUTDOWN_DRAIN_DELAY_MS: '7000',
      REDIS_URL: 'rediss://:pw@cache.example.org:6380/0',
    });
    expect(env).toMatchObject({
      DATABASE_POOL_SIZE: 25,
      DATABASE_STATEMENT_TIMEOUT_MS: 0,
      SHUTDOWN_TIMEOUT_MS: 5000,
      SHUTDOWN_DRAIN_DELAY_MS: 7000,
      REDIS_URL: 'rediss://:pw@cache.example.org:6380/0',
    });
    expect(() => parseEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => parseEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
    expect(() => parseEnv({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => parseEnv({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
  });
});
