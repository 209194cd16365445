/**
 * PostgreSQL may end an idle pooled connection at any time (a restart, pg_terminate_backend, a forced
 * DROP DATABASE). The server must report it and carry on, not crash on an unhandled 'error' event.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { createTestDatabase } from '../helpers/test-database';

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'an idle PostgreSQL connection ended by the server',
  () => {
    it('is reported, and the next query opens a new connection', async () => {
      const scratch = await createTestDatabase('postgres');
      const errors: string[] = [];
      const database = await openDatabase({
        databaseUrl: scratch.url!,
        dataDir: 'unused',
        onIdleError: (e) => errors.push(e.message),
      });
      try {
        await database.db.execute(sql`select 1`);
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        const dbName = new URL(scratch.url!).pathname.slice(1);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [dbName],
        );
        await admin.end();
        await expect.poll(() => errors.length).toBeGreaterThan(0);
        const result = await database.db.execute(sql`select 1 as one`);
        expect(result.rows[0]).toEqual({ one: 1 });
      } finally {
        await database.close();
        await scratch.close();
      }
    });
  },
);
