/**
 * With REDIS_URL set, better-auth keeps sessions (read first from Redis) and its rate-limit counters
 * in Redis, shared by every instance; PostgreSQL stays the record of sessions, so emptying Redis
 * signs nobody out. Two apps here stand for two instances: one database, one Redis, two clients.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis, type RedisStore } from '../../src/server/db/redis';
import { rateLimits, sessions } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, nextTestIp } from '../helpers/users';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl)
  console.info('Redis secondary-storage tests skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379');

const ORIGIN = 'http://localhost:3000';
const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe.skipIf(!redisUrl)(`better-auth secondary storage in Redis (on ${kind})`, () => {
  // A key prefix of this run's own, removed afterwards: the Redis may be shared.
  const prefix = `medrecon-test-${randomBytes(6).toString('hex')}:`;
  const admin = new Redis(redisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  const stores: RedisStore[] = [];
  let a: TestApp;
  let b: TestApp;

  const keys = () => admin.keys(`${prefix}*`);
  const me = (t: TestApp, cookie: string) => t.request('/api/me', { headers: { cookie } });

  beforeAll(async () => {
    await admin.connect();
    stores.push(await openRedis(redisUrl!, prefix), await openRedis(redisUrl!, prefix));
    a = await createTestApp(kind, {}, { secondaryStorage: stores[0]!.storage });
    b = await createTestApp(
      kind,
      {},
      { database: a.database, secondaryStorage: stores[1]!.storage },
    );
  });
  afterAll(async () => {
    const left = await keys();
    if (left.length > 0) await admin.del(...left);
    await admin.quit();
    await Promise.all(stores.map((s) => s.close()));
    await b?.close();
    await a?.close();
  });

  it('shares sessions through Redis, keeps them in the database too, and revokes them everywhere', async () => {
    const user = await createTestUser(a);
    expect((await me(b, user.cookie)).status).toBe(200);
    const cached = await keys();
    expect(cached.some((k) => k.startsWith(`${prefix}active-sessions-${user.id}`))).toBe(true);

    // Read from Redis first: the other instance accepts it while the database row is away...
    const [row] = await a.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row).toBeDefined();
    await a.deps.db.delete(sessions).where(eq(sessions.id, row!.id));
    expect((await me(b, user.cookie)).status).toBe(200);
    await a.deps.db.insert(sessions).values(row!);

    // ...and with Redis emptied (a restart without persistence) the database still has it.
    await admin.del(...(await keys()));
    expect((await me(b, user.cookie)).status).toBe(200);

    const out = await a.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: user.cookie, origin: ORIGIN },
    });
    expect(out.status).toBe(200);
    expect((await me(b, user.cookie)).status).toBe(401);
  });

  it('counts sign-in attempts in Redis across instances', async () => {
    const ip = nextTestIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await (i % 2 === 0 ? a : b).request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'x-forwarded-for': ip, origin: ORIGIN },
        // A different unknown address each time: only the per-address limit can stop these.
        json: { email: `nobody-${i}-${randomBytes(3).toString('hex')}@example.org`, password: 'x' },
      });
      statuses.push(res.status);
    }
    // Ten per minute per address (auth.ts), counted once for both instances.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await admin.get(`${prefix}${ip}|/sign-in/email`)).toBe('12');
    const inDatabase = await a.deps.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `${ip}|/sign-in/email`));
    expect(inDatabase).toEqual([]);
  });
});
