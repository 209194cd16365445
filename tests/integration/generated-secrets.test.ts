/**
 * Without AUTH_SECRET a non-production server generates one. On PostgreSQL every instance must end
 * up with the same one (kept in app_secrets), or a session or e-mailed link made by one instance
 * is refused by the others; on the embedded database it stays in the data folder.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '../../src/server/config/generated-secrets';
import { openDatabase, type Database } from '../../src/server/db/client';
import { appSecrets } from '../../src/server/db/schema';
import { createTestDatabase } from '../helpers/test-database';

describe('the generated auth secret', () => {
  it('is the configured one when AUTH_SECRET is set, and is then stored nowhere', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'medrecon-secret-'));
    // A database that fails the test if anything touches it.
    const untouchable = new Proxy({} as Database['db'], {
      get: () => {
        throw new Error('the database was used');
      },
    });
    const configured = 'c'.repeat(40);
    for (const kind of ['postgres', 'pglite'] as const) {
      expect(await resolveAuthSecret(configured, { kind, db: untouchable }, dataDir)).toEqual({
        secret: configured,
        source: 'environment',
      });
    }
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('is kept in the data folder with the embedded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'medrecon-secret-'));
    const untouchable = new Proxy({} as Database['db'], {
      get: () => {
        throw new Error('the database was used');
      },
    });
    const first = await resolveAuthSecret(undefined, { kind: 'pglite', db: untouchable }, dataDir);
    expect(first.source).toBe('data folder');
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(true);
    const again = await resolveAuthSecret(undefined, { kind: 'pglite', db: untouchable }, dataDir);
    expect(again.secret).toBe(first.secret);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is one secret, in the database, for instances starting together on PostgreSQL',
    async () => {
      const scratch = await createTestDatabase('postgres');
      const instances = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url!, dataDir: 'unused' })),
      );
      try {
        const dataDir = mkdtempSync(join(tmpdir(), 'medrecon-secret-'));
        const resolved = await Promise.all(
          instances.map((d) => resolveAuthSecret(undefined, d, dataDir)),
        );
        expect(new Set(resolved.map((r) => r.secret)).size).toBe(1);
        expect(resolved[0]!.source).toBe('database');
        expect(resolved[0]!.secret.length).toBeGreaterThanOrEqual(32);
        const rows = await scratch.db.select().from(appSecrets);
        expect(rows.map((r) => r.name)).toEqual(['auth_secret']);
        // Nothing in the data folder: a second machine has its own.
        expect(existsSync(join(dataDir, 'secrets.json'))).toBe(false);
        // A later start reads the same one.
        expect((await resolveAuthSecret(undefined, instances[0]!, dataDir)).secret).toBe(
          resolved[0]!.secret,
        );
      } finally {
        await Promise.all(instances.map((d) => d.close()));
        await scratch.close();
      }
    },
  );
});
