import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '../../src/server/http/control-characters';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { createTestUser, nextTestIp, type TestUser } from '../helpers/users';

const ORIGIN = 'http://localhost:3000';

/**
 * A null byte reached PostgreSQL from five routes and came back as a 500 (error 22021). Every API
 * route now refuses control characters with a 400 before reading them (issue 12).
 */
describe.each(TEST_DATABASES)('control characters on %s', (kind) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await createTestUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: string, path: string, json?: unknown) =>
    t.request(path, {
      method,
      headers: { cookie: user.cookie, origin: ORIGIN, 'x-forwarded-for': nextTestIp() },
      json,
    });

  it.each([
    ['\u0000', 'a null byte'],
    ['\u001b', 'an escape'],
    ['\u007f', 'a delete'],
  ])('refuses %j (%s) with a 400 on every route that takes text', async (ch) => {
    const cases: Array<[string, string, unknown?]> = [
      [
        'POST',
        '/api/auth/sign-up/email',
        { email: 'x@example.org', name: `A${ch}B`, password: 'correct-horse' },
      ],
      [
        'POST',
        '/api/auth/sign-in/email',
        { email: `x${ch}@example.org`, password: 'correct-horse' },
      ],
      ['POST', '/api/auth/request-password-reset', { email: `x${ch}@example.org` }],
      ['POST', '/api/auth/update-user', { name: `A${ch}` }],
      ['POST', '/api/organisations', { name: `Hospital${ch}`, type: 'hospital' }],
      ['POST', '/api/invitations', { email: `x${ch}@example.org` }],
      ['POST', '/api/invitations/bulk', { emails: [`x${ch}@example.org`] }],
      ['POST', '/api/invitations/accept', { token: `t${ch}` }],
      ['POST', '/api/account/confirm-email', { token: `t${ch}` }],
      ['GET', `/api/account/reset-token?token=t${encodeURIComponent(ch)}`],
      ['POST', '/api/reconcile', { admissionOrders: `Aspirin${ch}`, dischargeOrders: 'Aspirin' }],
      ['POST', '/api/organisations', { [`na${ch}me`]: 'Hospital', type: 'hospital' }],
    ];
    for (const [method, path, json] of cases) {
      const res = await call(method, path, json);
      expect([path, res.status]).toEqual([path, 400]);
      expect(await res.json()).toMatchObject({ error: CONTROL_CHARACTER_MESSAGE });
    }
  });

  it('accepts tabs and line breaks, which pasted lists hold', async () => {
    const res = await call('POST', '/api/organisations', {
      name: 'Tab\tHospital',
      type: 'hospital',
    });
    expect(res.status).not.toBe(400);
  });
});
