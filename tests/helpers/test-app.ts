import { createApp } from '../../src/server/app';
import type { SecondaryStorage } from 'better-auth';
import type { AppDeps, ServerState } from '../../src/server/app-types';
import { parseEnv, type Env } from '../../src/server/config/env';
import type { Database } from '../../src/server/db/client';
import { createOutboxMailer, type Mailer } from '../../src/server/features/mail/mailer';
import { createEnginePool } from '../../src/server/features/reconcile/engine-pool';
import { createEventRecorder } from '../../src/server/features/reconcile/event-recorder';
import { createLogger, type Logger } from '../../src/server/http/logger';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: Database & { url?: string };
  /** Calls the app in-process like a real client would. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: 'pglite' | 'postgres',
  envOverrides: Record<string, string> = {},
  opts: {
    /** A logger of the test's own, e.g. one writing to an array to check what would be logged. */
    log?: Logger;
    /** Share another app's database, as a second instance would (close() leaves it open). */
    database?: Database & { url?: string };
    /** better-auth's secondary storage, as the server sets it up from REDIS_URL. */
    secondaryStorage?: SecondaryStorage;
    /** The server's state, to test what the load balancer sees while it shuts down. */
    server?: ServerState;
    /** Another mailer than the local outbox (SMTP, a recording one), made from the app's parts. */
    mailer?: (db: Database['db'], log: Logger, env: Env) => Mailer;
  } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await createTestDatabase(kind));
  const env = parseEnv({
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    // Test helpers give each simulated client its own address (see users.ts nextTestIp).
    TRUSTED_PROXY_HEADER: 'x-forwarded-for',
    // From source, a fresh engine worker compiles the engine first (seconds on a busy machine):
    // tests of the deadline set their own.
    RECONCILE_DEADLINE_MS: '30000',
    ...envOverrides,
  });
  const log = opts.log ?? createLogger(env.LOG_LEVEL);
  const events = createEventRecorder(database.db, log);
  const deps: AppDeps = {
    env,
    db: database.db,
    log,
    mailer: opts.mailer?.(database.db, log, env) ?? createOutboxMailer(database.db, log),
    engine: createEnginePool({ deadlineMs: env.RECONCILE_DEADLINE_MS, threads: 1 }),
    events,
    secondaryStorage: opts.secondaryStorage,
    server: opts.server,
  };
  const app = createApp(deps, { clientDir: false });
  return {
    app,
    deps,
    database,
    request: async (path, init = {}) => {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      const res = await app.request(path, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
      // The server writes reconciliation counts just after answering: tests read them at once.
      await events.flush();
      return res;
    },
    close: async () => {
      await deps.engine.close();
      await events.close();
      if (!opts.database) await database.close();
    },
  };
}
