import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite database that test databases start from. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup: migrates one in-memory PGlite database and dumps it once per run. Each
 * test database then loads the dump (tests/helpers/test-database.ts) instead of running initdb
 * and every migration again: about 3.5 s of CPU saved per database on a 2-core CI machine.
 */
export async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'medrecon-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  // drizzle keeps the PGlite client it wraps; openDatabase does not hand it out otherwise.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
