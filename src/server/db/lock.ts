import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { isRunning, ownStartTicks } from './process-identity';

export class DataDirLockedError extends Error {}

export const LOCK_FILE = 'medrecon.lock';

/** The lock's owner: "pid start-ticks" (older lock files hold the pid alone). */
function readOwner(file: string): { pid: number; startTicks: string | null } {
  const [pid, startTicks] = readFileSync(file, 'utf8').trim().split(/\s+/);
  return { pid: Number.parseInt(pid ?? '', 10), startTicks: startTicks ?? null };
}

/** Whether a live process holds the data folder's lock (the operator CLI's backup checks it). */
export function dataDirLockHolder(dataDir: string): number | null {
  try {
    const { pid, startTicks } = readOwner(join(dataDir, LOCK_FILE));
    return Number.isInteger(pid) && pid > 0 && isRunning(pid, startTicks) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite is single-process: two servers on one data folder would corrupt it. The lock file holds
 * the owner's pid and start time; a lock whose process has died (or whose pid now belongs to
 * another process) is taken over at once, so a restart right after a crash or `kill -9` works.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  const ticks = ownStartTicks();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, ticks ? `${process.pid} ${ticks}` : String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const { pid, startTicks } = readOwner(file);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid, startTicks)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another MedRecon process (pid ${pid}). ` +
            'Stop that process first, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
        );
      }
      rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
