import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, invitations } from '../../src/server/db/schema';
import { ACCEPT_MESSAGES } from '../../src/shared/invitations';
import {
  MEMBER_MESSAGES as M,
  type MembersResponse,
  type PendingInvitationsResponse,
  type ResendInvitationResponse,
} from '../../src/shared/members';
import { ACTORS, adminWorld, sendAs, type Actor } from '../helpers/admin-world';
import { inviteToken, postAs } from '../helpers/organisations';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { createTestUser } from '../helpers/users';

/** Members, roles and pending invitations: each route called directly by each kind of caller. */
describe.each(TEST_DATABASES)('organisation administration on %s', (kind) => {
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
    otherAdmin: 404,
    admin: 200,
    superuser: 404,
  };

  it('GET /api/organisation/members and /api/invitations: admins read their own organisation only', async () => {
    const w = await adminWorld(t);
    await inviteToken(t, w.cookies.admin, 'pending@example.org');
    for (const actor of ACTORS) {
      const members = await sendAs(t, w.cookies[actor], 'GET', '/api/organisation/members');
      const invites = await sendAs(t, w.cookies[actor], 'GET', '/api/invitations');
      const want = actor === 'otherAdmin' ? 200 : expected[actor];
      expect(members.status, actor).toBe(want);
      expect(invites.status, actor).toBe(want);
      if (actor === 'otherAdmin') {
        expect(await members.text()).not.toContain(w.a.admin.email);
        expect(await invites.text()).not.toContain('pending@example.org');
      }
    }
    const own = (await (
      await sendAs(t, w.cookies.admin, 'GET', '/api/organisation/members')
    ).json()) as MembersResponse;
    expect(own.members.map((m) => [m.email, m.role])).toEqual([
      [w.a.admin.email, 'admin'],
      [w.member.email, 'member'],
    ]);
    expect(own.members[0]).toMatchObject({ name: 'Test Clinician', joinedAt: expect.any(String) });
    const pending = (await (
      await sendAs(t, w.cookies.admin, 'GET', '/api/invitations')
    ).json()) as PendingInvitationsResponse;
    expect(pending.invitations.map((i) => i.email)).toEqual(['pending@example.org']);
    const member = await sendAs(t, w.cookies.member, 'GET', '/api/organisation/members');
    expect(((await member.json()) as { error: string }).error).toBe(M.notAdmin);
  });

  it('PATCH a role: only their admin; never leaves the organisation without an admin', async () => {
    const w = await adminWorld(t);
    const path = `/api/organisation/members/${w.member.id}`;
    for (const actor of ACTORS.filter((a) => a !== 'admin')) {
      const res = await sendAs(t, w.cookies[actor], 'PATCH', path, { role: 'admin' });
      expect(res.status, actor).toBe(actor === 'otherAdmin' ? 404 : expected[actor]);
    }
    const lastAdmin = await sendAs(
      t,
      w.cookies.admin,
      'PATCH',
      `/api/organisation/members/${w.a.admin.id}`,
      {
        role: 'member',
      },
    );
    expect(lastAdmin.status).toBe(409);
    expect(((await lastAdmin.json()) as { error: string }).error).toBe(M.lastAdmin);
    expect((await sendAs(t, w.cookies.admin, 'PATCH', path, { role: 'boss' })).status).toBe(400);
    const promote = await sendAs(t, w.cookies.admin, 'PATCH', path, { role: 'admin' });
    expect(promote.status).toBe(200);
    // Now two admins: the first may step down, and the promoted member can manage members.
    const stepDown = await sendAs(
      t,
      w.cookies.admin,
      'PATCH',
      `/api/organisation/members/${w.a.admin.id}`,
      {
        role: 'member',
      },
    );
    expect(stepDown.status).toBe(200);
    expect((await sendAs(t, w.cookies.member, 'GET', '/api/organisation/members')).status).toBe(
      200,
    );
    expect((await sendAs(t, w.cookies.admin, 'GET', '/api/organisation/members')).status).toBe(403);
  });

  it('DELETE a member: only their admin; the removed member is refused at once; not the last admin', async () => {
    const w = await adminWorld(t);
    const path = `/api/organisation/members/${w.member.id}`;
    for (const actor of ACTORS.filter((a) => a !== 'admin' && a !== 'member')) {
      const res = await sendAs(t, w.cookies[actor], 'DELETE', path);
      expect(res.status, actor).toBe(expected[actor]);
    }
    const before = await postAs(t, w.cookies.member, '/api/reconcile', {
      admissionOrders: 'paracetamol 1 g qid',
      dischargeOrders: 'paracetamol 1 g qid',
    });
    expect(before.status).toBe(200);
    expect((await sendAs(t, w.cookies.admin, 'DELETE', path)).status).toBe(200);
    const after = await postAs(t, w.cookies.member, '/api/reconcile', {
      admissionOrders: 'paracetamol 1 g qid',
      dischargeOrders: 'paracetamol 1 g qid',
    });
    expect(after.status).toBe(403);
    expect((await sendAs(t, w.cookies.admin, 'DELETE', path)).status).toBe(404);
    const self = await sendAs(
      t,
      w.cookies.admin,
      'DELETE',
      `/api/organisation/members/${w.a.admin.id}`,
    );
    expect(self.status).toBe(409);
  });

  it('resend and revoke an invitation: only their admin; a revoked link says it is invalid', async () => {
    const w = await adminWorld(t);
    const invitee = await createTestUser(t);
    const token = await inviteToken(t, w.cookies.admin, invitee.email);
    const [row] = await t.deps.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.email, invitee.email.toLowerCase()));
    const id = row!.id;
    for (const actor of ACTORS) {
      if (actor === 'admin') continue;
      const resend = await sendAs(t, w.cookies[actor], 'POST', `/api/invitations/${id}/resend`);
      expect(resend.status, actor).toBe(expected[actor]);
      const revoke = await sendAs(t, w.cookies[actor], 'DELETE', `/api/invitations/${id}`);
      expect(revoke.status, actor).toBe(expected[actor]);
    }
    const resent = await sendAs(t, w.cookies.admin, 'POST', `/api/invitations/${id}/resend`);
    expect(resent.status).toBe(200);
    const { invitationUrl } = (await resent.json()) as ResendInvitationResponse;
    const newToken = new URL(invitationUrl).searchParams.get('token')!;
    // The old link stopped working when the new one was made.
    const old = await postAs(t, invitee.cookie, '/api/invitations/accept', { token });
    expect(((await old.json()) as { error: string }).error).toBe(ACCEPT_MESSAGES.invalid);
    expect((await sendAs(t, w.cookies.admin, 'DELETE', `/api/invitations/${id}`)).status).toBe(200);
    const revoked = await postAs(t, invitee.cookie, '/api/invitations/accept', { token: newToken });
    expect(revoked.status).toBe(404);
    expect(((await revoked.json()) as { error: string }).error).toBe(ACCEPT_MESSAGES.invalid);
    expect((await sendAs(t, w.cookies.admin, 'DELETE', `/api/invitations/${id}`)).status).toBe(404);
    expect((await sendAs(t, w.cookies.admin, 'DELETE', '/api/invitations/nope')).status).toBe(404);
    const acts = (
      await t.deps.db
        .select({ action: activityLog.action })
        .from(activityLog)
        .where(eq(activityLog.organisationId, w.a.organisation.id))
    ).map((r) => r.action);
    expect(acts).toEqual(expect.arrayContaining(['invitation_resent', 'invitation_revoked']));
  });
});
