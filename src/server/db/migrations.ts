import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsDir } from '../config/paths';
import type { Db } from './client';

/**
 * Migrations on a PostgreSQL server that several instances share. Two instances started at the
 * same moment would both find the database empty and both run `CREATE TABLE ...`; one then fails
 * on a duplicate key. So the whole run, including drizzle's own bookkeeping table, happens under a
 * session-level advisory lock: the first instance migrates, the others wait for the lock and then
 * find nothing left to do.
 */

/** Any fixed 64-bit number that nothing else on the server locks; this one spells "MEDRECON". */
export const MIGRATION_LOCK_KEY = '5567646982867758926';

export interface MigrationResult {
  /** Migrations this process applied (0 when another instance had already done them). */
  applied: number;
  /** Whether it had to wait for another instance holding the lock. */
  waited: boolean;
}

export interface MigrateOptions {
  /** Told once when another instance holds the lock, before waiting for it. */
  onWait?: () => void;
}

/** When drizzle stamped the newest migration it applied (0: none, or no bookkeeping table yet). */
export async function lastAppliedAt(query: (text: string) => Promise<{ rows: unknown[] }>) {
  const { rows } = await query(
    `select coalesce(max(created_at), 0)::text as at from drizzle.__drizzle_migrations`,
  ).catch(() => ({ rows: [{ at: '0' }] }));
  return Number((rows[0] as { at: string }).at);
}

let committed: Array<{ folderMillis: number }> | undefined;
/** The committed migrations (read once: they cannot change while the process runs). */
const expectedMigrations = () =>
  (committed ??= readMigrationFiles({ migrationsFolder: migrationsDir() }));

/** How many of the committed migrations are newer than `appliedAt`. */
export const newerThan = (appliedAt: number) =>
  expectedMigrations().filter((m) => m.folderMillis > appliedAt).length;

export async function migratePostgres(
  url: string,
  opts: MigrateOptions = {},
): Promise<MigrationResult> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // Its own connection, outside the pool: the lock belongs to a session, and migrations (an index
  // on a large table) may rightly run longer than the pool's statement timeout.
  const client = new pg.Client({ connectionString: url, application_name: 'medrecon-migrate' });
  await client.connect();
  try {
    const query = (text: string) => client.query(text);
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [MIGRATION_LOCK_KEY],
    );
    const waited = !rows[0]?.locked;
    if (waited) {
      opts.onWait?.();
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    const pending = newerThan(await lastAppliedAt(query));
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsDir() });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    return { applied: pending, waited };
  } finally {
    // Ending the session also releases the lock if anything above failed.
    await client.end();
  }
}

/** The number of committed migrations pending on this database, for the readiness check. */
export async function pendingMigrations(db: Db): Promise<number> {
  const appliedAt = await lastAppliedAt(async (text) => {
    const result = await db.execute(sql.raw(text));
    return { rows: result.rows };
  });
  return newerThan(appliedAt);
}
