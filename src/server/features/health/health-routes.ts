import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../../app-types';

/** Liveness plus a real round trip to the database, for load balancers and uptime checks. */
export function healthRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'ok' });
    } catch (err) {
      c.var.log.error({ err }, 'health check: database unreachable');
      return c.json(
        { status: 'error', database: 'unreachable', error: 'Database unreachable' },
        503,
      );
    }
  });
}
