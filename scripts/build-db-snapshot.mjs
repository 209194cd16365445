// Writes dist/server/pglite-snapshot.tar.gz: an embedded database (PGlite) with every committed
// migration applied. A fresh data folder starts from it (src/server/db/pglite-snapshot.ts) instead
// of running PostgreSQL's initdb and each migration, which is most of a first start's seconds.
// The server still runs the migrator after loading it, so a snapshot older than drizzle/ only
// costs the missing migrations, never skips them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** Where the server looks for it, relative to the package root (config/paths.ts). */
export const SNAPSHOT_FILE = 'dist/server/pglite-snapshot.tar.gz';

/** A gzipped PGlite dump (dumpDataDir) of a database migrated from `migrationsFolder`. */
export async function makeDbSnapshot({ migrationsFolder = 'drizzle' } = {}) {
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    // Leaves the cluster as a clean shutdown would, so what loads it has no WAL to replay.
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}

export async function writeDbSnapshot(root = process.cwd()) {
  const file = join(root, SNAPSHOT_FILE);
  const bytes = await makeDbSnapshot({ migrationsFolder: join(root, 'drizzle') });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return { file, bytes: bytes.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { bytes } = await writeDbSnapshot();
  console.log(`database snapshot: ${SNAPSHOT_FILE} (${Math.round(bytes / 1024)} KB)`);
}
