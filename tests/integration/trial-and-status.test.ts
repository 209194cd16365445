import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/server/app-types';
import { organisations, subscriptions } from '../../src/server/db/schema';
import { NO_ACCESS_MESSAGE, requireDashboardAccess } from '../../src/server/domain/access-guard';
import { createAuth } from '../../src/server/features/auth/auth';
import { createAuthEmails } from '../../src/server/features/auth/auth-emails';
import { loadSession } from '../../src/server/features/auth/session-middleware';
import { toErrorResponse } from '../../src/server/http/errors';
import {
  STATUS_MESSAGES,
  TRIAL_MESSAGES as M,
  type SubscriptionStatusResponse,
} from '../../src/shared/subscriptions';
import {
  createAdmin,
  createMember,
  expireTrial,
  getAs,
  postAs,
  setStatus,
} from '../helpers/organisations';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { createTestUser } from '../helpers/users';

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)(
  'the free trial, subscription status and dashboard access on %s',
  (kind) => {
    let t: TestApp;
    /** A route behind the server's dashboard guard, as the reconcile API mounts it. */
    let probe: Hono<AppEnv>;
    const probeAs = (cookie: string) =>
      probe.request('/probe', { headers: cookie ? { cookie } : {} });

    beforeAll(async () => {
      t = await createTestApp(kind);
      const auth = createAuth(t.deps, createAuthEmails(t.deps.mailer, t.deps.env.APP_URL));
      probe = new Hono<AppEnv>();
      probe.onError(toErrorResponse);
      probe.use('*', loadSession(auth, t.deps.db));
      probe.get('/probe', requireDashboardAccess, (c) => c.json({ ok: true }));
    });
    afterAll(async () => {
      await t.close();
    });

    it('starts a 7-day trial for the admin and writes the trial subscription record with it', async () => {
      const { admin, organisation } = await createAdmin(t);
      expect((await probeAs(admin.cookie)).status).toBe(403);
      const before = Date.now();
      const res = await postAs(t, admin.cookie, '/api/subscriptions/trial');
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        organisation: { id: string; subscriptionStatus: string; trialEndDate: string };
      };
      expect(body.organisation).toMatchObject({
        id: organisation.id,
        subscriptionStatus: 'trial',
        role: 'admin',
      });
      const end = new Date(body.organisation.trialEndDate).getTime();
      expect(end).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
      expect(end).toBeLessThanOrEqual(Date.now() + 7 * DAY + 1000);

      const records = await t.deps.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.organisationId, organisation.id));
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        planType: 'trial',
        status: 'trial',
        amount: 0,
        stripeSubscriptionId: null,
        cancelAtPeriodEnd: false,
      });
      expect(records[0]!.endDate?.getTime()).toBe(end);

      const me = (await (await getAs(t, admin.cookie, '/api/me')).json()) as {
        hasDashboardAccess: boolean;
      };
      expect(me.hasDashboardAccess).toBe(true);
      expect((await probeAs(admin.cookie)).status).toBe(200);
    });

    it('refuses a second trial while one runs, and any trial while a subscription is active', async () => {
      const { admin, organisation } = await createAdmin(t, { trial: true });
      const again = await postAs(t, admin.cookie, '/api/subscriptions/trial');
      expect(again.status).toBe(409);
      expect(await errorOf(again)).toBe(M.alreadyTrial);
      await setStatus(t, organisation.id, 'active');
      const active = await postAs(t, admin.cookie, '/api/subscriptions/trial');
      expect(active.status).toBe(409);
      expect(await errorOf(active)).toBe(M.alreadyActive);
    });

    it('lets only the admin start it', async () => {
      const { admin } = await createAdmin(t);
      const member = await createMember(t, admin.cookie);
      const res = await postAs(t, member.cookie, '/api/subscriptions/trial');
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toBe(M.notAdmin);
      const loner = await createTestUser(t);
      const none = await postAs(t, loner.cookie, '/api/subscriptions/trial');
      expect(none.status).toBe(404);
      expect(await errorOf(none)).toBe(M.noOrganisation);
      const anon = await postAs(t, '', '/api/subscriptions/trial');
      expect(anon.status).toBe(401);
      expect(await errorOf(anon)).toBe(M.noUser);
    });

    it('reads a trial past its end as trial_expired and closes the dashboard, in the API too', async () => {
      const { admin, organisation } = await createAdmin(t, { trial: true });
      const member = await createMember(t, admin.cookie);
      expect((await probeAs(member.cookie)).status).toBe(200);
      await expireTrial(t, organisation.id);

      for (const u of [admin, member]) {
        const me = (await (await getAs(t, u.cookie, '/api/me')).json()) as {
          organisation: { subscriptionStatus: string; hasAccess: boolean };
          hasDashboardAccess: boolean;
        };
        expect(me.organisation).toMatchObject({
          subscriptionStatus: 'trial_expired',
          hasAccess: false,
        });
        expect(me.hasDashboardAccess).toBe(false);
        const denied = await probeAs(u.cookie);
        expect(denied.status).toBe(403);
        expect(await errorOf(denied)).toBe(NO_ACCESS_MESSAGE);
      }
      const status = (await (
        await getAs(t, admin.cookie, '/api/subscriptions/status')
      ).json()) as SubscriptionStatusResponse;
      expect(status.organisation.subscriptionStatus).toBe('trial_expired');
      expect(status.hasAccess).toBe(false);
      // One free trial per organisation, ever (issue 13; the spec allowed one after another).
      const again = await postAs(t, admin.cookie, '/api/subscriptions/trial');
      expect(again.status).toBe(409);
      expect(await errorOf(again)).toBe(M.alreadyUsed);
      expect((await probeAs(member.cookie)).status).toBe(403);
    });

    it('keeps the dashboard closed for every status but active and trial, and open for superusers', async () => {
      const { admin, organisation } = await createAdmin(t);
      for (const status of ['none', 'canceled', 'cancelled', 'expired', 'trial_expired']) {
        await setStatus(t, organisation.id, status);
        expect((await probeAs(admin.cookie)).status, status).toBe(403);
      }
      await setStatus(t, organisation.id, 'active');
      expect((await probeAs(admin.cookie)).status).toBe(200);
      const su = await createTestUser(t, { superuser: true });
      expect((await probeAs(su.cookie)).status).toBe(200);
      const anon = await probeAs('');
      expect(anon.status).toBe(401);
      expect(await errorOf(anon)).toBe('No active session');
      const loner = await createTestUser(t);
      expect((await probeAs(loner.cookie)).status).toBe(403);
    });

    it('starts one trial when two admins press the button at once', async () => {
      const { admin, organisation } = await createAdmin(t);
      const results = await Promise.all(
        [1, 2].map(() => postAs(t, admin.cookie, '/api/subscriptions/trial')),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const records = await t.deps.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.organisationId, organisation.id));
      expect(records).toHaveLength(1);
    });

    it('rolls the status back when the subscription record cannot be written', async () => {
      const { admin, organisation } = await createAdmin(t);
      await t.deps.db
        .execute(sql`create or replace function refuse_subscription() returns trigger language plpgsql as $$
      begin raise exception 'subscription refused for test'; end $$`);
      await t.deps.db.execute(
        sql`create trigger refuse_subscription before insert on subscriptions for each row execute function refuse_subscription()`,
      );
      try {
        const res = await postAs(t, admin.cookie, '/api/subscriptions/trial');
        expect(res.status).toBe(500);
        expect(await errorOf(res)).toBe(
          M.failed('the database did not accept the change. Please try again.'),
        );
        const [row] = await t.deps.db
          .select()
          .from(organisations)
          .where(eq(organisations.id, organisation.id));
        expect(row).toMatchObject({ subscriptionStatus: 'none', trialEndDate: null });
      } finally {
        await t.deps.db.execute(sql`drop trigger refuse_subscription on subscriptions`);
      }
    });

    it("answers the status page with the caller's own organisation and newest record only", async () => {
      const { admin, organisation } = await createAdmin(t);
      const empty = (await (
        await getAs(t, admin.cookie, '/api/subscriptions/status')
      ).json()) as SubscriptionStatusResponse;
      expect(empty).toMatchObject({
        organisation: { id: organisation.id, subscriptionStatus: 'none' },
        subscription: null,
        hasAccess: false,
      });

      await postAs(t, admin.cookie, '/api/subscriptions/trial');
      // A later paid record (as the payments feature will write) is the one shown.
      await t.deps.db.insert(subscriptions).values({
        organisationId: organisation.id,
        status: 'active',
        planType: 'annual',
        amount: 129900,
        stripeSubscriptionId: 'sub_123',
        endDate: new Date(Date.now() + 365 * DAY),
        createdAt: new Date(Date.now() + 1000),
      });
      await setStatus(t, organisation.id, 'active');
      const member = await createMember(t, admin.cookie);
      const status = (await (
        await getAs(t, member.cookie, '/api/subscriptions/status')
      ).json()) as SubscriptionStatusResponse;
      expect(status.organisation).toMatchObject({
        id: organisation.id,
        role: 'member',
        subscriptionStatus: 'active',
      });
      expect(status.subscription).toMatchObject({
        planType: 'annual',
        status: 'active',
        amount: 129900,
        stripeSubscriptionId: 'sub_123',
      });
      expect(status.hasAccess).toBe(true);

      const other = await createAdmin(t, { trial: true });
      const theirs = (await (
        await getAs(t, other.admin.cookie, '/api/subscriptions/status')
      ).json()) as SubscriptionStatusResponse;
      expect(theirs.organisation.id).toBe(other.organisation.id);
      expect(theirs.subscription).toMatchObject({
        planType: 'trial',
        amount: 0,
        stripeSubscriptionId: null,
      });
    });

    it('tells users without an organisation, and signed-out visitors, why there is no status', async () => {
      const loner = await createTestUser(t);
      const none = await getAs(t, loner.cookie, '/api/subscriptions/status');
      expect(none.status).toBe(404);
      expect(await errorOf(none)).toBe(STATUS_MESSAGES.noOrganisation);
      const anon = await getAs(t, '', '/api/subscriptions/status');
      expect(anon.status).toBe(401);
      expect(await errorOf(anon)).toBe('No active session');
    });
  },
);
