import { createEmailVerificationToken } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/shared/auth';
import { latestMailTo, mailTo, tokenIn } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { cookieFrom, nextTestIp } from '../helpers/users';

const newEmail = () => `conf-${Math.random().toString(36).slice(2, 10)}@example.org`;
const ORIGIN = 'http://localhost:3000';

describe.each(TEST_DATABASES)('e-mail confirmation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  async function register(email = newEmail(), password = 'secret1') {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'x-forwarded-for': nextTestIp() },
      json: { name: 'Nurse Sam Lee', email, password },
    });
    expect(res.status).toBe(200);
    const token = tokenIn(await latestMailTo(t, email, /Confirm/), '/auth/confirm');
    return { email, password, token };
  }
  const confirm = (token: unknown) =>
    t.request('/api/account/confirm-email', {
      method: 'POST',
      headers: { origin: ORIGIN },
      json: { token },
    });
  const signIn = (email: string, password: string) =>
    t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'x-forwarded-for': nextTestIp(), origin: ORIGIN },
      json: { email, password },
    });

  it('refuses to sign in an unconfirmed account, and offers a new confirmation e-mail', async () => {
    const { email, password } = await register();
    const res = await signIn(email, password);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      error: AUTH_MESSAGES.emailNotConfirmed,
    });
    // Refusing does not send e-mail by itself; the form's button asks for one.
    expect(await mailTo(t, email, /Confirm/)).toHaveLength(1);
    const resend = await t.request('/api/auth/send-verification-email', {
      method: 'POST',
      headers: { 'x-forwarded-for': nextTestIp(), origin: ORIGIN },
      json: { email },
    });
    expect(resend.status).toBe(200);
    expect(await mailTo(t, email, /Confirm/)).toHaveLength(2);
  });

  it('answers a resend for an unknown address the same way, and sends nothing', async () => {
    const email = newEmail();
    const res = await t.request('/api/auth/send-verification-email', {
      method: 'POST',
      headers: { 'x-forwarded-for': nextTestIp(), origin: ORIGIN },
      json: { email },
    });
    expect(res.status).toBe(200);
    expect(await mailTo(t, email)).toHaveLength(0);
  });

  it('confirms the address, signs the person in, and says so when the link is used again', async () => {
    const { email, password, token } = await register();
    const first = await confirm(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'confirmed', signedIn: true });
    const me = await t.request('/api/me', { headers: { cookie: cookieFrom(first) } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);

    const again = await confirm(token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'already-confirmed', signedIn: false });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('gives the expired, invalid and missing-token answers the page turns into its states', async () => {
    const { email } = await register();
    const expired = await createEmailVerificationToken(
      t.deps.env.AUTH_SECRET!,
      email,
      undefined,
      -60,
    );
    const res = await confirm(expired);
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      error: AUTH_MESSAGES.confirmExpired,
    });

    const forged = await createEmailVerificationToken(
      'another-secret-another-secret-0123456789',
      email,
      undefined,
      3600,
    );
    const bad = await confirm(forged);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      error: AUTH_MESSAGES.confirmInvalid,
    });
    expect((await confirm('not-a-token')).status).toBe(400);

    const missing = await confirm('');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe(
      AUTH_MESSAGES.confirmMissingToken,
    );
  });

  it('answers a wrong password with a plain message that does not say which part was wrong', async () => {
    const { email, token } = await register();
    await confirm(token);
    const wrong = await signIn(email, 'not-the-password');
    const unknown = await signIn(newEmail(), 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(((await wrong.json()) as { error: string }).error).toBe('Invalid email or password');
    expect(((await unknown.json()) as { error: string }).error).toBe('Invalid email or password');
    const blank = await signIn(email, '');
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: string }).error).toBe(AUTH_MESSAGES.fillAllFields);
  });
});
