import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { packageRoot } from '../config/paths';

/**
 * The build's migrated embedded database (scripts/build-db-snapshot.mjs). Starting a fresh data
 * folder from it skips PostgreSQL's initdb and every migration: about 3 s of CPU of a first start
 * on a 2-core machine.
 */
export const defaultSnapshotFile = () => join(packageRoot(), 'dist/server/pglite-snapshot.tar.gz');

const BLOCK = 512;

/** A NUL-terminated ASCII field of a tar header. */
const field = (header: Buffer, start: number, length: number) => {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
};

/**
 * Writes the files of a ustar archive (PGlite's dumpDataDir: plain files and folders only) under
 * `dir`. Node's own file writes: several times cheaper than PGlite loading the same archive
 * through its emulated file system (loadDataDir).
 */
function untar(archive: Buffer, dir: string) {
  for (let at = 0; at + BLOCK <= archive.length; ) {
    const header = archive.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break; // the end-of-archive blocks
    const prefix = field(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const path = normalize(join(dir, name));
    if (path !== dir && !path.startsWith(dir + sep))
      throw new Error(`database snapshot: entry outside the folder: ${name}`);
    at += BLOCK;
    if (type === '5') mkdirSync(path, { recursive: true, mode: 0o700 });
    else if (type === '0' || type === '\0') {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      writeFileSync(path, archive.subarray(at, at + size), { mode: 0o600 });
    } else throw new Error(`database snapshot: unsupported entry type ${type} (${name})`);
    at += Math.ceil(size / BLOCK) * BLOCK;
  }
}

/**
 * Fills `pgdataDir` from the snapshot when the folder is empty or missing, and there is a snapshot (none when run from source without a build: then
 * PGlite runs initdb as before). Returns whether it did. The files are written beside the folder
 * and renamed into place, so an interrupted start leaves no half database behind.
 * The caller migrates afterwards either way: an old snapshot costs the missing migrations, never
 * skips them.
 */
export function fillFromSnapshot(
  pgdataDir: string,
  snapshotFile: string | false = defaultSnapshotFile(),
): boolean {
  if (!snapshotFile || !existsSync(snapshotFile)) return false;
  // Anything already in the folder (a database, or what is left of one) is PGlite's to judge.
  if (existsSync(pgdataDir) && readdirSync(pgdataDir).length > 0) return false;
  const staging = `${pgdataDir}.from-snapshot`;
  rmSync(staging, { recursive: true, force: true });
  const bytes = readFileSync(snapshotFile);
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b; // the build's is; a plain dump works too
  untar(gzipped ? gunzipSync(bytes) : bytes, staging);
  rmSync(pgdataDir, { recursive: true, force: true }); // empty, if there at all
  renameSync(staging, pgdataDir);
  return true;
}
