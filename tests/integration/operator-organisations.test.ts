import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, organisations, users } from '../../src/server/db/schema';
import type { OperatorOrganisationsResponse } from '../../src/shared/operator';
import { ACTORS, adminWorld, sendAs, type Actor } from '../helpers/admin-world';
import { expireTrial, postAs } from '../helpers/organisations';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { createTestUser } from '../helpers/users';

describe.each(TEST_DATABASES)("the operator's organisations view on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const expected: Record<Actor, number> = {
    signedOut: 401,
    member: 403,
    otherAdmin: 403,
    admin: 403,
    superuser: 200,
  };
  const inFuture = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('lists every organisation with status, dates and counts, searchable; superusers only', async () => {
    const w = await adminWorld(t);
    await postAs(t, w.cookies.member, '/api/reconcile', {
      admissionOrders: 'paracetamol 1 g qid',
      dischargeOrders: 'paracetamol 1 g qid',
    });
    for (const actor of ACTORS) {
      const res = await sendAs(t, w.cookies[actor], 'GET', '/api/admin/organisations');
      expect(res.status, actor).toBe(expected[actor]);
    }
    const q = encodeURIComponent(w.a.organisation.name.slice(-8).toUpperCase());
    const res = await sendAs(t, w.cookies.superuser, 'GET', `/api/admin/organisations?q=${q}`);
    const { organisations: found } = (await res.json()) as OperatorOrganisationsResponse;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: w.a.organisation.id,
      type: 'hospital',
      status: 'trial',
      memberCount: 2,
      reconciliationCount: 1,
      nextBillingDate: null,
      trialEndDate: w.a.organisation.trialEndDate,
    });
    const none = await sendAs(t, w.cookies.superuser, 'GET', '/api/admin/organisations?q=%25_none');
    expect(((await none.json()) as OperatorOrganisationsResponse).organisations).toEqual([]);
  });

  it('extends a trial and grants complimentary access: superusers only, logged', async () => {
    const w = await adminWorld(t);
    await expireTrial(t, w.a.organisation.id);
    const extend = `/api/admin/organisations/${w.a.organisation.id}/extend-trial`;
    const grant = `/api/admin/organisations/${w.b.organisation.id}/complimentary`;
    for (const actor of ACTORS.filter((a) => a !== 'superuser')) {
      expect((await sendAs(t, w.cookies[actor], 'POST', extend, { days: 7 })).status, actor).toBe(
        expected[actor],
      );
      const g = await sendAs(t, w.cookies[actor], 'POST', grant, { endDate: inFuture(30) });
      expect(g.status, actor).toBe(expected[actor]);
    }
    expect((await sendAs(t, w.cookies.member, 'GET', '/api/me')).ok).toBe(true);
    expect((await sendAs(t, w.cookies.superuser, 'POST', extend, { days: 0 })).status).toBe(400);
    expect((await sendAs(t, w.cookies.superuser, 'POST', extend, { days: 14 })).status).toBe(200);
    const [a] = await t.deps.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, w.a.organisation.id));
    expect(a?.subscriptionStatus).toBe('trial');
    expect(a!.trialEndDate!.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    const me = (await (await sendAs(t, w.cookies.member, 'GET', '/api/me')).json()) as {
      hasDashboardAccess: boolean;
    };
    expect(me.hasDashboardAccess).toBe(true);

    expect(
      (await sendAs(t, w.cookies.superuser, 'POST', grant, { endDate: '2001-01-01' })).status,
    ).toBe(400);
    expect(
      (await sendAs(t, w.cookies.superuser, 'POST', grant, { endDate: inFuture(30) })).status,
    ).toBe(200);
    const bMe = (await (await sendAs(t, w.cookies.otherAdmin, 'GET', '/api/me')).json()) as {
      organisation: { subscriptionStatus: string; accessEndsAt: string };
      hasDashboardAccess: boolean;
    };
    expect(bMe.hasDashboardAccess).toBe(true);
    expect(bMe.organisation.subscriptionStatus).toBe('complimentary');
    const missing = '/api/admin/organisations/00000000-0000-4000-8000-000000000000/extend-trial';
    expect((await sendAs(t, w.cookies.superuser, 'POST', missing, { days: 3 })).status).toBe(404);

    const acts = await t.deps.db.select().from(activityLog);
    const ext = acts.find((r) => r.action === 'trial_extended');
    expect(ext).toMatchObject({
      organisationId: w.a.organisation.id,
      actorEmail: w.superuser.email,
    });
    expect(acts.find((r) => r.action === 'complimentary_access_granted')?.organisationId).toBe(
      w.b.organisation.id,
    );
  });

  it('makes a confirmed address listed in SUPERUSER_EMAILS a superuser when it signs in', async () => {
    const listed = `boss-${Date.now()}@example.org`;
    const t2 = await createTestApp(
      kind,
      { SUPERUSER_EMAILS: ` Other@x.org, ${listed.toUpperCase()}` },
      {
        database: t.database,
      },
    );
    const boss = await createTestUser(t2, { email: listed });
    expect((await sendAs(t2, boss.cookie, 'GET', '/api/admin/organisations')).status).toBe(200);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, boss.id));
    expect(row?.isSuperuser).toBe(true);
    const plain = await createTestUser(t2);
    expect((await sendAs(t2, plain.cookie, 'GET', '/api/admin/organisations')).status).toBe(403);
    await t2.close();
  });
});
