import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { users } from '../../src/server/db/schema';
import { AUTH_MESSAGES } from '../../src/shared/auth';
import { latestMailTo, mailTo, tokenIn } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { createTestUser, nextTestIp } from '../helpers/users';

const signUp = (t: TestApp, json: unknown, ip = nextTestIp()) =>
  t.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    json,
  });
const newEmail = () => `reg-${Math.random().toString(36).slice(2, 10)}@example.org`;

describe.each(TEST_DATABASES)('registration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates an unconfirmed account with the full name and sends a branded confirmation e-mail', async () => {
    const email = newEmail();
    const res = await signUp(t, {
      name: 'Dr Jane Citizen',
      email: email.toUpperCase(),
      password: 'secret1',
    });
    expect(res.status).toBe(200);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      name: 'Dr Jane Citizen',
      emailVerified: false,
      isSuperuser: false,
    });
    const mail = await latestMailTo(t, email, /Confirm your MedRecon account/);
    expect(mail.text).toContain('Hello Dr Jane Citizen,');
    expect(mail.html).toContain('Confirm Email Address');
    expect(mail.html).toContain('MedRecon');
    // The link lands on the app's confirmation page, on APP_URL, not on the API.
    expect(tokenIn(mail, '/auth/confirm')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(mail.links.every((l) => l.startsWith('http://localhost:3000/'))).toBe(true);
  });

  it('refuses blank fields, short passwords and malformed addresses with the spec messages', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: '', email: newEmail(), password: 'secret1' }, AUTH_MESSAGES.fillAllFields],
      [{ name: 'A', email: '  ', password: 'secret1' }, AUTH_MESSAGES.fillAllFields],
      [{ name: 'A', email: newEmail(), password: '' }, AUTH_MESSAGES.fillAllFields],
      [{ name: 'A', email: newEmail() }, AUTH_MESSAGES.fillAllFields],
      [
        { name: 'A', email: newEmail(), password: '12345' },
        'Password must be at least 6 characters long',
      ],
      [{ name: 'A', email: 'not-an-address', password: 'secret1' }, AUTH_MESSAGES.invalidEmail],
      [{ name: 'A', email: 'a@b', password: 'secret1' }, AUTH_MESSAGES.invalidEmail],
    ];
    for (const [body, message] of cases) {
      const res = await signUp(t, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(message);
    }
  });

  it('checks form-encoded sign-ups the same way', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: {
        'x-forwarded-for': nextTestIp(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ name: 'A', email: newEmail(), password: '123' }).toString(),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(AUTH_MESSAGES.passwordTooShort);
  });

  it('does not let sign-up grant superuser', async () => {
    const email = newEmail();
    await signUp(t, {
      name: 'A',
      email,
      password: 'secret1',
      isSuperuser: true,
      is_superuser: true,
    });
    const rows = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(rows.map((r) => r.isSuperuser)).toEqual([false]);
  });

  it('answers a sign-up for a registered address exactly like a new one, and tells the owner by e-mail', async () => {
    const owner = await createTestUser(t, { name: 'Original Owner' });
    const fresh = await signUp(t, { name: 'Someone', email: newEmail(), password: 'other-pass' });
    const dup = await signUp(t, { name: 'Someone', email: owner.email, password: 'other-pass' });
    expect(dup.status).toBe(fresh.status);
    const shape = (b: { token: unknown; user: Record<string, unknown> }) => ({
      token: b.token,
      keys: Object.keys(b.user).sort(),
    });
    expect(shape(await dup.json())).toEqual(shape(await fresh.json()));
    // Nothing about the account changed; its owner hears about the attempt.
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, owner.email));
    expect(row?.name).toBe('Original Owner');
    const notice = await latestMailTo(t, owner.email, /Your MedRecon account/);
    expect(notice.text).toContain(AUTH_MESSAGES.accountExists);
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'x-forwarded-for': nextTestIp() },
      json: { email: owner.email, password: owner.password },
    });
    expect(signIn.status).toBe(200);
  });

  it('sends a new confirmation e-mail when an unconfirmed address registers again', async () => {
    const email = newEmail();
    await signUp(t, { name: 'A', email, password: 'secret1' });
    await signUp(t, { name: 'A', email, password: 'secret1' });
    expect(await mailTo(t, email, /Confirm your MedRecon account/)).toHaveLength(2);
  });

  it('limits sign-ups per address, whatever the client address', async () => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signUp(t, { name: 'A', email, password: 'secret1' })).status);
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
    expect(await mailTo(t, email)).toHaveLength(5);
  });
});

describe('registration when the confirmation e-mail cannot be sent', () => {
  it('answers with the spec message', async () => {
    const t = await createTestApp('pglite');
    const failing = { send: () => Promise.reject(new Error('550 mailbox unavailable')) };
    const app = createApp({ ...t.deps, mailer: failing }, { clientDir: false });
    const res = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextTestIp() },
      body: JSON.stringify({ name: 'A', email: newEmail(), password: 'secret1' }),
    });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toBe(
      AUTH_MESSAGES.sendConfirmationFailed,
    );
    await t.close();
  });
});
