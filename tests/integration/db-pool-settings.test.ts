/**
 * The PostgreSQL pool is sized by DATABASE_POOL_SIZE and every pooled connection carries the
 * statement timeout, so a runaway query is cancelled by the server instead of holding a connection
 * (and its locks) for ever. Connection loss is covered by db-idle-connection.test.ts.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { createEmptyPostgresDatabase } from '../helpers/test-database';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  it('holds at most DATABASE_POOL_SIZE connections and cancels statements past the timeout', async () => {
    const scratch = await createEmptyPostgresDatabase();
    const database = await openDatabase({
      databaseUrl: scratch.url,
      dataDir: 'unused',
      poolSize: 2,
      statementTimeoutMs: 300,
    });
    try {
      const { db } = database;
      const shown = await db.execute(sql`show statement_timeout`);
      expect(shown.rows[0]).toEqual({ statement_timeout: '300ms' });

      // Six queries at once on a pool of two: they queue for the two connections, and all finish.
      const sleeps = Array.from({ length: 6 }, () => db.execute(sql`select pg_sleep(0.1)`));
      const seen = await db.execute(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = 'medrecon'`);
      await Promise.all(sleeps);
      expect((seen.rows[0] as { n: number }).n).toBeLessThanOrEqual(2);

      await expect(db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '57014' }), // query_canceled: statement timeout
      });
      // The connection that was cancelled goes back to the pool in working order.
      expect((await db.execute(sql`select 1 as one`)).rows[0]).toEqual({ one: 1 });
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
