import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Local mode needs no configuration, yet sessions must survive a restart: so the first run makes
 * random secrets and keeps them in the data folder (mode 0600). Production must set its own.
 */
export interface LocalSecrets {
  authSecret: string;
}

export function loadOrCreateLocalSecrets(dataDir: string): LocalSecrets {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>;
    if (typeof parsed.authSecret === 'string' && parsed.authSecret.length >= 32) {
      return { authSecret: parsed.authSecret };
    }
  }
  const secrets: LocalSecrets = { authSecret: randomBytes(48).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
