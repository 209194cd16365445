/**
 * Instances started together on one empty PostgreSQL database must migrate it once: without the
 * advisory lock two concurrent runs fail on `CREATE SCHEMA "drizzle"` or the first CREATE TABLE
 * (duplicate key), as the issue saw with two servers started at the same moment.
 */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../../src/server/config/paths';
import { openDatabase } from '../../src/server/db/client';
import { MIGRATION_LOCK_KEY, pendingMigrations } from '../../src/server/db/migrations';
import { createEmptyPostgresDatabase } from '../helpers/test-database';

const committed = readMigrationFiles({ migrationsFolder: migrationsDir() }).length;

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on a shared PostgreSQL', () => {
  it('run once when several instances migrate the same empty database at the same moment', async () => {
    // Several rounds: the unlocked version failed every round in the same race.
    for (let round = 0; round < 2; round++) {
      const scratch = await createEmptyPostgresDatabase();
      const instances = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url, dataDir: 'unused' })),
      );
      try {
        expect(await pendingMigrations(instances[0]!.db)).toBe(committed);
        const results = await Promise.all(instances.map((d) => d.migrate()));
        expect(results.reduce((n, r) => n + r.applied, 0)).toBe(committed);
        expect(results.filter((r) => r.applied > 0)).toHaveLength(1);
        const { rows } = await instances[1]!.db.execute(
          sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
        );
        expect(rows[0]).toEqual({ n: committed, distinct: committed });
        for (const d of instances) expect(await pendingMigrations(d.db)).toBe(0);
      } finally {
        await Promise.all(instances.map((d) => d.close()));
        await scratch.drop();
      }
    }
  });

  it('waits while another instance holds the lock, then finds nothing to do', async () => {
    const scratch = await createEmptyPostgresDatabase();
    const first = await openDatabase({ databaseUrl: scratch.url, dataDir: 'unused' });
    const second = await openDatabase({ databaseUrl: scratch.url, dataDir: 'unused' });
    const holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    try {
      await first.migrate();
      // Someone (another instance mid-migration) holds the lock: the second one must wait for it.
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      let told = false;
      let finished = false;
      const waiting = second
        .migrate({ onWait: () => (told = true) })
        .finally(() => (finished = true));
      await expect.poll(() => told).toBe(true);
      await new Promise((r) => setTimeout(r, 300));
      expect(finished).toBe(false);
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      expect(await waiting).toEqual({ applied: 0, waited: true });
    } finally {
      await holder.end();
      await first.close();
      await second.close();
      await scratch.drop();
    }
  });
});
