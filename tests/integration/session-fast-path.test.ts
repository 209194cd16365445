import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema';
import { createAuth } from '../../src/server/features/auth/auth';
import type { AuthEmails } from '../../src/server/features/auth/auth-emails';
import { sessionFastPath } from '../../src/server/features/auth/session-fast-path';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { createTestUser, type TestUser } from '../helpers/users';

/**
 * The session read every API request makes in one prepared query (issue 17) confirms only what
 * better-auth would; whatever it cannot confirm goes to better-auth, which refreshes and refuses
 * as before.
 */
describe.each(TEST_DATABASES)('reading the session on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (cookie: string) => t.request('/api/me', { headers: { cookie } });
  const sessionOf = async (u: TestUser) => {
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, u.id));
    return row!;
  };
  const tamper = (cookie: string) =>
    cookie.replace(/(session_token=)([^;]*)/, (_m, name: string, value: string) => {
      const decoded = decodeURIComponent(value);
      const dot = decoded.lastIndexOf('.');
      const token = decoded.slice(0, dot);
      // The same signature on another token of the same length: both must be refused.
      const other = token.slice(0, -1) + (token.endsWith('a') ? 'b' : 'a');
      return name + encodeURIComponent(`${other}${decoded.slice(dot)}`);
    });

  it('answers a current session with its user and organisation access', async () => {
    const u = await createTestUser(t);
    const res = await me(u.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { id: u.id, email: u.email } });
  });

  it('confirms a current session itself, in one query, and leaves the rest to better-auth', async () => {
    // The same configuration the server runs (a second instance of it: no mail is sent here).
    const fastPath = sessionFastPath(createAuth(t.deps, {} as AuthEmails), t.deps.db);
    const u = await createTestUser(t);
    const fast = await fastPath(new Headers({ cookie: u.cookie }));
    expect(fast?.user).toMatchObject({ id: u.id, email: u.email, emailVerified: true });
    expect(fast?.sessionId).toBe((await sessionOf(u)).id);
    expect(fast?.access.isSuperuser).toBe(false);
    expect(await fastPath(new Headers({ cookie: tamper(u.cookie) }))).toBeUndefined();
    expect(await fastPath(new Headers())).toBeUndefined();
  });

  it('refuses a cookie whose signature does not match its token', async () => {
    const u = await createTestUser(t);
    expect((await me(tamper(u.cookie))).status).toBe(401);
  });

  it('refuses a session deleted from the database (revoked elsewhere) at the next request', async () => {
    const u = await createTestUser(t);
    expect((await me(u.cookie)).status).toBe(200);
    await t.deps.db.delete(sessions).where(eq(sessions.userId, u.id));
    expect((await me(u.cookie)).status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const u = await createTestUser(t);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, u.id));
    expect((await me(u.cookie)).status).toBe(401);
  });

  it('leaves a session due for refresh to better-auth, which moves its expiry forward', async () => {
    const u = await createTestUser(t);
    // Signed in 20 minutes ago: past the 15-minute update age.
    const old = new Date(Date.now() + (12 * 60 - 20) * 60 * 1000);
    await t.deps.db.update(sessions).set({ expiresAt: old }).where(eq(sessions.userId, u.id));
    expect((await me(u.cookie)).status).toBe(200);
    expect((await sessionOf(u)).expiresAt.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });

  it('does not refresh a session that is not yet due', async () => {
    const u = await createTestUser(t);
    const recent = new Date(Date.now() + (12 * 60 - 5) * 60 * 1000);
    await t.deps.db.update(sessions).set({ expiresAt: recent }).where(eq(sessions.userId, u.id));
    expect((await me(u.cookie)).status).toBe(200);
    expect((await sessionOf(u)).expiresAt.getTime()).toBe(recent.getTime());
  });
});
