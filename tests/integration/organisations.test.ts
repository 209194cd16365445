import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, organisations } from '../../src/server/db/schema';
import { ORGANISATION_MESSAGES as M } from '../../src/shared/organisations';
import { createAdmin, getAs, postAs, uniqueOrgName } from '../helpers/organisations';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { createTestUser } from '../helpers/users';

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe.each(TEST_DATABASES)('creating an organisation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes the creator its admin, with no subscription until the trial starts', async () => {
    const user = await createTestUser(t);
    const name = uniqueOrgName('Royal North Shore Hospital');
    const res = await postAs(t, user.cookie, '/api/organisations', { name, type: 'hospital' });
    expect(res.status).toBe(201);
    const { organisation } = (await res.json()) as { organisation: Record<string, unknown> };
    expect(organisation).toMatchObject({
      name,
      type: 'hospital',
      role: 'admin',
      subscriptionStatus: 'none',
      trialEndDate: null,
    });
    expect(organisation.id).toEqual(expect.any(String));

    const me = (await (await getAs(t, user.cookie, '/api/me')).json()) as {
      organisation: unknown;
      hasDashboardAccess: boolean;
    };
    expect(me.organisation).toMatchObject({ id: organisation.id, role: 'admin', hasAccess: false });
    expect(me.hasDashboardAccess).toBe(false);
  });

  it('trims the name and treats runs of spaces and line breaks as one space', async () => {
    const user = await createTestUser(t);
    const base = uniqueOrgName('Western Sydney');
    const res = await postAs(t, user.cookie, '/api/organisations', {
      name: `  ${base.replace(' ', '  \n ')}\t `,
      type: 'lhd',
    });
    expect(res.status).toBe(201);
    expect(
      ((await res.json()) as { organisation: { name: string; type: string } }).organisation,
    ).toMatchObject({ name: base, type: 'lhd' });
  });

  it('requires a name of at most 100 characters and a known type', async () => {
    const user = await createTestUser(t);
    const cases: Array<[unknown, string]> = [
      [{ type: 'hospital' }, M.nameRequired],
      [{ name: '   ', type: 'hospital' }, M.nameRequired],
      [{ name: 42, type: 'hospital' }, M.nameRequired],
      [{ name: 'x'.repeat(101), type: 'hospital' }, M.nameTooLong],
      [{ name: uniqueOrgName() }, M.typeRequired],
      [{ name: uniqueOrgName(), type: 'clinic' }, M.typeRequired],
    ];
    for (const [body, message] of cases) {
      const res = await postAs(t, user.cookie, '/api/organisations', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res)).toBe(message);
    }
    const bad = await t.request('/api/organisations', {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: '{',
    });
    expect(bad.status).toBe(400);
    // Nothing was created by any of those.
    expect((await (await getAs(t, user.cookie, '/api/me')).json()).organisation).toBeNull();
    const exactly100 = `${uniqueOrgName()} ${'y'.repeat(100)}`.slice(0, 100);
    expect(
      (await postAs(t, user.cookie, '/api/organisations', { name: exactly100, type: 'hospital' }))
        .status,
    ).toBe(201);
  });

  it("refuses a name already taken, whatever its case, with the spec's message", async () => {
    const { organisation } = await createAdmin(t, { name: uniqueOrgName("St Vincent's Hospital") });
    const user = await createTestUser(t);
    const upper = organisation.name.toUpperCase();
    const res = await postAs(t, user.cookie, '/api/organisations', {
      name: upper,
      type: 'hospital',
    });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe(
      `An organisation with the name "${upper}" already exists. Please choose a different name.`,
    );
  });

  it('lets a user belong to one organisation only', async () => {
    const { admin } = await createAdmin(t);
    const res = await postAs(t, admin.cookie, '/api/organisations', {
      name: uniqueOrgName(),
      type: 'hospital',
    });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe(M.alreadyInOrganisation);
  });

  it('keeps superusers and signed-out visitors out', async () => {
    const su = await createTestUser(t, { superuser: true });
    const su1 = await postAs(t, su.cookie, '/api/organisations', {
      name: uniqueOrgName(),
      type: 'hospital',
    });
    expect(su1.status).toBe(403);
    expect(await errorOf(su1)).toBe(M.superuser);
    const anon = await postAs(t, '', '/api/organisations', {
      name: uniqueOrgName(),
      type: 'hospital',
    });
    expect(anon.status).toBe(401);
    expect(await errorOf(anon)).toBe(M.noUser);
  });

  it('gives one winner when two people claim the same name at once', async () => {
    const [a, b] = await Promise.all([createTestUser(t), createTestUser(t)]);
    const name = uniqueOrgName('Concurrent');
    const results = await Promise.all(
      [a, b].map((u) => postAs(t, u.cookie, '/api/organisations', { name, type: 'hospital' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(await errorOf(loser)).toBe(M.duplicate(name));
  });

  it('never leaves an organisation behind when one user creates two at once', async () => {
    const user = await createTestUser(t);
    const names = [uniqueOrgName('Twin A'), uniqueOrgName('Twin B')];
    const results = await Promise.all(
      names.map((name) => postAs(t, user.cookie, '/api/organisations', { name, type: 'hospital' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await t.deps.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(sql`${organisations.name} in (${names[0]}, ${names[1]})`);
    expect(rows).toHaveLength(1);
  });

  it('rolls the organisation back when its admin membership cannot be written', async () => {
    const user = await createTestUser(t);
    await t.deps.db
      .execute(sql`create or replace function refuse_membership() returns trigger language plpgsql as $$
      begin raise exception 'membership refused for test'; end $$`);
    await t.deps.db.execute(
      sql`create trigger refuse_membership before insert on memberships for each row execute function refuse_membership()`,
    );
    try {
      const name = uniqueOrgName('Rolled Back');
      const res = await postAs(t, user.cookie, '/api/organisations', { name, type: 'hospital' });
      expect(res.status).toBe(500);
      expect(await errorOf(res)).toBe(
        M.addUserFailed('the database did not accept the change. Please try again.'),
      );
      expect(
        await t.deps.db.select().from(organisations).where(eq(organisations.name, name)),
      ).toHaveLength(0);
      expect(
        await t.deps.db.select().from(memberships).where(eq(memberships.userId, user.id)),
      ).toHaveLength(0);
    } finally {
      await t.deps.db.execute(sql`drop trigger refuse_membership on memberships`);
    }
  });

  it('reports a failed organisation insert', async () => {
    const user = await createTestUser(t);
    await t.deps.db
      .execute(sql`create or replace function refuse_organisation() returns trigger language plpgsql as $$
      begin raise exception 'organisation refused for test'; end $$`);
    await t.deps.db.execute(
      sql`create trigger refuse_organisation before insert on organisations for each row execute function refuse_organisation()`,
    );
    try {
      const res = await postAs(t, user.cookie, '/api/organisations', {
        name: uniqueOrgName(),
        type: 'hospital',
      });
      expect(res.status).toBe(500);
      expect(await errorOf(res)).toBe(
        M.createFailed('the database did not accept the change. Please try again.'),
      );
    } finally {
      await t.deps.db.execute(sql`drop trigger refuse_organisation on organisations`);
    }
  });
});
