import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';

/**
 * The databases integration tests run on: always PGlite (in memory), and PostgreSQL too when
 * TEST_DATABASE_URL is set (CI points it at the local server). Use with describe.each.
 */
export const TEST_DATABASES: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A fresh, migrated database. On PostgreSQL each call creates its own database (dropped by
 * close()), so test files running in parallel never see each other's rows.
 */
export async function createTestDatabase(
  kind: 'pglite' | 'postgres',
): Promise<Database & { url?: string }> {
  if (kind === 'pglite') {
    const db = await openDatabase({ dataDir: 'memory://', loadDataDir: migratedTemplate() });
    // A no-op on the migrated dump; it still runs anything newer than the dump.
    await db.migrate();
    return db;
  }
  const scratch = await createEmptyPostgresDatabase();
  const db = await openDatabase({ databaseUrl: scratch.url, dataDir: 'unused' });
  await db.migrate();
  return {
    ...db,
    // For tests that open the same database a second way (the operator CLI).
    url: scratch.url,
    close: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}

let template: Blob | undefined;

/**
 * The migrated dump that vitest's global setup made (tests/helpers/pglite-template-setup.ts), read
 * once per worker process; undefined outside that setup, when databases start empty and migrate.
 */
function migratedTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

/**
 * A new, empty (unmigrated) PostgreSQL database with a random name on the TEST_DATABASE_URL
 * server, for tests that start servers on it themselves. drop() ends its connections and removes it.
 */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  name: string;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `medrecon_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
