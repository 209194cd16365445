import { recordReconciliation } from '../../src/server/features/reconcile/reconciliation-events';
import { readLandingStats } from '../../src/server/features/stats/stats-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';

describe.each(TEST_DATABASES)('foundation API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports liveness, and readiness with a database round trip', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    const ready = await t.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.request('/api/does-not-exist', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as { error: string };
    expect(Object.keys(body)).toEqual(['error']);
  });

  it('sets security headers on every response', async () => {
    const res = await t.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    // Local mode is plain http: no HSTS outside production.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('refuses bodies over the limit with a JSON 413', async () => {
    const res = await t.request('/api/stats', { method: 'POST', json: { x: 'a'.repeat(300_000) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'The request is too large' });
  });

  it('counts lists, hospitals and hours saved for the landing page', async () => {
    const empty = await (await t.request('/api/stats')).json();
    expect(empty).toEqual({ lists_generated: 0, hospitals: 0, hours_saved: 0 });
    await t.deps.db.insert(organisations).values([
      { name: 'Royal Prince Alfred Hospital', type: 'hospital' },
      { name: 'Western Sydney LHD', type: 'lhd' },
    ]);
    for (let i = 0; i < 10; i++)
      await recordReconciliation(t.deps.db, t.deps.log, {
        organisationId: null,
        medicationCount: 5,
      });
    // The route keeps its answer for a minute (landing-stats.test.ts): read the figures afresh.
    const stats = await readLandingStats(t.deps.db);
    // 10 lists x 15 minutes = 150 minutes = 2.5 hours, rounded to 3.
    expect(stats).toEqual({ lists_generated: 10, hospitals: 2, hours_saved: 3 });
  });
});

describe('production security headers', () => {
  it('adds HSTS in production', async () => {
    const t = await createTestApp('pglite', {
      NODE_ENV: 'production',
      APP_URL: 'https://medrecon.example.org',
    });
    const res = await t.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    await t.close();
  });
});
