/**
 * npm run bench:start-times: how long until /api/health answers, for each checkout given with --dir
 * (default this one), on the embedded database:
 *   server   `node dist/server/index.js` on a fresh data folder (migrations included);
 *   restart  `npm start` again on that folder with the sources unchanged;
 *   cold     the first `npm start` of a fresh clone after `npm ci`, on a fresh data folder: where
 *            `npm ci` builds (the prepare script), that build is timed on its own; where it does
 *            not (an older checkout), `npm start` builds and the build is inside the figure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, freePort } from './loadtest/server';

const { values } = parseArgs({ options: { dir: { type: 'string', multiple: true } } });
const dirs = (values.dir ?? ['.']).map((d) => resolve(d));

const TICK_MS = 10; // Linux's USER_HZ is 100 on every platform Node runs on

/**
 * CPU time (user + system, every thread, and the children already waited for) of the processes
 * in group `pgid`, from /proc: on a busy shared machine the wall clock says more about the other
 * tenants than about the start-up, CPU time much less. Undefined where there is no /proc.
 */
function groupCpuMs(pgid: number): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      // Fields after the ")" that ends the command name: state is the first (field 3).
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(f[2]) !== pgid) continue; // field 5, pgrp
      ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]); // utime stime cutime cstime
    } catch {
      /* gone meanwhile */
    }
  }
  return ticks * TICK_MS;
}

interface StartTime {
  ms: number;
  cpuMs: number | undefined;
}

/** Runs `command` in dir until /api/health answers; returns how long and how much CPU, then stops it. */
async function timeToHealthy(dir: string, command: string[], dataDir: string): Promise<StartTime> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true, // its own process group: npm and the server it starts stop together
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited in ${dir}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok)
          return { ms: performance.now() - started, cpuMs: groupCpuMs(child.pid!) };
      } catch {
        /* not yet */
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const t = ({ ms, cpuMs }: StartTime) =>
  cpuMs === undefined ? s(ms) : `${s(ms)} (CPU ${s(cpuMs)})`;
for (const dir of dirs) {
  const label = dir === process.cwd() ? 'this checkout' : basename(dir);
  ensureBuilt(dir);
  const dataDir = mkdtempSync(join(tmpdir(), 'medrecon-start-'));
  try {
    const server = await timeToHealthy(dir, ['node', 'dist/server/index.js'], dataDir);
    const restart = await timeToHealthy(dir, ['npm', 'start'], dataDir);
    rmSync(join(dir, 'dist'), { recursive: true, force: true });
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    let installBuild = 'none (npm start builds)';
    if (pkg.scripts.prepare) {
      const t0 = performance.now();
      const run = spawnSync('npm', ['run', '--silent', 'prepare'], { cwd: dir, stdio: 'ignore' });
      if (run.status !== 0) throw new Error(`npm run prepare failed in ${dir}`);
      installBuild = s(performance.now() - t0);
    }
    const coldDir = mkdtempSync(join(tmpdir(), 'medrecon-start-'));
    const cold = await timeToHealthy(dir, ['npm', 'start'], coldDir);
    rmSync(coldDir, { recursive: true, force: true });
    console.log(
      `${label.padEnd(14)} server ${t(server)}  restart (npm start) ${t(restart)}  ` +
        `build in npm ci ${installBuild}  cold (first npm start after npm ci) ${t(cold)}  ` +
        `load1 ${loadavg()[0]!.toFixed(2)}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
