/**
 * npm run loadtest: starts the built server on a free loopback port, signs up a user with an
 * organisation in its free trial through the real API, and measures reconcile, stats and static
 * pages. Bounded: each target runs --duration seconds after --warmup seconds.
 *
 *   npm run loadtest                                  closed loop (autocannon, 10 connections)
 *   npm run loadtest -- --rate 200 --duration 20      constant rate, latency from each scheduled send
 *   DATABASE_URL=postgres://... npm run loadtest      on PostgreSQL (default: embedded, fresh folder)
 *   npm run loadtest -- --db both --dir ../before --dir .   several checkouts and databases, one run
 *
 * Options: --targets reconcile,stats,static  --connections 10  --recreate-db (drop and create the
 * DATABASE_URL database before each server start)  --json (one JSON line per figure)
 * --node-arg <arg> (repeatable; to node before the server's script, e.g. --node-arg=--cpu-prof).
 *
 * Each line also gives the CPU per answered request, in ms (cpu-usage.ts): the server's event
 * loop, its busiest other thread (the engine worker), all its threads, the PostgreSQL backends and
 * this generator. Unlike latency, these hardly move with the rest of the machine's load.
 */
import { loadavg } from 'node:os';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { signUpWithTrial } from './account';
import { closedLoop } from './closed-loop';
import { recreateDatabase } from './database';
import { startCpuMeter, type CpuPerRequest } from './cpu-usage';
import { constantRate, type LatencySummary } from './open-loop';
import { ensureBuilt, startServer } from './server';
import { buildTargets, TARGET_NAMES, type Target, type TargetName } from './targets';

const { values } = parseArgs({
  options: {
    rate: { type: 'string' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    targets: { type: 'string', default: TARGET_NAMES.join(',') },
    db: { type: 'string' },
    dir: { type: 'string', multiple: true },
    'recreate-db': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    'node-arg': { type: 'string', multiple: true },
  },
});

function positive(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
}

const rate = values.rate === undefined ? undefined : positive('rate', values.rate);
const durationS = positive('duration', values.duration);
const warmupS = Number(values.warmup) || 0;
const connections = positive('connections', values.connections);
const targetNames = values.targets.split(',').map((t) => t.trim()) as TargetName[];
for (const t of targetNames)
  if (!TARGET_NAMES.includes(t))
    throw new Error(`unknown target ${t} (${TARGET_NAMES.join(', ')})`);
const databaseUrl = process.env.DATABASE_URL;
const dbChoice = values.db ?? (databaseUrl ? 'postgres' : 'embedded');
const databases = dbChoice === 'both' ? ['postgres', 'embedded'] : [dbChoice];
for (const db of databases) {
  if (db !== 'postgres' && db !== 'embedded') throw new Error('--db is postgres, embedded or both');
  if (db === 'postgres' && !databaseUrl) throw new Error('--db postgres needs DATABASE_URL');
}
const dirs = (values.dir ?? ['.']).map((d) => resolve(d));

const mode = rate ? `${rate}/s constant` : `closed ${connections} conn`;
const ms = (n: number) => ` ${Number.isFinite(n) ? n.toFixed(n < 1000 ? 1 : 0) : '-'}`.padStart(8);

function measure(url: string, target: Target, seconds: number): Promise<LatencySummary> {
  return rate
    ? constantRate(url, target, rate, seconds)
    : closedLoop(url, target, connections, seconds);
}

/**
 * Waits until the server answers /api/health quickly again: an overloaded run leaves requests the
 * client gave up on still queued in the server, which would slow the next target's figures.
 */
async function settle(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const t0 = performance.now();
    try {
      await (await fetch(`${url}/api/health`)).text();
    } catch {
      /* still busy */
    }
    if (performance.now() - t0 < 20) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

function print(
  label: string,
  db: string,
  target: string,
  r: LatencySummary,
  cpu: CpuPerRequest,
  load: number,
) {
  if (values.json) {
    console.log(
      JSON.stringify({
        checkout: label,
        db,
        mode,
        target,
        ...r,
        cpuMsPerRequest: cpu,
        loadavg1: load,
      }),
    );
    return;
  }
  const cpuMs = (n: number) => ` ${Number.isFinite(n) ? n.toFixed(2) : '-'}`.padStart(8);
  console.log(
    `${label.padEnd(14)} ${db.padEnd(9)} ${mode.padEnd(17)} ${target.padEnd(15)}` +
      `${r.rps.toFixed(0).padStart(7)}${ms(r.p50)}${ms(r.p90)}${ms(r.p99)}${ms(r.max)}` +
      `${String(r.failed).padStart(7)}${load.toFixed(2).padStart(7)}${''.padStart(18)}` +
      `${cpuMs(cpu.serverMain)}${cpuMs(cpu.serverBusiestThread)}${cpuMs(cpu.serverTotal)}` +
      `${cpuMs(cpu.postgres)}${cpuMs(cpu.generator)}` +
      (r.failures && r.failed > 0 ? `  failed by status ${JSON.stringify(r.failures)}` : ''),
  );
}

if (!values.json)
  console.log(
    `${'checkout'.padEnd(14)} ${'database'.padEnd(9)} ${'mode'.padEnd(17)} ${'target'.padEnd(15)}` +
      `${'req/s'.padStart(7)}${'p50 ms'.padStart(8)}${'p90 ms'.padStart(8)}${'p99 ms'.padStart(8)}` +
      `${'max ms'.padStart(8)}${'failed'.padStart(7)}${'load1'.padStart(7)}` +
      ` | CPU ms/request:${['main', 'thread', 'server', 'pg', 'loadgen'].map((h) => h.padStart(8)).join('')}`,
  );

for (const dir of dirs) ensureBuilt(dir);
for (const db of databases) {
  for (const dir of dirs) {
    const label = dir === process.cwd() ? 'this checkout' : basename(dir);
    const url = db === 'postgres' ? databaseUrl : undefined;
    if (url && values['recreate-db']) await recreateDatabase(url);
    const server = await startServer(dir, url, values['node-arg'] ?? []);
    try {
      const cookie = await signUpWithTrial(server.url, server.appUrl);
      const targets = await buildTargets(targetNames, server.url, server.appUrl, cookie);
      for (const target of targets) {
        await settle(server.url);
        if (warmupS > 0) await measure(server.url, target, warmupS);
        const load = loadavg()[0]!;
        const meter = await startCpuMeter(server.pid, url);
        const result = await measure(server.url, target, durationS);
        const cpu = await meter.stop(result.ok);
        print(label, db, target.name, result, cpu, load);
      }
    } finally {
      await server.stop();
    }
  }
}
