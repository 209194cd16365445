import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/shared/auth';
import { ACCEPT_MESSAGES, INVITATION_MESSAGES } from '../../src/shared/invitations';
import { ORGANISATION_MESSAGES } from '../../src/shared/organisations';
import { RECONCILE_MESSAGES } from '../../src/shared/reconcile';
import { createAdmin } from '../helpers/organisations';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, nextTestIp } from '../helpers/users';

/**
 * A JSON body that is not an object (null, a list, a bare string or number) gets the route's own
 * "missing" message from the spec with a 400, never zod's "Invalid input: expected object".
 */
describe('JSON bodies that are not objects', () => {
  let t: TestApp;
  let adminCookie: string;
  let userCookie: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    adminCookie = (await createAdmin(t, { trial: true })).admin.cookie;
    userCookie = (await createTestUser(t)).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const BODIES = ['null', '[]', '"x@example.org"', '42', 'true'];
  const ROUTES: Array<[string, 'admin' | 'user', string]> = [
    ['/api/organisations', 'user', ORGANISATION_MESSAGES.nameRequired],
    ['/api/invitations', 'admin', INVITATION_MESSAGES.emailRequired],
    ['/api/invitations/bulk', 'admin', INVITATION_MESSAGES.emailsRequired],
    ['/api/invitations/accept', 'user', ACCEPT_MESSAGES.noToken],
    ['/api/reconcile', 'admin', RECONCILE_MESSAGES.bothRequired],
  ];

  it.each(
    ROUTES.flatMap(([path, who, message]) =>
      BODIES.map((body) => [path, body, who, message] as const),
    ),
  )('%s with body %s', async (path, body, who, message) => {
    const cookie = who === 'admin' ? adminCookie : userCookie;
    const res = await t.request(path, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });

  const AUTH_ROUTES: Array<[string, string]> = [
    ['/api/auth/sign-up/email', AUTH_MESSAGES.fillAllFields],
    ['/api/auth/sign-in/email', AUTH_MESSAGES.fillAllFields],
    ['/api/auth/request-password-reset', AUTH_MESSAGES.emptyEmail],
    ['/api/auth/send-verification-email', AUTH_MESSAGES.emptyEmail],
    ['/api/auth/sign-in/magic-link', AUTH_MESSAGES.emptyEmail],
  ];

  // better-auth's own answer was "[body] Invalid input: expected object, received null".
  it.each(
    AUTH_ROUTES.flatMap(([path, message]) => BODIES.map((body) => [path, body, message] as const)),
  )('%s with body %s', async (path, body, message) => {
    const res = await t.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextTestIp() },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message, code: 'VALIDATION_ERROR' });
  });
});
