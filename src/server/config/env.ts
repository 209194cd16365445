import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once at start-up.
 * `.env.example` documents each one; keep the two in step.
 */
const optionalUrl = z.url().optional();
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const opt = <T extends z.ZodType>(s: T) => z.preprocess(emptyToUndefined, s.optional());

export const envSchema = z.object({
  NODE_ENV: opt(z.enum(['development', 'production', 'test'])),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  APP_URL: opt(z.url({ protocol: /^https?$/ })),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: opt(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL'),
  ),
  // Connections each instance may hold; instances x this must stay under the server's max_connections.
  DATABASE_POOL_SIZE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(200).default(10),
  ),
  // A query running longer than this is cancelled by PostgreSQL (0 turns the limit off). Migrations
  // run on their own connection without it.
  DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).default(15_000),
  ),
  // better-auth's secondary storage (sessions, rate-limit counters) in Redis; PostgreSQL otherwise.
  REDIS_URL: opt(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')),
  // Prefix of every key MedRecon writes, so one Redis can serve several installations.
  REDIS_KEY_PREFIX: z.preprocess(emptyToUndefined, z.string().default('medrecon:')),
  // On SIGTERM: how long to keep serving while reporting not-ready, so the load balancer's health
  // check takes the instance out before it stops accepting (above the check's interval; 0: none).
  SHUTDOWN_DRAIN_DELAY_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(120_000).default(0),
  ),
  // On SIGTERM: how long requests in flight may take to finish before their connections are cut.
  SHUTDOWN_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(600_000).default(25_000),
  ),
  AUTH_SECRET: opt(z.string().min(32, 'must be at least 32 characters')),
  TRUSTED_PROXY_HEADER: opt(z.enum(['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip'])),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  SMTP_URL: opt(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z.string().default('MedRecon <no-reply@medrecon.local>'),
  ),
  RECONCILE_ENGINE: z.preprocess(
    emptyToUndefined,
    z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible']).default('builtin'),
  ),
  RECONCILE_MODEL: opt(z.string()),
  RECONCILE_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1000).default(60_000),
  ),
  // The built-in engine's time per request (it runs in worker threads): past it the worker is
  // replaced and the user gets a 503 asking to try again or split the list.
  RECONCILE_DEADLINE_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(100).max(60_000).default(3000),
  ),
  // Worker threads for the built-in engine (default: one per core, at most 4).
  RECONCILE_WORKERS: opt(z.coerce.number().int().min(1).max(32)),
  RECONCILE_FALLBACK: z.preprocess(
    emptyToUndefined,
    z.enum(['builtin', 'none']).default('builtin'),
  ),
  OPENAI_API_KEY: opt(z.string()),
  OPENAI_BASE_URL: optionalUrl,
  ANTHROPIC_API_KEY: opt(z.string()),
  ANTHROPIC_BASE_URL: optionalUrl,
  OPENAI_COMPATIBLE_BASE_URL: optionalUrl,
  OPENAI_COMPATIBLE_API_KEY: opt(z.string()),
  // Whether the OpenAI-compatible server accepts response_format json_schema (Ollama 0.5+, vLLM do).
  OPENAI_COMPATIBLE_STRUCTURED_OUTPUTS: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  ),
  // Payments: all four of key, webhook secret and at least one price, or none (see refine below).
  STRIPE_SECRET_KEY: opt(
    z.string().regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_...)'),
  ),
  STRIPE_WEBHOOK_SECRET: opt(z.string().regex(/^whsec_\S+$/, 'must start with whsec_')),
  STRIPE_PRICE_MONTHLY: opt(
    z.string().regex(/^price_\S+$/, 'must be a Stripe price id (price_...)'),
  ),
  STRIPE_PRICE_ANNUAL: opt(
    z.string().regex(/^price_\S+$/, 'must be a Stripe price id (price_...)'),
  ),
  // Another Stripe API address: the local Stripe server (npm run stripe:local) or stripe-mock.
  STRIPE_API_URL: opt(z.url({ protocol: /^https?$/ })),
  // Comma-separated addresses that become superusers once confirmed and signed in (the operator's
  // alternative to `npm run admin -- make-superuser` where no shell reaches the database).
  SUPERUSER_EMAILS: opt(z.string()),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface Env extends Omit<RawEnv, 'APP_URL'> {
  APP_URL: string;
  isProduction: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = result.data;
  const isProduction = raw.NODE_ENV === 'production';
  if (isProduction) {
    const missing = (['AUTH_SECRET', 'APP_URL'] as const).filter((k) => !raw[k]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((k) => `  ${k}: required when NODE_ENV=production`).join('\n')}`,
      );
    }
  }
  if (raw.STRIPE_SECRET_KEY) {
    const missing: string[] = [];
    if (!raw.STRIPE_WEBHOOK_SECRET)
      missing.push('  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
    if (!raw.STRIPE_PRICE_MONTHLY && !raw.STRIPE_PRICE_ANNUAL)
      missing.push(
        '  STRIPE_PRICE_MONTHLY: set it, STRIPE_PRICE_ANNUAL or both with STRIPE_SECRET_KEY',
      );
    if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  }
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  return { ...raw, APP_URL: appUrl, isProduction };
}
