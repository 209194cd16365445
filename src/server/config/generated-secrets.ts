import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { appSecrets } from '../db/schema';
import { loadOrCreateLocalSecrets } from './local-secrets';

/**
 * A secret MedRecon makes itself when none is configured, shared through the database so every
 * instance on it uses the same one. Instances starting together race to insert; the first insert
 * wins and everyone (the winner included) reads the stored value back.
 */
export async function loadOrCreateSharedSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`the ${name} secret could not be stored in the database`);
  return row.value;
}

/**
 * The auth secret: AUTH_SECRET when set (production must set it). Otherwise one generated once:
 * on PostgreSQL in the app_secrets table, shared by every instance; on the embedded database in the
 * data folder (secrets.json), beside the database files it protects, since only one process can
 * use that folder anyway. Call after migrating (the table must exist).
 */
export async function resolveAuthSecret(
  configured: string | undefined,
  database: Pick<Database, 'db' | 'kind'>,
  dataDir: string,
): Promise<{ secret: string; source: 'environment' | 'database' | 'data folder' }> {
  if (configured) return { secret: configured, source: 'environment' };
  if (database.kind === 'postgres') {
    return {
      secret: await loadOrCreateSharedSecret(database.db, 'auth_secret'),
      source: 'database',
    };
  }
  return { secret: loadOrCreateLocalSecrets(dataDir).authSecret, source: 'data folder' };
}
