import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../../src/server/db/schema';
import { AUTH_MESSAGES } from '../../src/shared/auth';
import { latestMailTo, mailTo, tokenIn } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { cookieFrom, createTestUser, nextTestIp } from '../helpers/users';

const ORIGIN = 'http://localhost:3000';

describe.each(TEST_DATABASES)('password reset, magic link and e-mailed code on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    t.request(path, {
      method: 'POST',
      headers: { 'x-forwarded-for': nextTestIp(), origin: ORIGIN, ...headers },
      json,
    });
  const signIn = (email: string, password: string) =>
    post('/api/auth/sign-in/email', { email, password });
  const tokenState = (token: string) =>
    t.request(`/api/account/reset-token?token=${encodeURIComponent(token)}`);

  it('resets a password from the e-mailed link once, and signs out every device', async () => {
    const u = await createTestUser(t);
    expect((await post('/api/auth/request-password-reset', { email: u.email })).status).toBe(200);
    const mail = await latestMailTo(t, u.email, /Reset your MedRecon password/);
    const token = tokenIn(mail, '/auth/reset-password');
    expect(mail.html).toContain('Choose a New Password');

    expect(await (await tokenState(token)).json()).toEqual({ valid: true });
    const short = await post('/api/auth/reset-password', { token, newPassword: '123' });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: string }).error).toBe(
      AUTH_MESSAGES.passwordTooShortServer,
    );

    expect(
      (await post('/api/auth/reset-password', { token, newPassword: 'brand-new-pass' })).status,
    ).toBe(200);
    expect((await t.request('/api/me', { headers: { cookie: u.cookie } })).status).toBe(401);
    expect((await signIn(u.email, u.password)).status).toBe(401);
    expect((await signIn(u.email, 'brand-new-pass')).status).toBe(200);

    // Used once: the link now reads as invalid, before and on submit.
    const reused = await tokenState(token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      error: AUTH_MESSAGES.invalidRecoveryLink,
    });
    const again = await post('/api/auth/reset-password', { token, newPassword: 'another-pass' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe(
      AUTH_MESSAGES.invalidRecoveryLink,
    );
  });

  it('tells an expired reset link apart', async () => {
    const u = await createTestUser(t);
    await post('/api/auth/request-password-reset', { email: u.email });
    const token = tokenIn(await latestMailTo(t, u.email, /Reset/), '/auth/reset-password');
    await t.deps.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, 'reset-password:%'));
    const res = await tokenState(token);
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      error: AUTH_MESSAGES.recoveryExpired,
    });
  });

  it('answers a reset or a magic link for an unknown address like any other, and sends nothing', async () => {
    const email = `nobody-${Date.now()}@example.org`;
    expect((await post('/api/auth/request-password-reset', { email })).status).toBe(200);
    expect((await post('/api/auth/sign-in/magic-link', { email })).status).toBe(200);
    expect(
      (await post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).status,
    ).toBe(200);
    expect(await mailTo(t, email)).toHaveLength(0);
    const empty = await post('/api/auth/sign-in/magic-link', { email: '' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe(AUTH_MESSAGES.emptyEmail);
  });

  it('signs in with a magic link once', async () => {
    const u = await createTestUser(t);
    expect((await post('/api/auth/sign-in/magic-link', { email: u.email })).status).toBe(200);
    const token = tokenIn(await latestMailTo(t, u.email, /sign-in link/), '/auth/magic-link');
    const verify = () =>
      t.request(`/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`, {
        headers: { 'x-forwarded-for': nextTestIp() },
      });
    const first = await verify();
    expect(first.status).toBe(200);
    expect((await t.request('/api/me', { headers: { cookie: cookieFrom(first) } })).status).toBe(
      200,
    );
    const second = await verify();
    expect(second.status).toBe(401);
    expect(((await second.json()) as { error: string }).error).toBe(AUTH_MESSAGES.magicLinkInvalid);
  });

  it('signs in with an e-mailed one-time code', async () => {
    const u = await createTestUser(t);
    await post('/api/auth/email-otp/send-verification-otp', { email: u.email, type: 'sign-in' });
    const mail = await latestMailTo(t, u.email, /Your MedRecon code/);
    const otp = /(\d{6})/.exec(mail.subject)![1]!;
    expect(mail.text).toContain(otp);
    const wrong = await post('/api/auth/sign-in/email-otp', {
      email: u.email,
      otp: '000000' === otp ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe(AUTH_MESSAGES.invalidCode);
    const res = await post('/api/auth/sign-in/email-otp', { email: u.email, otp });
    expect(res.status).toBe(200);
    expect((await t.request('/api/me', { headers: { cookie: cookieFrom(res) } })).status).toBe(200);
  });
});
