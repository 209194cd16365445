import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Starts the real server entry point as a separate process, as `npm start` does (from source via tsx).
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const running: Array<ReturnType<typeof spawn>> = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(tsx, ['src/server/index.ts'], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = async (port: number) => {
    for (let i = 0; i < 150; i++) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server did not start:\n${output}`);
  };
  return { child, exited, ready, output: () => output };
}

afterAll(() => {
  for (const c of running) c.kill('SIGTERM');
});

describe('server start-up', () => {
  it('creates and migrates the data folder, and a second process on it refuses to start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'medrecon-start-'));
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port) });
    await first.ready(port);
    const stats = await (await fetch(`http://127.0.0.1:${port}/api/stats`)).json();
    expect(stats).toEqual({ lists_generated: 0, hospitals: 0, hours_saved: 0 });

    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another MedRecon process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 60_000);

  it('stops with a message naming a bad variable', async () => {
    const bad = start({ PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'medrecon-start-')) });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT');
  }, 30_000);

  it('refuses production without its secrets', async () => {
    const prod = start({
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'medrecon-start-')),
    });
    expect(await prod.exited).toBe(1);
    expect(prod.output()).toContain('AUTH_SECRET: required when NODE_ENV=production');
  }, 30_000);
});
