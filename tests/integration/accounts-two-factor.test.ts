import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/shared/auth';
import { latestMailTo, tokenIn } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { totpCode } from '../helpers/totp';
import { cookieFrom, createTestUser, nextTestIp, type TestUser } from '../helpers/users';

const ORIGIN = 'http://localhost:3000';

describe.each(TEST_DATABASES)('two-factor authentication on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, json: unknown, cookie = '') =>
    t.request(path, {
      method: 'POST',
      headers: { 'x-forwarded-for': nextTestIp(), origin: ORIGIN, cookie },
      json,
    });
  const session = async (cookie: string) =>
    (await (await t.request('/api/auth/get-session', { headers: { cookie } })).json()) as {
      user: { twoFactorEnabled: boolean };
    } | null;

  /** Turns TOTP on the way the security page does: password, then the first code from the app. */
  async function enableTotp(u: TestUser) {
    const wrong = await post(
      '/api/auth/two-factor/enable',
      { password: 'wrong-password' },
      u.cookie,
    );
    expect(wrong.status).toBe(400);
    const res = await post('/api/auth/two-factor/enable', { password: u.password }, u.cookie);
    expect(res.status).toBe(200);
    const { totpURI, backupCodes } = (await res.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/MedRecon:/);
    expect(backupCodes).toHaveLength(10);
    // Not on until a code from the app proves it was set up.
    expect((await session(u.cookie))?.user.twoFactorEnabled).toBe(false);
    const verify = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(totpURI) },
      u.cookie,
    );
    expect(verify.status).toBe(200);
    const cookie = cookieFrom(verify) || u.cookie;
    expect((await session(cookie))?.user.twoFactorEnabled).toBe(true);
    return { totpURI, backupCodes, cookie };
  }

  it('asks for the authenticator code at sign-in once TOTP is on', async () => {
    const u = await createTestUser(t);
    const { totpURI } = await enableTotp(u);
    const first = await post('/api/auth/sign-in/email', { email: u.email, password: u.password });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    const challenge = cookieFrom(first);
    expect((await t.request('/api/me', { headers: { cookie: challenge } })).status).toBe(401);

    const bad = await post('/api/auth/two-factor/verify-totp', { code: '000000' }, challenge);
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { error: string }).error).toBe('Invalid code');
    const ok = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(totpURI) },
      challenge,
    );
    expect(ok.status).toBe(200);
    expect((await t.request('/api/me', { headers: { cookie: cookieFrom(ok) } })).status).toBe(200);
  });

  it('accepts each backup code once', async () => {
    const u = await createTestUser(t);
    const { backupCodes } = await enableTotp(u);
    const code = backupCodes[0]!;
    const use = async () => {
      const challenge = cookieFrom(
        await post('/api/auth/sign-in/email', { email: u.email, password: u.password }),
      );
      return post('/api/auth/two-factor/verify-backup-code', { code }, challenge);
    };
    expect((await use()).status).toBe(200);
    expect((await use()).status).toBe(401);
  });

  it('does not let a magic link or an e-mailed code stand in for the second factor', async () => {
    const u = await createTestUser(t);
    // A link requested before TOTP was turned on must not work after.
    await post('/api/auth/sign-in/magic-link', { email: u.email });
    const token = tokenIn(await latestMailTo(t, u.email, /sign-in link/), '/auth/magic-link');
    await post('/api/auth/email-otp/send-verification-otp', { email: u.email, type: 'sign-in' });
    const otp = /(\d{6})/.exec((await latestMailTo(t, u.email, /Your MedRecon code/)).subject)![1]!;
    await enableTotp(u);

    const byCode = await post('/api/auth/sign-in/email-otp', { email: u.email, otp });
    expect(byCode.status).toBe(403);
    expect(((await byCode.json()) as { error: string }).error).toBe(
      AUTH_MESSAGES.twoFactorRequiredForEmailSignIn,
    );

    const verify = await t.request(
      `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`,
      {
        headers: { 'x-forwarded-for': nextTestIp() },
      },
    );
    expect(verify.status).toBe(403);
    expect(((await verify.json()) as { error: string }).error).toBe(
      AUTH_MESSAGES.twoFactorRequiredForEmailSignIn,
    );
    expect(
      verify.headers
        .getSetCookie()
        .some((c) => c.includes('session_token=') && !c.includes('Max-Age=0')),
    ).toBe(false);

    // New requests send a notice instead of a link or code.
    await post('/api/auth/sign-in/magic-link', { email: u.email });
    const notice = await latestMailTo(t, u.email);
    expect(notice.subject).toBe('MedRecon sign-in request');
    expect(notice.links.some((l) => l.includes('token='))).toBe(false);
  });

  it('turns TOTP off with the password', async () => {
    const u = await createTestUser(t);
    const { cookie } = await enableTotp(u);
    expect(
      (await post('/api/auth/two-factor/disable', { password: 'wrong-password' }, cookie)).status,
    ).toBe(400);
    const off = await post('/api/auth/two-factor/disable', { password: u.password }, cookie);
    expect(off.status).toBe(200);
    const signIn = await post('/api/auth/sign-in/email', { email: u.email, password: u.password });
    expect(await signIn.json()).not.toHaveProperty('twoFactorRedirect');
  });
});
