import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateLocalSecrets } from '../config/local-secrets';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const tempDir = () => mkdtempSync(join(tmpdir(), 'medrecon-lock-'));

describe('data folder lock', () => {
  it('lets one holder in and refuses a second while the first is alive', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    // Pretend another live process (our parent) holds it.
    writeFileSync(join(dir, 'medrecon.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another MedRecon process/);
    release();
    expect(existsSync(join(dir, 'medrecon.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'medrecon.lock'), '999999');
    const release = acquireDataDirLock(dir);
    release();
  });
});

describe('local secrets', () => {
  it('creates a secret once and keeps it across restarts', () => {
    const dir = tempDir();
    const first = loadOrCreateLocalSecrets(dir);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateLocalSecrets(dir)).toEqual(first);
  });
});
