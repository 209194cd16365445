/**
 * What a load balancer sees: /api/health is liveness (the process answers) and stays 200 whatever
 * the database does; /api/health/ready is 503 while the database is unreachable, while migrations
 * are pending and while the instance is shutting down.
 */
import { describe, expect, it } from 'vitest';
import type { ServerState } from '../../src/server/app-types';
import { openDatabase } from '../../src/server/db/client';
import { createTestApp } from '../helpers/test-app';

const ready = async (t: Awaited<ReturnType<typeof createTestApp>>) => {
  const res = await t.request('/api/health/ready');
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

// Each test makes an embedded database of its own: slow on a loaded machine, hence the timeouts.
describe('health and readiness', () => {
  it('is not ready while shutting down or when the database is unreachable, yet stays alive', async () => {
    const server: ServerState = { draining: false };
    const t = await createTestApp('pglite', {}, { server });
    const live = async () => {
      const res = await t.request('/api/health');
      return { status: res.status, body: await res.json() };
    };
    expect(await ready(t)).toEqual({
      status: 200,
      body: { status: 'ready', database: 'ok', migrations: 'ok' },
    });
    server.draining = true;
    expect(await ready(t)).toEqual({
      status: 503,
      body: { status: 'draining', error: 'This instance is shutting down' },
    });
    expect(await live()).toEqual({ status: 200, body: { status: 'ok' } });

    server.draining = false;
    await t.database.close();
    expect(await ready(t)).toEqual({
      status: 503,
      body: { status: 'unavailable', database: 'unreachable', error: 'Database unreachable' },
    });
    expect(await live()).toEqual({ status: 200, body: { status: 'ok' } });
  }, 120_000);

  it('is not ready on a database whose migrations have not run', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const t = await createTestApp('pglite', {}, { database });
    try {
      expect(await ready(t)).toEqual({
        status: 503,
        body: {
          status: 'unavailable',
          database: 'ok',
          migrations: 'pending',
          error: 'Database migrations are not complete',
        },
      });
      await database.migrate();
      expect((await ready(t)).status).toBe(200);
    } finally {
      await database.close();
    }
  }, 120_000);
});
