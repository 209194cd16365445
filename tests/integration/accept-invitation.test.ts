import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, memberships } from '../../src/server/db/schema';
import { ACCEPT_MESSAGES as M } from '../../src/shared/invitations';
import {
  createAdmin,
  expireInvitations,
  getAs,
  inviteToken,
  postAs,
} from '../helpers/organisations';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { createTestUser } from '../helpers/users';

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
const accept = (t: TestApp, cookie: string, body: unknown) =>
  postAs(t, cookie, '/api/invitations/accept', body);

describe.each(TEST_DATABASES)('accepting an invitation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('joins the invited user to the organisation as a member, once', async () => {
    const { admin, organisation } = await createAdmin(t, { trial: true });
    const invitee = await createTestUser(t);
    const token = await inviteToken(t, admin.cookie, invitee.email.toUpperCase());
    const res = await accept(t, invitee.cookie, { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ organisationName: organisation.name });

    const me = (await (await getAs(t, invitee.cookie, '/api/me')).json()) as {
      organisation: unknown;
      hasDashboardAccess: boolean;
    };
    expect(me.organisation).toMatchObject({
      id: organisation.id,
      role: 'member',
      subscriptionStatus: 'trial',
    });
    expect(me.hasDashboardAccess).toBe(true);
    const [row] = await t.deps.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, invitee.email.toLowerCase()));
    expect(row?.acceptedBy).toBe(invitee.id);
    expect(row?.acceptedAt).toBeInstanceOf(Date);

    const again = await accept(t, invitee.cookie, { token });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(M.alreadyMember);
  });

  it('refuses a used link once its user has left the organisation', async () => {
    const { admin } = await createAdmin(t, { trial: true });
    const invitee = await createTestUser(t);
    const token = await inviteToken(t, admin.cookie, invitee.email);
    expect((await accept(t, invitee.cookie, { token })).status).toBe(200);
    await t.deps.db.delete(memberships).where(eq(memberships.userId, invitee.id));
    const reused = await accept(t, invitee.cookie, { token });
    expect(reused.status).toBe(410);
    expect(await errorOf(reused)).toBe(M.used);
  });

  it("gives the spec's messages for expired, invalid and missing tokens and for signed-out visitors", async () => {
    const { admin } = await createAdmin(t, { trial: true });
    const invitee = await createTestUser(t);
    const token = await inviteToken(t, admin.cookie, invitee.email);
    await expireInvitations(t, invitee.email);
    const cases: Array<[string, unknown, number, string]> = [
      [invitee.cookie, { token }, 410, M.expired],
      [invitee.cookie, { token: randomBytes(32).toString('base64url') }, 404, M.invalid],
      [invitee.cookie, { token: "x' or 1=1 --" }, 404, M.invalid],
      [invitee.cookie, {}, 400, M.noToken],
      [invitee.cookie, { token: '   ' }, 400, M.noToken],
      ['', { token }, 401, M.noSession],
    ];
    for (const [cookie, body, status, message] of cases) {
      const res = await accept(t, cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(await errorOf(res)).toBe(message);
    }
    expect(
      (await getAs(t, invitee.cookie, '/api/me').then((r) => r.json())).organisation,
    ).toBeNull();
  });

  it('accepts only for the invited address, and never moves a user between organisations', async () => {
    const { admin } = await createAdmin(t, { trial: true });
    const invitee = await createTestUser(t);
    const token = await inviteToken(t, admin.cookie, invitee.email);
    const stranger = await createTestUser(t);
    const wrong = await accept(t, stranger.cookie, { token });
    expect(wrong.status).toBe(403);
    expect(await errorOf(wrong)).toBe(M.wrongEmail);

    const other = await createAdmin(t, { trial: true });
    const otherAdminToken = await inviteToken(t, admin.cookie, other.admin.email);
    const moved = await accept(t, other.admin.cookie, { token: otherAdminToken });
    expect(moved.status).toBe(409);
    expect(await errorOf(moved)).toBe(M.otherOrganisation);
    // The stranger's attempt did not use up the link.
    expect((await accept(t, invitee.cookie, { token })).status).toBe(200);
  });

  it('counts one acceptance when the same link is submitted twice at once', async () => {
    const { admin, organisation } = await createAdmin(t, { trial: true });
    const invitee = await createTestUser(t);
    const token = await inviteToken(t, admin.cookie, invitee.email);
    const results = await Promise.all([1, 2].map(() => accept(t, invitee.cookie, { token })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.deps.db
      .select()
      .from(memberships)
      .where(eq(memberships.organisationId, organisation.id));
    expect(rows).toHaveLength(2);
  });

  it('leaves the link unused when the membership cannot be written', async () => {
    const { admin } = await createAdmin(t, { trial: true });
    const invitee = await createTestUser(t);
    const token = await inviteToken(t, admin.cookie, invitee.email);
    await t.deps.db
      .execute(sql`create or replace function refuse_member() returns trigger language plpgsql as $$
      begin raise exception 'membership refused for test'; end $$`);
    await t.deps.db.execute(
      sql`create trigger refuse_member before insert on memberships for each row execute function refuse_member()`,
    );
    try {
      const res = await accept(t, invitee.cookie, { token });
      expect(res.status).toBe(500);
      expect(await errorOf(res)).toBe(M.failed);
    } finally {
      await t.deps.db.execute(sql`drop trigger refuse_member on memberships`);
    }
    const [row] = await t.deps.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, invitee.email.toLowerCase()));
    expect(row?.acceptedAt).toBeNull();
    expect((await accept(t, invitee.cookie, { token })).status).toBe(200);
  });
});
