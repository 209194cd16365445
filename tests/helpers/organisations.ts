import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { invitations, organisations } from '../../src/server/db/schema';
import type { OrganisationDto } from '../../src/shared/organisations';
import type { TestApp } from './test-app';
import { createTestUser, type TestUser } from './users';

export const uniqueOrgName = (prefix = 'Test Hospital') =>
  `${prefix} ${randomBytes(4).toString('hex')}`;

/** POST with a JSON body as the given user (the empty cookie is a signed-out visitor). */
export function postAs(t: TestApp, cookie: string, path: string, json?: unknown) {
  return t.request(path, { method: 'POST', headers: cookie ? { cookie } : {}, json });
}

export function getAs(t: TestApp, cookie: string, path: string) {
  return t.request(path, { headers: cookie ? { cookie } : {} });
}

/** A new user who has created an organisation (and so is its admin), optionally with a running trial. */
export async function createAdmin(
  t: TestApp,
  opts: { name?: string; type?: 'hospital' | 'lhd'; trial?: boolean } = {},
): Promise<{ admin: TestUser; organisation: OrganisationDto }> {
  const admin = await createTestUser(t);
  const res = await postAs(t, admin.cookie, '/api/organisations', {
    name: opts.name ?? uniqueOrgName(),
    type: opts.type ?? 'hospital',
  });
  expect(res.status, await res.clone().text()).toBe(201);
  let { organisation } = (await res.json()) as { organisation: OrganisationDto };
  if (opts.trial) {
    const trial = await postAs(t, admin.cookie, '/api/subscriptions/trial');
    expect(trial.status, await trial.clone().text()).toBe(200);
    ({ organisation } = (await trial.json()) as { organisation: OrganisationDto });
  }
  return { admin, organisation };
}

/** The token of a fresh invitation link, created through the API as the admin. */
export async function inviteToken(t: TestApp, adminCookie: string, email: string): Promise<string> {
  const res = await postAs(t, adminCookie, '/api/invitations', { email });
  expect(res.status, await res.clone().text()).toBe(201);
  const { invitationUrl } = (await res.json()) as { invitationUrl: string };
  const token = new URL(invitationUrl).searchParams.get('token');
  if (!token) throw new Error(`no token in ${invitationUrl}`);
  return token;
}

/**
 * A signed-in member (not admin) of the admin's organisation, joined through a real invitation.
 * Only an organisation with a trial or subscription may invite: one without is lent an active
 * status for the invitation and given its own back, so tests of organisations without access
 * can still have members.
 */
export async function createMember(t: TestApp, adminCookie: string): Promise<TestUser> {
  const member = await createTestUser(t);
  const me = (await (await getAs(t, adminCookie, '/api/me')).json()) as {
    organisation: { id: string } | null;
  };
  const orgId = me.organisation!.id;
  const [before] = await t.deps.db
    .select({ subscriptionStatus: organisations.subscriptionStatus })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  await setStatus(t, orgId, 'active');
  const token = await inviteToken(t, adminCookie, member.email).finally(() =>
    setStatus(t, orgId, before!.subscriptionStatus),
  );
  const res = await postAs(t, member.cookie, '/api/invitations/accept', { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return member;
}

/** Moves an organisation's trial end into the past, as time passing would. */
export async function expireTrial(t: TestApp, organisationId: string) {
  await t.deps.db
    .update(organisations)
    .set({ trialEndDate: new Date(Date.now() - 60_000) })
    .where(eq(organisations.id, organisationId));
}

export async function expireInvitations(t: TestApp, email: string) {
  await t.deps.db
    .update(invitations)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(invitations.email, email.toLowerCase()));
}

export async function setStatus(t: TestApp, organisationId: string, subscriptionStatus: string) {
  await t.deps.db
    .update(organisations)
    .set({ subscriptionStatus })
    .where(eq(organisations.id, organisationId));
}
