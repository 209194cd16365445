import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-types';
import { cachedLandingStats } from './stats-service';

/** Public, count-only figures for the landing page. */
export function statsRoutes({ db }: AppDeps) {
  const stats = cachedLandingStats(db);
  return new Hono<AppEnv>().get('/stats', async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await stats());
  });
}
