import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import type { TestApp } from './test-app';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  /** The Cookie header of a signed-in session: pass it as `headers: { cookie }`. */
  cookie: string;
}

let counter = 0;

/** A distinct client address per call, so better-auth's per-IP rate limits never trip in tests. */
export function nextTestIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Joins the Set-Cookie headers of a response into one Cookie header. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Registers a user through the real sign-up endpoint, confirms the e-mail address directly in the
 * database (the confirmation flow has its own tests) and signs in. Options make a superuser or an
 * unconfirmed account (then `cookie` is empty: unconfirmed accounts cannot sign in).
 */
export async function createTestUser(
  t: TestApp,
  opts: {
    email?: string;
    name?: string;
    password?: string;
    superuser?: boolean;
    confirmed?: boolean;
  } = {},
): Promise<TestUser> {
  const email = opts.email ?? `user-${randomBytes(5).toString('hex')}@example.org`;
  const name = opts.name ?? 'Test Clinician';
  const password = opts.password ?? 'correct-horse-battery';
  const ip = nextTestIp();
  const signUp = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    json: { email, name, password },
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const [row] = await t.deps.db
    .update(users)
    .set({ emailVerified: opts.confirmed ?? true, isSuperuser: opts.superuser ?? false })
    .where(eq(users.email, email.toLowerCase()))
    .returning({ id: users.id });
  if (!row) throw new Error(`no user row for ${email}`);
  if (opts.confirmed === false) return { id: row.id, email, name, password, cookie: '' };
  const signIn = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    json: { email, password },
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return { id: row.id, email, name, password, cookie: cookieFrom(signIn) };
}
