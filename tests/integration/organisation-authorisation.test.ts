import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, organisations } from '../../src/server/db/schema';
import type { OrganisationDto } from '../../src/shared/organisations';
import {
  createAdmin,
  createMember,
  getAs,
  inviteToken,
  postAs,
  uniqueOrgName,
  setStatus,
} from '../helpers/organisations';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { createTestUser } from '../helpers/users';

/**
 * Every organisation, subscription and invitation endpoint called directly by each kind of caller.
 * No endpoint takes an organisation id: each acts on the caller's own organisation, so the checks
 * below also prove that another organisation's admin can neither read nor change organisation A.
 */
const ACTORS = ['signedOut', 'member', 'otherAdmin', 'admin', 'superuser'] as const;
type Actor = (typeof ACTORS)[number];

describe.each(TEST_DATABASES)(
  'authorisation matrix for organisations and invitations on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(async () => {
      await t.close();
    });

    /** Inviting needs a trial or subscription (issue 12): both organisations get one. */
    const withAccess = async (w: { a: { organisation: { id: string } }; b: typeof w.a }) => {
      await setStatus(t, w.a.organisation.id, 'active');
      await setStatus(t, w.b.organisation.id, 'active');
    };

    /** Organisation A (admin, member) and organisation B (its admin), plus a superuser with no organisation. */
    async function world() {
      const a = await createAdmin(t);
      const member = await createMember(t, a.admin.cookie);
      const b = await createAdmin(t);
      const superuser = await createTestUser(t, { superuser: true });
      const cookies: Record<Actor, string> = {
        signedOut: '',
        member: member.cookie,
        otherAdmin: b.admin.cookie,
        admin: a.admin.cookie,
        superuser: superuser.cookie,
      };
      const orgA = async () =>
        (
          await t.deps.db
            .select()
            .from(organisations)
            .where(eq(organisations.id, a.organisation.id))
        )[0]!;
      const invitesOf = async (orgId: string) =>
        (await t.deps.db.select().from(invitations).where(eq(invitations.organisationId, orgId)))
          .map((i) => i.email)
          .sort();
      return { a, b, member, superuser, cookies, orgA, invitesOf };
    }

    it('POST /api/organisations: only a signed-in user with no organisation who is not a superuser', async () => {
      const w = await world();
      const expected: Record<Actor, number> = {
        signedOut: 401,
        member: 409,
        otherAdmin: 409,
        admin: 409,
        superuser: 403,
      };
      for (const actor of ACTORS) {
        const res = await postAs(t, w.cookies[actor], '/api/organisations', {
          name: uniqueOrgName(),
          type: 'hospital',
        });
        expect(res.status, actor).toBe(expected[actor]);
      }
    });

    it("POST /api/subscriptions/trial: only an organisation's admin, for their own organisation", async () => {
      const w = await world();
      const before = await w.orgA();
      const expected: Record<Actor, number> = {
        signedOut: 401,
        member: 403,
        otherAdmin: 200,
        admin: 200,
        superuser: 404,
      };
      for (const actor of ACTORS.filter((x) => x !== 'admin')) {
        const res = await postAs(t, w.cookies[actor], '/api/subscriptions/trial');
        expect(res.status, actor).toBe(expected[actor]);
        if (res.ok)
          expect(((await res.json()) as { organisation: OrganisationDto }).organisation.id).toBe(
            w.b.organisation.id,
          );
      }
      // Nobody but A's admin changed organisation A.
      expect(await w.orgA()).toEqual(before);
      const own = await postAs(t, w.cookies.admin, '/api/subscriptions/trial');
      expect(own.status).toBe(200);
      expect((await w.orgA()).subscriptionStatus).toBe('trial');
    });

    it('GET /api/subscriptions/status and /api/me: each member reads their own organisation only', async () => {
      const w = await world();
      const expectedStatus: Record<Actor, number> = {
        signedOut: 401,
        member: 200,
        otherAdmin: 200,
        admin: 200,
        superuser: 404,
      };
      const ownOrg: Record<Actor, string | null> = {
        signedOut: null,
        member: w.a.organisation.id,
        otherAdmin: w.b.organisation.id,
        admin: w.a.organisation.id,
        superuser: null,
      };
      for (const actor of ACTORS) {
        const status = await getAs(t, w.cookies[actor], '/api/subscriptions/status');
        expect(status.status, actor).toBe(expectedStatus[actor]);
        const text = await status.text();
        if (actor === 'otherAdmin') expect(text).not.toContain(w.a.organisation.id);
        if (status.ok)
          expect((JSON.parse(text) as { organisation: { id: string } }).organisation.id).toBe(
            ownOrg[actor],
          );

        const me = await getAs(t, w.cookies[actor], '/api/me');
        expect(me.status, actor).toBe(actor === 'signedOut' ? 401 : 200);
        if (me.ok)
          expect(
            ((await me.json()) as { organisation: { id: string } | null }).organisation?.id ?? null,
          ).toBe(ownOrg[actor]);
      }
    });

    it('POST /api/invitations and /bulk: admins invite into their own organisation; nobody else invites', async () => {
      const w = await world();
      await withAccess(w);
      const expected: Record<Actor, number> = {
        signedOut: 401,
        member: 403,
        otherAdmin: 201,
        admin: 201,
        superuser: 404,
      };
      for (const actor of ACTORS) {
        const single = await postAs(t, w.cookies[actor], '/api/invitations', {
          email: `single-${actor}@example.org`,
        });
        expect(single.status, actor).toBe(expected[actor]);
        const bulk = await postAs(t, w.cookies[actor], '/api/invitations/bulk', {
          emails: [`bulk-${actor}@example.org`],
        });
        expect(bulk.status, actor).toBe(expected[actor] === 201 ? 200 : expected[actor]);
      }
      // (Organisation A also holds the invitation its member joined with.)
      expect(
        (await w.invitesOf(w.a.organisation.id)).filter((e) => /^(single|bulk)-/.test(e)),
      ).toEqual(['bulk-admin@example.org', 'single-admin@example.org']);
      expect(await w.invitesOf(w.b.organisation.id)).toEqual([
        'bulk-otheradmin@example.org',
        'single-otheradmin@example.org',
      ]);
    });

    it('POST /api/invitations/accept: only the invited person; everyone else leaves the link unused', async () => {
      const w = await world();
      await withAccess(w);
      const invitee = await createTestUser(t);
      const token = await inviteToken(t, w.cookies.admin, invitee.email);
      const expected: Record<Actor, number> = {
        signedOut: 401,
        member: 409,
        otherAdmin: 403,
        admin: 409,
        superuser: 403,
      };
      for (const actor of ACTORS) {
        const res = await postAs(t, w.cookies[actor], '/api/invitations/accept', { token });
        expect(res.status, actor).toBe(expected[actor]);
      }
      const [row] = await t.deps.db
        .select()
        .from(invitations)
        .where(eq(invitations.email, invitee.email.toLowerCase()));
      expect(row?.acceptedAt).toBeNull();
      const own = await postAs(t, invitee.cookie, '/api/invitations/accept', { token });
      expect(own.status).toBe(200);
      expect(await own.json()).toEqual({ organisationName: w.a.organisation.name });
    });
  },
);
