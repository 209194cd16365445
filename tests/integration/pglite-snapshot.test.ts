import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { makeDbSnapshot } from '../../scripts/build-db-snapshot.mjs';
import { openDatabase, type Database } from '../../src/server/db/client';
import { DataDirLockedError, LOCK_FILE } from '../../src/server/db/lock';

const committed = readMigrationFiles({ migrationsFolder: 'drizzle' });
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'medrecon-snapshot-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The migrations drizzle recorded as applied, oldest first. */
async function appliedMigrations(database: Database) {
  const result = await database.db.execute(
    sql`select hash, created_at::text as at from drizzle.__drizzle_migrations order by created_at`,
  );
  return (result.rows as Array<{ hash: string; at: string }>).map((r) => ({
    hash: r.hash,
    folderMillis: Number(r.at),
  }));
}
const expected = committed.map((m) => ({ hash: m.hash, folderMillis: m.folderMillis }));

describe('a fresh data folder starts from the build snapshot of the migrated database', () => {
  it('has every committed migration, and the migrator finds nothing left to do', async () => {
    const dataDir = tempDir();
    // The test run's migrated dump (tests/helpers/pglite-template-setup.ts) stands for the build's.
    const database = await openDatabase({ dataDir, snapshotFile: inject('pgliteTemplate') });
    try {
      expect(database.fromSnapshot).toBe(true);
      expect((await database.migrate()).applied).toBe(0);
      expect(await appliedMigrations(database)).toEqual(expected);
      await database.db.execute(sql`insert into app_secrets (name, value) values ('kept', 'yes')`);
    } finally {
      await database.close();
    }
    // A restart finds its database and keeps it: the snapshot is for an empty folder only.
    const again = await openDatabase({ dataDir, snapshotFile: inject('pgliteTemplate') });
    try {
      expect(again.fromSnapshot).toBe(false);
      const kept = await again.db.execute(sql`select value from app_secrets where name = 'kept'`);
      expect(kept.rows).toEqual([{ value: 'yes' }]);
    } finally {
      await again.close();
    }
  });

  it('is not filled while another live process holds the lock', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, LOCK_FILE), String(process.ppid)); // a live process, not this one
    await expect(
      openDatabase({ dataDir, snapshotFile: inject('pgliteTemplate') }),
    ).rejects.toBeInstanceOf(DataDirLockedError);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });

  it('still gets the migrations that are newer than the snapshot', async () => {
    // A snapshot built when only the first migrations existed.
    const oldFolder = join(tempDir(), 'drizzle');
    cpSync('drizzle', oldFolder, { recursive: true });
    const journalFile = join(oldFolder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    const kept = 2;
    journal.entries = journal.entries.slice(0, kept);
    writeFileSync(journalFile, JSON.stringify(journal));
    const snapshotFile = join(tempDir(), 'old-snapshot.tar.gz');
    writeFileSync(snapshotFile, await makeDbSnapshot({ migrationsFolder: oldFolder }));

    const dataDir = tempDir();
    const database = await openDatabase({ dataDir, snapshotFile });
    try {
      expect(database.fromSnapshot).toBe(true);
      expect((await database.migrate()).applied).toBe(committed.length - kept);
      expect(await appliedMigrations(database)).toEqual(expected);
    } finally {
      await database.close();
    }
    expect(existsSync(join(dataDir, 'pglite.from-snapshot'))).toBe(false);
  });
});
