import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOWED_SIGN_IN_MS } from '../../src/server/features/auth/auth-routes';
import { AUTH_MESSAGES } from '../../src/shared/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { cookieFrom, createTestUser, nextTestIp } from '../helpers/users';

const ORIGIN = 'http://localhost:3000';

describe.each(TEST_DATABASES)('sessions and sign-in limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (email: string, password: string, ip = nextTestIp()) =>
    t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'x-forwarded-for': ip, origin: ORIGIN },
      json: { email, password },
    });
  const me = (cookie: string) => t.request('/api/me', { headers: { cookie } });
  const post = (path: string, cookie: string) =>
    t.request(path, { method: 'POST', headers: { cookie, origin: ORIGIN }, json: {} });

  it('signs out this device only', async () => {
    const u = await createTestUser(t);
    const other = cookieFrom(await signIn(u.email, u.password));
    expect((await post('/api/auth/sign-out', u.cookie)).status).toBe(200);
    expect((await me(u.cookie)).status).toBe(401);
    expect((await me(other)).status).toBe(200);
  });

  it('signs out every device', async () => {
    const u = await createTestUser(t);
    const other = cookieFrom(await signIn(u.email, u.password));
    expect((await post('/api/auth/revoke-sessions', u.cookie)).status).toBe(200);
    expect((await me(u.cookie)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
  });

  it('does not let a user make themselves a superuser through their profile', async () => {
    const u = await createTestUser(t);
    await t.request('/api/auth/update-user', {
      method: 'POST',
      headers: { cookie: u.cookie, origin: ORIGIN },
      json: { name: 'Renamed', isSuperuser: true },
    });
    const body = (await (await me(u.cookie)).json()) as { user: { isSuperuser: boolean } };
    expect(body.user.isSuperuser).toBe(false);
  });

  it('limits sign-ins per client address, each address in its own bucket', async () => {
    const u = await createTestUser(t);
    const ip = nextTestIp();
    const statuses: number[] = [];
    // Ten different addresses, so only the per-IP limit can be what stops the eleventh.
    for (let i = 0; i < 10; i++)
      statuses.push((await signIn(`nobody-${i}@example.org`, 'wrong-password', ip)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const limited = await signIn(u.email, u.password, ip);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: string }).error).toBe(AUTH_MESSAGES.tooManyAttempts);
    // The next person, at another address, is not held up by that one.
    const other = await createTestUser(t);
    expect((await signIn(other.email, other.password)).status).toBe(200);
  });

  it('refuses an address after ten failures for an account, only for that account', async () => {
    const u = await createTestUser(t);
    const ip = nextTestIp();
    for (let i = 0; i < 10; i++)
      expect((await signIn(u.email, 'wrong-password', ip)).status).toBe(401);
    const blocked = await signIn(u.email.toUpperCase(), u.password, ip);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: string }).error).toBe(
      AUTH_MESSAGES.accountThrottled,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('never locks the right password out from a new address, however many failures elsewhere', async () => {
    const u = await createTestUser(t);
    for (let i = 0; i < 12; i++) expect((await signIn(u.email, 'wrong-password')).status).toBe(401);
    // Past the account-wide count each try is slowed, not refused.
    const started = performance.now();
    expect((await signIn(u.email, u.password)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOWED_SIGN_IN_MS - 50);
  });
});
