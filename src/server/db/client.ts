import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../config/paths';
import { acquireDataDirLock } from './lock';
import * as schema from './schema';

/**
 * Both drivers give the same query builder; we type the handle as node-postgres's so features
 * need not care which one is underneath.
 */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /** Told when PostgreSQL drops an idle pooled connection (server restart, terminated backend). */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.onIdleError);
  return openPglite(opts.dataDir);
}

async function openPostgres(
  url: string,
  onIdleError: (error: Error) => void = () => {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
    migrate: () => migratePg(db, { migrationsFolder: migrationsDir() }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : acquireDataDirLock(dataDir);
  try {
    const client = inMemory ? new PGlite() : new PGlite(join(dataDir, 'pglite'));
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir() }),
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
