import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../src/server/db/schema';
import type { ActivityPageResponse } from '../../src/shared/activity';
import { ACTORS, adminWorld, sendAs, type Actor } from '../helpers/admin-world';
import { inviteToken, postAs } from '../helpers/organisations';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';

describe.each(TEST_DATABASES)('activity log on %s', (kind) => {
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
    otherAdmin: 200,
    admin: 200,
    superuser: 404,
  };

  it('records each administrative act with who and what, newest first, for admins only', async () => {
    const w = await adminWorld(t);
    for (const actor of ACTORS) {
      const res = await sendAs(t, w.cookies[actor], 'GET', '/api/organisation/activity');
      expect(res.status, actor).toBe(expected[actor]);
      const csv = await sendAs(t, w.cookies[actor], 'GET', '/api/organisation/activity.csv');
      expect(csv.status, actor).toBe(expected[actor]);
      if (actor === 'otherAdmin') expect(await res.text()).not.toContain(w.a.admin.email);
    }
    await inviteToken(t, w.cookies.admin, 'later@example.org');
    await sendAs(t, w.cookies.admin, 'PATCH', `/api/organisation/members/${w.member.id}`, {
      role: 'admin',
    });
    const page = (await (
      await sendAs(t, w.cookies.admin, 'GET', '/api/organisation/activity')
    ).json()) as ActivityPageResponse;
    expect(page.entries.map((e) => e.action)).toEqual([
      'role_changed',
      'invitation_sent',
      'invitation_accepted',
      'invitation_sent',
      'trial_started',
      'organisation_created',
    ]);
    expect(page.entries[0]).toMatchObject({
      actor: w.a.admin.email,
      target: w.member.email.toLowerCase(),
      details: 'member → admin',
    });
    expect(page.entries[4]?.details).toMatch(/^status trial, trial ends \d{4}-\d\d-\d\d/);
    expect(page).toMatchObject({ page: 1, pageSize: 50, total: 6 });

    const csv = await sendAs(t, w.cookies.admin, 'GET', '/api/organisation/activity.csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="activity_log_/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('When,Who,Action,Target,Details');
    expect(lines[1]).toContain('"Role changed"');
    expect(lines).toHaveLength(7);
  });

  it('pages, and keeps no medication text', async () => {
    const w = await adminWorld(t);
    await t.deps.db.insert(activityLog).values(
      Array.from({ length: 55 }, (_, i) => ({
        organisationId: w.a.organisation.id,
        action: 'invitation_sent',
        target: `bulk${i}@example.org`,
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)),
      })),
    );
    const second = (await (
      await sendAs(t, w.cookies.admin, 'GET', '/api/organisation/activity?page=2')
    ).json()) as ActivityPageResponse;
    expect(second.page).toBe(2);
    expect(second.entries.length).toBe(second.total - 50);
    expect(second.entries.at(-1)?.target).toBe('bulk0@example.org');
    const rec = await postAs(t, w.cookies.member, '/api/reconcile', {
      admissionOrders: 'frusemide 40 mg mane',
      dischargeOrders: 'frusemide 80 mg mane',
    });
    expect(rec.status).toBe(200);
    const all = JSON.stringify(await t.deps.db.select().from(activityLog));
    expect(all.toLowerCase()).not.toContain('frusemide');
  });
});
