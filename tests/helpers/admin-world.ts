import type { TestApp } from './test-app';
import { createAdmin, createMember } from './organisations';
import { createTestUser } from './users';

/** The five callers every administration route is tried with. */
export const ACTORS = ['signedOut', 'member', 'otherAdmin', 'admin', 'superuser'] as const;
export type Actor = (typeof ACTORS)[number];

/** Any method with an optional JSON body, as the given user (the empty cookie is signed out). */
export function sendAs(t: TestApp, cookie: string, method: string, path: string, json?: unknown) {
  return t.request(path, { method, headers: cookie ? { cookie } : {}, json });
}

/** Organisation A (admin, member), organisation B (its admin), and a superuser with no organisation. */
export async function adminWorld(t: TestApp) {
  const a = await createAdmin(t, { trial: true });
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
  return { a, b, member, superuser, cookies };
}
