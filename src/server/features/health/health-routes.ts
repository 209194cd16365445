import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../../app-types';
import { pendingMigrations } from '../../db/migrations';

/** A readiness probe that hangs is as bad as a failed one: give the database this long. */
const READY_DB_TIMEOUT_MS = 3000;

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    p.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * For load balancers and orchestrators. `/health` is liveness: the process answers, nothing else
 * (a database outage must not get every instance restarted). `/health/ready` is readiness: send
 * traffic here only while the database answers, this version's migrations are applied and the
 * instance is not shutting down.
 */
export function healthRoutes({ db, server }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/health', (c) => c.json({ status: 'ok' }))
    .get('/health/ready', async (c) => {
      if (server?.draining)
        return c.json({ status: 'draining', error: 'This instance is shutting down' }, 503);
      try {
        await withTimeout(db.execute(sql`select 1`), READY_DB_TIMEOUT_MS);
      } catch (err) {
        c.var.log.error({ err }, 'readiness check: database unreachable');
        return c.json(
          { status: 'unavailable', database: 'unreachable', error: 'Database unreachable' },
          503,
        );
      }
      const pending = await withTimeout(pendingMigrations(db), READY_DB_TIMEOUT_MS).catch(
        () => null,
      );
      if (pending !== 0)
        return c.json(
          {
            status: 'unavailable',
            database: 'ok',
            migrations: 'pending',
            error: 'Database migrations are not complete',
          },
          503,
        );
      return c.json({ status: 'ready', database: 'ok', migrations: 'ok' });
    });
}
