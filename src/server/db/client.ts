import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrationsDir } from '../config/paths';
import { acquireDataDirLock } from './lock';
import { fillFromSnapshot } from './pglite-snapshot';
import {
  lastAppliedAt,
  migratePostgres,
  newerThan,
  type MigrateOptions,
  type MigrationResult,
} from './migrations';
import * as schema from './schema';

/**
 * Both drivers give the same query builder; we type the handle as node-postgres's so features
 * need not care which one is underneath.
 */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite only: this start filled a fresh data folder from the build's migrated snapshot. */
  fromSnapshot?: boolean;
  /**
   * Runs the committed migrations; safe to call on every start, and from many instances at once
   * on PostgreSQL (see migrations.ts).
   */
  migrate(opts?: MigrateOptions): Promise<MigrationResult>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /**
   * PGlite in memory only: start from this dump (PGlite's dumpDataDir) instead of an empty cluster.
   * Tests start from one migrated dump, which skips initdb and the migrations (seconds of CPU each).
   */
  loadDataDir?: Blob;
  /**
   * PGlite on disk: a fresh data folder starts from this migrated dump (db/pglite-snapshot.ts);
   * default the build's, false to always run initdb.
   */
  snapshotFile?: string | false;
  /** Told when PostgreSQL drops an idle pooled connection (server restart, terminated backend). */
  onIdleError?: (error: Error) => void;
  /** PostgreSQL only: connections this process may hold (DATABASE_POOL_SIZE, default 10). */
  poolSize?: number;
  /** PostgreSQL only: statement_timeout in ms for pooled connections; 0 or unset for none. */
  statementTimeoutMs?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  return openPglite(opts.dataDir, opts.loadDataDir, opts.snapshotFile);
}

/** How long a request waits for a free pooled connection, or for a new one to open, before failing. */
const CONNECTION_TIMEOUT_MS = 10_000;

async function openPostgres(url: string, opts: DatabaseOptions): Promise<Database> {
  const { onIdleError = () => {}, poolSize = 10, statementTimeoutMs = 0 } = opts;
  // Loaded only with DATABASE_URL: the embedded database's start does without them.
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Sent when each connection opens, so PostgreSQL itself cancels a runaway query (and frees its
    // locks) instead of the pool waiting on it forever.
    statement_timeout: statementTimeoutMs > 0 ? statementTimeoutMs : undefined,
    // Without it a request waits for a pooled connection for ever when all are busy or the server
    // is unreachable; with it the request fails with a 500 and the caller can retry.
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    application_name: 'medrecon',
  });
  // An idle connection the server ends (a restart, pg_terminate_backend, DROP DATABASE ... FORCE) is
  // emitted on the pool; with no listener Node would crash the process. The pool has already dropped
  // that connection and opens a new one for the next query, so reporting it is all that is needed.
  pool.on('error', onIdleError);
  // Surface a wrong URL or a stopped server at start-up, not on the first request.
  const client = await pool.connect();
  client.release();
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: (migrateOpts) => migratePostgres(url, migrateOpts),
    close: () => pool.end(),
  };
}

async function openPglite(
  dataDir: string,
  loadDataDir?: Blob,
  snapshotFile?: string | false,
): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (loadDataDir && !inMemory) throw new Error('loadDataDir is for in-memory databases only');
  const release = inMemory ? () => {} : acquireDataDirLock(dataDir);
  try {
    const pgdata = join(dataDir, 'pglite');
    // After the lock: only the process holding it may fill an empty folder.
    const fromSnapshot = !inMemory && fillFromSnapshot(pgdata, snapshotFile);
    const client = inMemory ? new PGlite({ loadDataDir }) : new PGlite(pgdata);
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      fromSnapshot,
      // One process per data folder (the lock above), so no other instance can be migrating it.
      migrate: async () => {
        const query = async (text: string) => ({ rows: (await client.query(text)).rows });
        const applied = newerThan(await lastAppliedAt(query));
        await migratePglite(db as never, { migrationsFolder: migrationsDir() });
        return { applied, waited: false };
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
