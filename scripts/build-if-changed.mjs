// `npm start` runs this first: it builds only when what the build reads (sources, public files,
// build configuration, lockfile) changed since the last successful build, so a restart costs what
// the server's own start-up costs instead of a full Vite + esbuild run.
// The stamp (a hash of every input's path and content) is written to dist/ after the build
// succeeds; a failed or interrupted build leaves no stamp, so the next start builds again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the build reads. Folders are walked; a missing entry simply counts as absent. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'scripts/build-server.mjs',
  'scripts/build-db-snapshot.mjs',
  // The migrated database snapshot the build makes from them (a fresh data folder starts from it).
  'drizzle',
  'scripts/compress-assets.mjs',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Outputs the server needs; if any is missing the stamp is not trusted. */
export const BUILD_OUTPUTS = ['dist/server/index.js', 'dist/client/index.html'];

export const STAMP_FILE = 'dist/.build-stamp';

function inputFiles(root) {
  const files = [];
  for (const entry of BUILD_INPUTS) {
    const path = join(root, entry);
    if (!existsSync(path)) continue;
    if (!statSync(path).isDirectory()) {
      files.push(entry);
      continue;
    }
    for (const d of readdirSync(path, { withFileTypes: true, recursive: true })) {
      if (d.isFile()) files.push(relative(root, join(d.parentPath, d.name)));
    }
  }
  // Sorted with '/' separators so the stamp is the same whatever order the disk lists files in.
  return files.map((f) => f.split(sep).join('/')).sort();
}

/** A hash of every build input's path and content. */
export function sourceStamp(root) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** True when the last successful build was made from exactly these inputs and its output is there. */
export function isBuildCurrent(root, stamp = sourceStamp(root)) {
  const stampPath = join(root, STAMP_FILE);
  if (!existsSync(stampPath)) return false;
  if (!BUILD_OUTPUTS.every((f) => existsSync(join(root, f)))) return false;
  return readFileSync(stampPath, 'utf8').trim() === stamp;
}

/** Builds with `npm run build` unless the build is current; returns whether it built. */
export function buildIfChanged(root = process.cwd()) {
  const stamp = sourceStamp(root);
  if (isBuildCurrent(root, stamp)) {
    console.log('MedRecon: the build is up to date (dist/.build-stamp); starting.');
    return false;
  }
  console.log('MedRecon: sources changed since the last build (or no build yet): building.');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The hash of the inputs as they were before the build: an edit made during it builds next time.
  writeFileSync(join(root, STAMP_FILE), `${stamp}\n`);
  return true;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
// `npm ci` runs it too (the prepare script), so a fresh clone's first `npm start` only starts the
// server. An install without the sources (a Docker layer that copies only package*.json) skips it.
if (isMain && process.argv.includes('--if-sources') && !existsSync('vite.config.ts'))
  console.log('MedRecon: no sources here yet; the build waits for `npm start` or `npm run build`.');
else if (isMain) buildIfChanged();
