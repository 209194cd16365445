import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, users } from '../../src/server/db/schema';
import { AUTH_MESSAGES } from '../../src/shared/auth';
import { PROFILE_MESSAGES } from '../../src/shared/profile';
import { adminWorld, sendAs } from '../helpers/admin-world';
import { latestMailTo, mailTo, tokenIn } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { cookieFrom, createTestUser, nextTestIp } from '../helpers/users';

/** Each from its own address: better-auth limits /delete-user per client IP. */
const deleteAs = (t: TestApp, cookie: string, json?: unknown) =>
  t.request('/api/auth/delete-user', {
    method: 'POST',
    headers: { cookie, 'x-forwarded-for': nextTestIp() },
    json,
  });
const error = async (res: Response) => ((await res.json()) as { error: string }).error;

describe.each(TEST_DATABASES)(
  'profile: name, e-mail address and account deletion on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(async () => {
      await t.close();
    });

    it('changes the e-mail address only when the link sent to the new address is opened', async () => {
      const user = await createTestUser(t);
      const newEmail = `moved-${user.id.slice(0, 6).toLowerCase()}@example.org`;
      expect((await sendAs(t, '', 'POST', '/api/auth/change-email', { newEmail })).status).toBe(
        401,
      );
      const bad = await sendAs(t, user.cookie, 'POST', '/api/auth/change-email', { newEmail: 'x' });
      expect(bad.status).toBe(400);
      expect(await error(bad)).toBe(AUTH_MESSAGES.invalidEmail);
      const asked = await sendAs(t, user.cookie, 'POST', '/api/auth/change-email', { newEmail });
      expect(asked.status).toBe(200);
      // Nothing changes until the new address confirms, and nothing is sent to the old one.
      const [before] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
      expect(before?.email).toBe(user.email.toLowerCase());
      expect(await mailTo(t, user.email, /new MedRecon email/)).toEqual([]);
      const mail = await latestMailTo(t, newEmail, /Confirm your new MedRecon email address/);
      const token = tokenIn(mail, '/settings/confirm-email');

      const wrong = await sendAs(t, user.cookie, 'POST', '/api/account/change-email/confirm', {
        token: 'not-a-token',
      });
      expect(wrong.status).toBe(400);
      const ok = await sendAs(t, user.cookie, 'POST', '/api/account/change-email/confirm', {
        token,
      });
      expect(ok.status, await ok.clone().text()).toBe(200);
      expect(await ok.json()).toEqual({ email: newEmail });
      const [after] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
      expect(after).toMatchObject({ email: newEmail, emailVerified: true });
      const signIn = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'x-forwarded-for': '10.99.0.1' },
        json: { email: newEmail, password: user.password },
      });
      expect(signIn.status).toBe(200);
    });

    it('deletes an account with the password or an e-mailed code, never with neither', async () => {
      const user = await createTestUser(t);
      const none = await deleteAs(t, user.cookie, {});
      expect(none.status).toBe(400);
      expect(await error(none)).toBe(PROFILE_MESSAGES.passwordOrCodeRequired);
      expect((await deleteAs(t, user.cookie)).status).toBe(400);
      const wrong = await deleteAs(t, user.cookie, {
        password: 'not-my-password',
      });
      expect(wrong.status).toBe(400);
      const ok = await deleteAs(t, user.cookie, {
        password: user.password,
      });
      expect(ok.status, await ok.clone().text()).toBe(200);
      expect(await t.deps.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
      expect((await sendAs(t, user.cookie, 'GET', '/api/me')).status).toBe(401);

      const other = await createTestUser(t);
      expect((await sendAs(t, '', 'POST', '/api/account/delete-code')).status).toBe(401);
      expect((await sendAs(t, other.cookie, 'POST', '/api/account/delete-code')).status).toBe(200);
      const mail = await latestMailTo(t, other.email, /deletion code/);
      const code = mail.text.match(/\b[A-Z2-9]{8}\b/)?.[0];
      expect(code).toBeDefined();
      const badCode = await deleteAs(t, other.cookie, {
        token: 'ZZZZZZZZ',
      });
      expect(badCode.status).toBe(404);
      const del = await deleteAs(t, other.cookie, { token: code });
      expect(del.status, await del.clone().text()).toBe(200);
      expect(cookieFrom(del)).toContain('session_token=');
      expect(await t.deps.db.select().from(users).where(eq(users.id, other.id))).toEqual([]);
    });

    it("refuses to delete an organisation's last admin until they hand over", async () => {
      const w = await adminWorld(t);
      const refused = await deleteAs(t, w.cookies.admin, {
        password: w.a.admin.password,
      });
      expect(refused.status).toBe(400);
      expect(await error(refused)).toBe(PROFILE_MESSAGES.lastAdmin(w.a.organisation.name));
      await sendAs(t, w.cookies.admin, 'PATCH', `/api/organisation/members/${w.member.id}`, {
        role: 'admin',
      });
      const ok = await deleteAs(t, w.cookies.admin, {
        password: w.a.admin.password,
      });
      expect(ok.status).toBe(200);
      const log = await t.deps.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.organisationId, w.a.organisation.id));
      const deleted = log.find((l) => l.action === 'account_deleted');
      // The act stays readable after the account has gone.
      expect(deleted).toMatchObject({ actorUserId: null, actorEmail: w.a.admin.email });
    });
  },
);
