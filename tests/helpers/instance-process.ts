import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** Ports nobody is listening on now (the kernel picks them; held together so they differ). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    servers.map(
      (srv) =>
        new Promise<number>((resolve, reject) => {
          srv.on('error', reject);
          srv.listen(0, '127.0.0.1', () => resolve((srv.address() as { port: number }).port));
        }),
    ),
  );
  await Promise.all(servers.map((srv) => new Promise((r) => srv.close(r))));
  return ports;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything printed so far. */
  output(): string;
  /** The JSON log lines printed so far whose `msg` is `message`. */
  logged(message: string): Array<Record<string, unknown>>;
  /** Waits until /api/health/ready answers 200. */
  ready(timeoutMs?: number): Promise<void>;
  /** Sends SIGKILL unless it has exited (for cleanup). */
  kill(): void;
}

/**
 * Starts the real server entry point as its own process, from source through tsx's loader, with
 * only the environment given (plus PATH): one process, so a signal reaches the server itself.
 */
export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  let done = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      done = true;
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;

  const logged = (message: string) =>
    output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === message);

  const ready = async (timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (done) throw new Error(`server on port ${port} exited:\n${output}`);
      try {
        if ((await fetch(`${url}/api/health/ready`)).ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error(`server on port ${port} was not ready in ${timeoutMs} ms:\n${output}`);
  };

  return {
    child,
    port,
    url,
    exited,
    output: () => output,
    logged,
    ready,
    kill: () => {
      if (!done) child.kill('SIGKILL');
    },
  };
}
