import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, parseEnv } from './config/env';
import { loadOrCreateLocalSecrets } from './config/local-secrets';
import { resolveFromCwd } from './config/paths';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { createMailer } from './features/mail/mailer';
import { createLogger } from './http/logger';

/** Start-up: validate config, open and migrate the database, serve. Fails fast with a clear message. */
async function main() {
  const env = parseEnv();
  const log = createLogger(env.LOG_LEVEL);
  const dataDir = resolveFromCwd(env.DATA_DIR);
  if (!env.isProduction && !env.AUTH_SECRET)
    env.AUTH_SECRET = loadOrCreateLocalSecrets(dataDir).authSecret;

  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir,
    onIdleError: (err) =>
      log.warn(
        { err: err.message },
        'the database closed an idle connection; the next query opens a new one',
      ),
  });
  await database.migrate();
  log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? dataDir : undefined },
    'database ready',
  );

  const mailer = createMailer(env, database.db, log);
  if (env.SMTP_URL) log.info('e-mail goes out over SMTP');
  else if (env.isProduction)
    log.warn(
      'SMTP_URL is not set: e-mails (with sign-in links) go only to the database outbox and this log',
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
  const app = createApp({ env, db: database.db, log, mailer });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    log.info(
      { url: env.APP_URL, mode: env.isProduction ? 'production' : 'local' },
      `MedRecon is running on ${env.APP_URL}`,
    );
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    server.close();
    await database.close();
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
