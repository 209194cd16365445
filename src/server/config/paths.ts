import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root, found by walking up from this module. The server runs both from source
 * (tsx, src/server/...) and bundled (dist/server/index.js), so fixed relative paths would differ.
 */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'drizzle'))) return dir;
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}

export const migrationsDir = () => join(packageRoot(), 'drizzle');
export const clientDistDir = () => join(packageRoot(), 'dist', 'client');
export const resolveFromCwd = (p: string) => resolve(process.cwd(), p);
