import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  /** The address browsers would use: APP_URL, which better-auth checks Origin against. */
  appUrl: string;
  /** Milliseconds from spawning `node dist/server/index.js` to the first 200 from /api/health. */
  startMs: number;
  /** The server process, whose CPU the load test counts (cpu-usage.ts). */
  pid: number;
  stop(): Promise<void>;
}

/** A port nobody listens on now, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Builds the checkout in `dir` if its sources changed (as `npm start` does). */
export function ensureBuilt(dir: string): void {
  const stampScript = join(dir, 'scripts/build-if-changed.mjs');
  // A checkout from before the build stamp: built once, then measured as it is.
  const run = existsSync(stampScript)
    ? spawnSync(process.execPath, [stampScript], {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    : existsSync(join(dir, 'dist/server/index.js'))
      ? { status: 0 }
      : spawnSync('npm', ['run', 'build', '--silent'], { cwd: dir, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`the build in ${dir} failed`);
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the server did not answer /api/health in 2 minutes:\n${output()}`);
}

/**
 * Starts the built server of the checkout in `dir` on a free loopback port: on PostgreSQL when
 * databaseUrl is given, else on the embedded database in a fresh data folder (removed on stop).
 * nodeArgs go to node before the script (`--cpu-prof`, `--cpu-prof-dir=…` to profile the server).
 */
export async function startServer(
  dir: string,
  databaseUrl?: string,
  nodeArgs: readonly string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'medrecon-loadtest-'));
  const appUrl = `http://localhost:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/index.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: appUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  child.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  const startMs = performance.now() - started;
  return {
    url,
    appUrl,
    startMs,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
