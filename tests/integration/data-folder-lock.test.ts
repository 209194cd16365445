import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from '../../src/server/db/lock';

const tempDir = () => mkdtempSync(join(tmpdir(), 'medrecon-lock-'));

/** A process of our own, and a way to stop it without anyone reaping it at once. */
function sleeper(): Promise<{ pid: number; stop(): void }> {
  // sh starts a background sleep, prints its pid and becomes a sleep itself, which never waits for
  // children: once killed, the background one stays a zombie, as a killed server does until its
  // parent reaps it.
  const parent = spawn('sh', ['-c', 'sleep 600 & echo $!; exec sleep 600'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve) =>
    parent.stdout.once('data', (d: Buffer) =>
      resolve({ pid: Number(d.toString().trim()), stop: () => parent.kill('SIGKILL') }),
    ),
  );
}

/**
 * A restart within a second of `kill -9` was refused: the lock saw the dead (not yet reaped)
 * process as alive (issue 12). The lock now checks the process's state and start time.
 */
describe('the data folder lock', () => {
  it('is taken over at once from a server killed with -9 (a zombie not yet reaped)', async () => {
    const dir = tempDir();
    const victim = await sleeper();
    try {
      process.kill(victim.pid, 'SIGKILL');
      await new Promise((r) => setTimeout(r, 100));
      writeFileSync(join(dir, LOCK_FILE), String(victim.pid));
      acquireDataDirLock(dir)();
    } finally {
      victim.stop();
    }
  });

  it('is taken over when its pid now belongs to another process (pid reuse)', async () => {
    const dir = tempDir();
    const other = await sleeper();
    try {
      writeFileSync(join(dir, LOCK_FILE), `${other.pid} 12345`);
      acquireDataDirLock(dir)();
    } finally {
      process.kill(other.pid, 'SIGKILL');
      other.stop();
    }
  });

  it('records pid and start time, and refuses a second server with a clear message', async () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`));
    release();
    const holder = await sleeper();
    try {
      const [, ticks] = readFileSync(`/proc/${holder.pid}/stat`, 'utf8')
        .split(') ')[1]!
        .split(' ')
        .reduce<[number, string]>((acc, f, i) => (i === 19 ? [i, f] : acc), [0, '']);
      writeFileSync(join(dir, LOCK_FILE), `${holder.pid} ${ticks}`);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(
        `The data folder ${dir} is in use by another MedRecon process (pid ${holder.pid}).`,
      );
    } finally {
      process.kill(holder.pid, 'SIGKILL');
      holder.stop();
    }
  });
});
