/**
 * Two real server processes started at the same moment on one fresh PostgreSQL database, as two
 * replicas behind a load balancer (issue 16). This test is the load balancer: it picks the instance
 * for each request, and sends a request the stopping instance refused on to the other one.
 */
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../src/server/config/paths';
import { REQUEST } from '../helpers/reconcile-fixtures';
import { freePorts, startServerProcess, type ServerProcess } from '../helpers/instance-process';
import { createEmptyPostgresDatabase } from '../helpers/test-database';
import { cookieFrom, nextTestIp } from '../helpers/users';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  console.info(
    'Two-instance test skipped: it needs PostgreSQL (the embedded database is one process by design). ' +
      'Run it with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test',
  );

/** The public address behind the load balancer: the same for both instances. */
const APP_URL = 'http://localhost:3000';

type Answer = { status: number; body: string } | { error: string };

/** One HTTP request over the given agent; a socket error (refused, reset) is an answer too. */
function send(
  server: ServerProcess,
  method: string,
  path: string,
  opts: { json?: unknown; cookie?: string; agent?: Agent } = {},
): Promise<Answer> {
  const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method,
        agent: opts.agent ?? false,
        headers: {
          origin: APP_URL,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(body);
  });
}

describe.skipIf(!adminUrl)('two instances on one PostgreSQL database', () => {
  let scratch: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let sql: pg.Client;
  let a: ServerProcess;
  let b: ServerProcess;
  const email = `two-instances-${Date.now()}@example.org`;
  const password = 'correct-horse-battery';
  let cookie = '';
  let organisationId = '';

  const fetchOn = (s: ServerProcess, path: string, init: RequestInit & { ip?: string } = {}) =>
    fetch(`${s.url}${path}`, {
      ...init,
      headers: {
        origin: APP_URL,
        'content-type': 'application/json',
        'x-forwarded-for': init.ip ?? nextTestIp(),
        ...(cookie ? { cookie } : {}),
        ...(init.headers as Record<string, string>),
      },
    });

  beforeAll(async () => {
    scratch = await createEmptyPostgresDatabase();
    sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();
    const [portA, portB] = await freePorts(2);
    const env = {
      DATABASE_URL: scratch.url,
      APP_URL,
      TRUSTED_PROXY_HEADER: 'x-forwarded-for',
      SHUTDOWN_TIMEOUT_MS: '20000',
      // A loaded CI machine must not turn a slow reconciliation into a 503 (engine deadline).
      RECONCILE_DEADLINE_MS: '30000',
    };
    // At the same moment, each with its own empty data folder and no AUTH_SECRET: the set-up
    // that crashed one (both migrating) and split sessions (a secret each) before.
    a = startServerProcess(portA!, { ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'mr-a-')) });
    b = startServerProcess(portB!, { ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'mr-b-')) });
    await Promise.all([a.ready(), b.ready()]);
  }, 120_000);

  afterAll(async () => {
    a?.kill();
    b?.kill();
    await Promise.all([a?.exited, b?.exited]);
    await sql?.end();
    await scratch?.drop();
  });

  it('both come up, the database is migrated once, and they share one generated secret', async () => {
    const committed = readMigrationFiles({ migrationsFolder: migrationsDir() }).length;
    const { rows } = await sql.query(
      'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
    );
    expect(rows[0]).toEqual({ n: committed, d: committed });
    const applied = [a, b].map((s) => s.logged('database ready')[0]?.migrationsApplied);
    expect(applied.sort()).toEqual([0, committed]);

    const secrets = await sql.query('select name from app_secrets');
    expect(secrets.rows).toEqual([{ name: 'auth_secret' }]);
    for (const s of [a, b])
      expect(s.output()).toContain('using a generated one kept in the database');
  });

  it('registers on one, confirms and signs in on the other; the session works on both', async () => {
    const signUp = await fetchOn(a, '/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({ name: 'Nurse Two Instances', email, password }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);

    // The outbox is a table: the other instance lists the e-mail the first one sent.
    const mailbox = (await (await fetchOn(b, '/dev/mailbox.json')).json()) as Array<{
      to: string;
      subject: string;
      links: string[];
    }>;
    const confirmation = mailbox.find((m) => m.to === email && /Confirm/.test(m.subject));
    const link = confirmation?.links.find((l) => new URL(l).pathname === '/auth/confirm');
    const token = link && new URL(link).searchParams.get('token');
    expect(token).toBeTruthy();

    // Signed with A's secret, checked by B.
    const confirmed = await fetchOn(b, '/api/account/confirm-email', {
      method: 'POST',
      body: JSON.stringify({ token }),
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    expect(await confirmed.json()).toMatchObject({ status: 'confirmed' });

    const signIn = await fetchOn(b, '/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    cookie = cookieFrom(signIn);

    for (const s of [a, b]) {
      const me = await fetchOn(s, '/api/me');
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ user: { email } });
    }
  });

  it('a trial started on one is seen on the other', async () => {
    const created = await fetchOn(a, '/api/organisations', {
      method: 'POST',
      body: JSON.stringify({ name: `Two Instances Hospital ${Date.now()}`, type: 'hospital' }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    organisationId = ((await created.json()) as { organisation: { id: string } }).organisation.id;
    const trial = await fetchOn(a, '/api/subscriptions/trial', { method: 'POST' });
    expect(trial.status, await trial.clone().text()).toBe(200);

    const status = await fetchOn(b, '/api/subscriptions/status');
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({
      organisation: { id: organisationId, subscriptionStatus: 'trial' },
      subscription: { status: 'trial', planType: 'trial' },
      hasAccess: true,
    });
  });

  it('counts sign-in attempts made on both instances against one limit', async () => {
    const ip = nextTestIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetchOn(i % 2 === 0 ? a : b, '/api/auth/sign-in/email', {
        method: 'POST',
        ip,
        headers: { cookie: '' },
        // A different unknown address each time: only the per-address limit can stop these.
        body: JSON.stringify({ email: `nobody-${i}-${Date.now()}@example.org`, password: 'x' }),
      });
      statuses.push(res.status);
    }
    // Counted per instance, the first refusal would come only after 10 attempts on each (20).
    const first = statuses.indexOf(429);
    expect(first, statuses.join(',')).toBeGreaterThan(0);
    expect(first, statuses.join(',')).toBeLessThanOrEqual(10);
    expect(statuses.slice(0, first).every((s) => s === 401)).toBe(true);
    expect(new Set(statuses.slice(first))).toEqual(new Set([429]));
  });

  it('SIGTERM to one during a burst loses no request it acknowledged', async () => {
    const count = async () =>
      Number(
        (
          await sql.query(
            'select count(*)::int as n from reconciliation_events where organisation_id = $1',
            [organisationId],
          )
        ).rows[0].n,
      );
    const before = await count();

    // A request A has started reading (100-continue: its headers are in) when the signal comes;
    // its body arrives only after A has begun shutting down.
    const body = JSON.stringify(REQUEST);
    const slow = new Promise<Answer>((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port: a.port,
        path: '/api/reconcile',
        method: 'POST',
        agent: false,
        headers: {
          origin: APP_URL,
          cookie,
          expect: '100-continue',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      req.on('continue', () => {
        const waitForShutdown = setInterval(() => {
          if (a.logged('shutting down').length === 0) return;
          clearInterval(waitForShutdown);
          req.end(body);
        }, 20);
      });
    });

    // The burst: all to A over kept-alive connections, as a proxy sends them; SIGTERM after ten
    // answers; whatever A does not accept goes to B.
    const total = 60;
    const agents = { a: new Agent({ keepAlive: true }), b: new Agent({ keepAlive: true }) };
    const answered = { a: 0, b: 0, errors: [] as string[] };
    let next = 0;
    let signalled = false;
    const worker = async () => {
      while (next < total) {
        next += 1;
        const fromA = await send(a, 'POST', '/api/reconcile', {
          json: REQUEST,
          cookie,
          agent: agents.a,
        });
        const answer =
          'error' in fromA
            ? await send(b, 'POST', '/api/reconcile', { json: REQUEST, cookie, agent: agents.b })
            : fromA;
        if ('error' in answer || answer.status !== 200) {
          answered.errors.push(JSON.stringify(answer).slice(0, 200));
          continue;
        }
        answered['error' in fromA ? 'b' : 'a'] += 1;
        if (!signalled && answered.a >= 10) {
          signalled = true;
          a.child.kill('SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const slowAnswer = await slow;
    agents.a.destroy();
    agents.b.destroy();

    expect(answered.errors).toEqual([]);
    expect(answered.a + answered.b).toBe(total);
    expect(answered.b).toBeGreaterThan(0);
    expect(slowAnswer).toMatchObject({ status: 200 });
    expect(await a.exited).toBe(0);
    expect(a.logged('stopped')).toEqual([expect.objectContaining({ forced: false })]);
    // Every answer A or B gave is a reconciliation recorded, and nothing was recorded twice (B, still
    // running, writes its counts a moment after answering).
    await expect.poll(count).toBe(before + total + 1);
    expect((await fetch(`${b.url}/api/health/ready`)).status).toBe(200);
  }, 90_000);
});
