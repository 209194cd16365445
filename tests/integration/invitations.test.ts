import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users } from '../../src/server/db/schema';
import { listOutbox } from '../../src/server/features/mail/mailbox-routes';
import {
  INVITATION_MESSAGES as M,
  type BulkInvitationResponse,
  type InvitationCreated,
} from '../../src/shared/invitations';
import { createAdmin, createMember, expireInvitations, postAs } from '../helpers/organisations';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { createTestUser } from '../helpers/users';

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
const DAY = 24 * 60 * 60 * 1000;
let n = 0;
const email = (prefix = 'colleague') =>
  `${prefix}-${Date.now().toString(36)}-${(n += 1)}@example.org`;
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

describe.each(TEST_DATABASES)('creating invitations on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a 7-day link with a 256-bit token, stores only its hash and e-mails it', async () => {
    const { admin, organisation } = await createAdmin(t, { trial: true });
    const to = email('Nurse');
    const res = await postAs(t, admin.cookie, '/api/invitations', {
      email: `  ${to.toUpperCase()} `,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as InvitationCreated;
    expect(body.email).toBe(to.toLowerCase());
    expect(body.invitationUrl).toMatch(
      /^http:\/\/localhost:3000\/organisation\/accept-invite\?token=[A-Za-z0-9_-]{43}$/,
    );
    expect(body.emailSent).toBe(true);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);

    const token = tokenOf(body.invitationUrl);
    const [row] = await t.deps.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, to.toLowerCase()));
    expect(row).toMatchObject({
      organisationId: organisation.id,
      invitedBy: admin.id,
      acceptedAt: null,
    });
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const mail = (await listOutbox(t.deps.db)).find((m) => m.to === to.toLowerCase());
    expect(mail?.subject).toBe(`Invitation to join ${organisation.name} on MedRecon`);
    expect(mail?.links).toContain(body.invitationUrl);
    expect(mail?.text).toContain(admin.email);
  });

  it("gives the spec's messages for a missing or malformed address", async () => {
    const { admin } = await createAdmin(t, { trial: true });
    for (const [body, message] of [
      [{}, M.emailRequired],
      [{ email: '  ' }, M.emailRequired],
      [{ email: 'not-an-address' }, M.emailInvalid],
    ] as const) {
      const res = await postAs(t, admin.cookie, '/api/invitations', body);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe(message);
    }
  });

  it('refuses members, users without an organisation and signed-out visitors', async () => {
    const { admin } = await createAdmin(t, { trial: true });
    const member = await createMember(t, admin.cookie);
    for (const path of ['/api/invitations', '/api/invitations/bulk']) {
      const body = path.endsWith('bulk') ? { emails: [email()] } : { email: email() };
      const asMember = await postAs(t, member.cookie, path, body);
      expect(asMember.status).toBe(403);
      expect(await errorOf(asMember)).toBe(M.notAdmin);
      const loner = await createTestUser(t);
      const asLoner = await postAs(t, loner.cookie, path, body);
      expect(asLoner.status).toBe(404);
      expect(await errorOf(asLoner)).toBe(M.noOrganisation);
      const anon = await postAs(t, '', path, body);
      expect(anon.status).toBe(401);
      expect(await errorOf(anon)).toBe(M.noSession);
    }
    // Authorisation comes before validation: a member learns nothing from a bad body either.
    expect((await postAs(t, member.cookie, '/api/invitations', {})).status).toBe(403);
  });

  it('lets a superuser who belongs to an organisation invite into it', async () => {
    const { admin, organisation } = await createAdmin(t, { trial: true });
    const member = await createMember(t, admin.cookie);
    await t.deps.db.update(users).set({ isSuperuser: true }).where(eq(users.id, member.id));
    const to = email();
    const res = await postAs(t, member.cookie, '/api/invitations', { email: to });
    expect(res.status).toBe(201);
    const [row] = await t.deps.db.select().from(invitations).where(eq(invitations.email, to));
    expect(row?.organisationId).toBe(organisation.id);
  });

  it('refuses an address that is already a member or already has an open invitation', async () => {
    const { admin } = await createAdmin(t, { trial: true });
    const member = await createMember(t, admin.cookie);
    const asMember = await postAs(t, admin.cookie, '/api/invitations', {
      email: member.email.toUpperCase(),
    });
    expect(asMember.status).toBe(409);
    expect(await errorOf(asMember)).toBe(M.alreadyMember);
    const to = email();
    expect((await postAs(t, admin.cookie, '/api/invitations', { email: to })).status).toBe(201);
    const twice = await postAs(t, admin.cookie, '/api/invitations', { email: to });
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toBe(M.alreadyInvited);
  });

  it('renews an expired invitation with a new link, and the old link stops working', async () => {
    const { admin } = await createAdmin(t, { trial: true });
    const invitee = await createTestUser(t);
    const first = (await (
      await postAs(t, admin.cookie, '/api/invitations', { email: invitee.email })
    ).json()) as InvitationCreated;
    await expireInvitations(t, invitee.email);
    const res = await postAs(t, admin.cookie, '/api/invitations', { email: invitee.email });
    expect(res.status).toBe(201);
    const second = (await res.json()) as InvitationCreated;
    expect(second.invitationUrl).not.toBe(first.invitationUrl);
    expect(
      (
        await postAs(t, invitee.cookie, '/api/invitations/accept', {
          token: tokenOf(first.invitationUrl),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await postAs(t, invitee.cookie, '/api/invitations/accept', {
          token: tokenOf(second.invitationUrl),
        })
      ).status,
    ).toBe(200);
  });

  it('processes a bulk list with a result per address and failures that never sink the batch', async () => {
    const { admin } = await createAdmin(t, { trial: true });
    const member = await createMember(t, admin.cookie);
    const invited = email('invited');
    await postAs(t, admin.cookie, '/api/invitations', { email: invited });
    const [a, b] = [email('a'), email('b')];
    const res = await postAs(t, admin.cookie, '/api/invitations/bulk', {
      emails: [`${a.toUpperCase()}, ${b}`, `${a}; not-an-address`, member.email, invited, ''],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as BulkInvitationResponse;
    expect(body.summary).toEqual({ total: 5, successful: 2, failed: 3 });
    expect(body.results.map((r) => [r.email, r.success, r.error])).toEqual([
      [a, true, null],
      [b, true, null],
      ['not-an-address', false, M.invalidRow],
      [member.email, false, M.alreadyMember],
      [invited, false, M.alreadyInvited],
    ]);
    for (const r of body.results) {
      if (r.success) expect(r.invitationUrl).toMatch(/accept-invite\?token=[A-Za-z0-9_-]{43}$/);
      else expect(r.invitationUrl).toBeNull();
    }
    const outbox = await listOutbox(t.deps.db);
    expect(outbox.filter((m) => m.to === a || m.to === b)).toHaveLength(2);
  });

  it("gives the spec's bulk messages for an empty list, no valid address and more than 100", async () => {
    const { admin } = await createAdmin(t, { trial: true });
    const many = Array.from({ length: 101 }, (_, i) => `person${i}@example.org`);
    for (const [emails, message] of [
      [[], M.emailsRequired],
      [['  '], M.emailsRequired],
      [[',;\t'], M.noValidEmails],
      [['nobody', 'nowhere'], M.noValidEmails],
      [many, M.tooMany],
      [[many.join('\n')], M.tooMany],
    ] as const) {
      const res = await postAs(t, admin.cookie, '/api/invitations/bulk', { emails });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe(message);
    }
    const hundred = await postAs(t, admin.cookie, '/api/invitations/bulk', {
      emails: many.slice(0, 100),
    });
    expect(hundred.status).toBe(200);
    expect(((await hundred.json()) as BulkInvitationResponse).summary).toEqual({
      total: 100,
      successful: 100,
      failed: 0,
    });
  });

  it('still returns the link when the e-mail cannot be sent', async () => {
    const { admin } = await createAdmin(t, { trial: true });
    const send = t.deps.mailer.send;
    t.deps.mailer.send = () => Promise.reject(new Error('SMTP relay unreachable'));
    try {
      const res = await postAs(t, admin.cookie, '/api/invitations', { email: email() });
      expect(res.status).toBe(201);
      const body = (await res.json()) as InvitationCreated;
      expect(body.emailSent).toBe(false);
      expect(body.invitationUrl).toContain('token=');
    } finally {
      t.deps.mailer.send = send;
    }
  });

  it('lets only one of two admins inviting the same person at once create a link', async () => {
    const { admin } = await createAdmin(t, { trial: true });
    const second = await createMember(t, admin.cookie);
    await t.deps.db.execute(
      sql`update memberships set role = 'admin' where user_id = ${second.id}`,
    );
    const to = email();
    const results = await Promise.all(
      [admin, second].map((u) => postAs(t, u.cookie, '/api/invitations', { email: to })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(
      await t.deps.db.select().from(invitations).where(eq(invitations.email, to)),
    ).toHaveLength(1);
  });
});
