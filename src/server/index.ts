import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ServerState } from './app-types';
import { ConfigError, parseEnv } from './config/env';
import { resolveAuthSecret } from './config/generated-secrets';
import { resolveFromCwd } from './config/paths';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { openRedis } from './db/redis';
import { createMailer } from './features/mail/mailer';
import { createEnginePool } from './features/reconcile/engine-pool';
import { createEventRecorder } from './features/reconcile/event-recorder';
import { closeConnectionsWhenDraining, shutDownGracefully } from './http/graceful-shutdown';
import { createLogger } from './http/logger';

/**
 * Longer than any reverse proxy's idle timeout for its upstream connections (deploy/Caddyfile:
 * 30 s; AWS ALB: 60 s), so it is always the proxy that closes an idle connection, and it never
 * sends a request down one this process has just closed (a 502 for the user).
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Start-up: validate config, open and migrate the database, serve. Fails fast with a clear message.
 * Many instances may start at once on one PostgreSQL database: migrations run under an advisory
 * lock (db/migrations.ts), a generated secret is shared through the database, and nothing that
 * limits or remembers is kept only in this process (docs/deployment.md).
 */
async function main() {
  const env = parseEnv();
  const log = createLogger(env.LOG_LEVEL);
  const dataDir = resolveFromCwd(env.DATA_DIR);

  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir,
    poolSize: env.DATABASE_POOL_SIZE,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    onIdleError: (err) =>
      log.warn(
        { err: err.message },
        'the database closed an idle connection; the next query opens a new one',
      ),
  });
  const migrated = await database.migrate({
    onWait: () => log.info('another instance is migrating the database: waiting for it to finish'),
  });
  log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? dataDir : undefined,
      fromSnapshot: database.fromSnapshot,
      migrationsApplied: migrated.applied,
      waitedForMigrationLock: migrated.waited,
    },
    'database ready',
  );

  const authSecret = await resolveAuthSecret(env.AUTH_SECRET, database, dataDir);
  env.AUTH_SECRET = authSecret.secret;
  if (authSecret.source !== 'environment')
    log.info(`AUTH_SECRET is not set: using a generated one kept in the ${authSecret.source}`);

  const redis = env.REDIS_URL
    ? await openRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX, (err) =>
        log.warn({ err: err.message }, 'Redis connection error; reconnecting'),
      )
    : undefined;
  if (redis) log.info('sessions and rate limits are kept in Redis (REDIS_URL)');

  const mailer = createMailer(env, database.db, log);
  if (env.SMTP_URL) log.info('e-mail goes out over SMTP');
  else if (env.isProduction)
    log.warn(
      'SMTP_URL is not set: e-mails go only to the mail_outbox table and nobody receives them',
    );
  else log.info({ mailbox: `${env.APP_URL}/dev/mailbox` }, 'e-mail goes to the local outbox');
  if (!env.STRIPE_SECRET_KEY)
    log.info('payments are off (no STRIPE_SECRET_KEY): the free trial still works');
  else if (env.STRIPE_API_URL && env.isProduction)
    log.warn(
      { stripeApiUrl: env.STRIPE_API_URL },
      'STRIPE_API_URL is set in production: Stripe calls do not go to api.stripe.com',
    );
  else log.info({ stripeApiUrl: env.STRIPE_API_URL }, 'payments through Stripe');

  const engine = createEnginePool({
    deadlineMs: env.RECONCILE_DEADLINE_MS,
    threads: env.RECONCILE_WORKERS,
  });
  // Not awaited: the server answers meanwhile, and the first reconciliation waits for it if need be.
  const warming = performance.now();
  engine.warm().then(
    () => log.info({ ms: Math.round(performance.now() - warming) }, 'engine worker ready'),
    (err: unknown) => log.error({ err }, 'the engine worker could not start'),
  );
  const events = createEventRecorder(database.db, log);
  const state: ServerState = { draining: false };
  const app = createApp({
    env,
    db: database.db,
    log,
    mailer,
    engine,
    events,
    secondaryStorage: redis?.storage,
    server: state,
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    const cpu = process.cpuUsage();
    log.info(
      {
        url: env.APP_URL,
        mode: env.isProduction ? 'production' : 'local',
        // Since the process started; CPU counts every thread (the engine worker's start included),
        // which on a busy machine says more than the wall clock (docs/operations.md).
        startupMs: Math.round(performance.now()),
        startupCpuMs: Math.round((cpu.user + cpu.system) / 1000),
      },
      `MedRecon is running on ${env.APP_URL}`,
    );
  }) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  const closeRunningConnections = closeConnectionsWhenDraining(server, state);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      log.warn({ signal }, 'second signal while shutting down: exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info(
      { signal, drainDelayMs: env.SHUTDOWN_DRAIN_DELAY_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS },
      'shutting down',
    );
    const { forced } = await shutDownGracefully({
      server,
      state,
      log,
      drainDelayMs: env.SHUTDOWN_DRAIN_DELAY_MS,
      timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      closeRunningConnections,
      // In order, once no request is running: the engine's workers first (requests have finished
      // with them, and they do not use the database).
      steps: [
        { name: 'engine workers', close: () => engine.close() },
        // Counts of reconciliations already answered: written before the database closes.
        { name: 'reconciliation events', close: () => events.close() },
        ...(redis ? [{ name: 'redis', close: () => redis.close() }] : []),
        { name: 'database', close: () => database.close() },
      ],
    });
    log.info({ forced }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(`MedRecon cannot start.\n${err.message}`);
  } else {
    console.error('MedRecon failed to start:', err);
  }
  process.exit(1);
});
