import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU time per request, by who spent it: the server's event loop, its other threads (engine
 * workers, V8's garbage collector, libuv), the PostgreSQL backends serving it, and this load
 * generator. On a shared 2-core machine latency moves with everyone else's load, but the CPU a
 * request costs does not, so a change is judged by these figures (Linux /proc only; elsewhere
 * the figures are left out).
 */

/** Linux reports utime and stime in clock ticks; 100 per second on every common kernel. */
const TICK_MS = 10;

/** User + system CPU of a process or thread in ms (fields 14 and 15 of /proc/…/stat). */
function statCpuMs(path: string): number | undefined {
  try {
    const stat = readFileSync(path, 'utf8');
    // The command name (field 2) may hold spaces; the fields after it are counted from its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

function threadsCpuMs(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    const ms = statCpuMs(`/proc/${pid}/task/${tid}/stat`);
    if (ms !== undefined) out.set(Number(tid), ms);
  }
  return out;
}

async function backendPids(databaseUrl: string | undefined): Promise<number[]> {
  if (!databaseUrl) return [];
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

export interface CpuPerRequest {
  /** The server's main thread (event loop: HTTP, auth, database client, JSON). */
  serverMain: number;
  /** The busiest other server thread: the engine worker when there is one. */
  serverBusiestThread: number;
  /** Every server thread together (engine workers, GC and libuv threads included). */
  serverTotal: number;
  /** The PostgreSQL backends connected to the server's database (0 on the embedded one). */
  postgres: number;
  /** This load generator. */
  generator: number;
  /** Every server thread that ran, busiest first (`main` is the event loop), for --json. */
  threads: Array<{ tid: number; main: boolean; ms: number }>;
}

interface Snapshot {
  threads: Map<number, number>;
  backends: Map<number, number>;
  generator: NodeJS.CpuUsage;
}

export interface CpuMeter {
  /** CPU ms per answered request since start(), by who spent it. */
  stop(answered: number): Promise<CpuPerRequest>;
}

/** Starts counting the CPU of the server process `pid` and of its database's backends. */
export async function startCpuMeter(pid: number, databaseUrl?: string): Promise<CpuMeter> {
  const snap = async (): Promise<Snapshot> => {
    const backends = new Map<number, number>();
    for (const b of await backendPids(databaseUrl)) {
      const ms = statCpuMs(`/proc/${b}/stat`);
      if (ms !== undefined) backends.set(b, ms);
    }
    return { threads: threadsCpuMs(pid), backends, generator: process.cpuUsage() };
  };
  const before = await snap();
  return {
    stop: async (answered) => {
      const generator = process.cpuUsage(before.generator);
      const after = await snap();
      const delta = (a: Map<number, number>, b: Map<number, number>) =>
        [...a].map(([id, ms]) => ({ id, ms: ms - (b.get(id) ?? 0) }));
      const threads = delta(after.threads, before.threads);
      const per = (ms: number) => (answered > 0 ? ms / answered : NaN);
      const others = threads.filter((t) => t.id !== pid).map((t) => t.ms);
      return {
        serverMain: per(threads.find((t) => t.id === pid)?.ms ?? 0),
        serverBusiestThread: per(Math.max(0, ...others)),
        serverTotal: per(threads.reduce((s, t) => s + t.ms, 0)),
        postgres: per(delta(after.backends, before.backends).reduce((s, b) => s + b.ms, 0)),
        generator: per((generator.user + generator.system) / 1000),
        threads: threads
          .filter((t) => t.ms > 0)
          .sort((a, b) => b.ms - a.ms)
          .map((t) => ({ tid: t.id, main: t.id === pid, ms: per(t.ms) })),
      };
    },
  };
}
