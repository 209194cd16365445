import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '../db/lock';
import { AdminCommandError } from './admin-commands';

/** Where the embedded database keeps its files inside DATA_DIR (db/client.ts opens the same). */
const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/**
 * Copies the embedded database to one compressed file, consistent because nobody else has it
 * open: the data folder's lock is taken first, so this refuses while the server runs.
 */
export async function backupEmbedded(dataDir: string, outFile: string): Promise<number> {
  const release = acquireDataDirLock(dataDir);
  try {
    if (!existsSync(pgliteDir(dataDir)))
      throw new AdminCommandError(`There is no embedded database in ${dataDir} to back up.`);
    const pg = new PGlite(pgliteDir(dataDir));
    try {
      const dump = await pg.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      writeFileSync(outFile, bytes, { mode: 0o600 });
      return bytes.length;
    } finally {
      await pg.close();
    }
  } finally {
    release();
  }
}

/**
 * Restores a backup into DATA_DIR (server stopped: the lock is taken). A database already there is
 * replaced only with `replace`, and then kept beside it, renamed, until the operator removes it.
 */
export async function restoreEmbedded(
  dataDir: string,
  inFile: string,
  replace: boolean,
): Promise<{ users: number; keptAs: string | null }> {
  if (!existsSync(inFile)) throw new AdminCommandError(`No backup file at ${inFile}.`);
  const release = acquireDataDirLock(dataDir);
  try {
    let keptAs: string | null = null;
    if (existsSync(pgliteDir(dataDir))) {
      if (!replace)
        throw new AdminCommandError(
          `${dataDir} already holds a database. Add --replace to replace it (it is kept beside it, renamed).`,
        );
      keptAs = `${pgliteDir(dataDir)}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(pgliteDir(dataDir), keptAs);
    }
    const pg = new PGlite(pgliteDir(dataDir), { loadDataDir: new Blob([readFileSync(inFile)]) });
    try {
      const { rows } = await pg.query<{ n: number }>('select count(*)::int as n from users');
      return { users: rows[0]?.n ?? 0, keptAs };
    } finally {
      await pg.close();
    }
  } finally {
    release();
  }
}
