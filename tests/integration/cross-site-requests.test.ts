import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, organisations } from '../../src/server/db/schema';
import { CROSS_SITE_MESSAGE } from '../../src/server/http/same-origin';
import { createAdmin } from '../helpers/organisations';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/users';

/**
 * CSRF: the API is authenticated by a cookie, so a page on another site must not be able to make
 * a visitor's browser create invitations, organisations or trials. Browsers label such requests
 * with Origin and Sec-Fetch-Site; a plain-text form POST needs no CORS preflight.
 */
describe('cross-site requests to the API', () => {
  let t: TestApp;
  const APP_ORIGIN = 'http://localhost:3000'; // the test app's APP_URL
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  const formPost = (cookie: string, path: string, headers: Record<string, string>, body = '') =>
    t.request(path, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/plain', ...headers },
      body,
    });

  const CROSS_SITE: Array<[string, Record<string, string>]> = [
    ['another origin', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    [
      'Sec-Fetch-Site cross-site',
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    ],
    [
      'Sec-Fetch-Site same-site (a sibling subdomain)',
      { 'sec-fetch-site': 'same-site', origin: 'https://other.localhost:3000' },
    ],
  ];

  it.each(CROSS_SITE)(
    'refuses an invitation created from %s, and creates none',
    async (_label, headers) => {
      const { admin, organisation } = await createAdmin(t, { trial: true });
      const res = await formPost(
        admin.cookie,
        '/api/invitations',
        headers,
        JSON.stringify({ email: 'csrf@example.org' }),
      );
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: CROSS_SITE_MESSAGE });
      expect(
        await t.deps.db
          .select()
          .from(invitations)
          .where(eq(invitations.organisationId, organisation.id)),
      ).toEqual([]);
    },
  );

  it('refuses a body-less cross-site POST that would start a trial', async () => {
    const { admin, organisation } = await createAdmin(t);
    const res = await t.request('/api/subscriptions/trial', {
      method: 'POST',
      headers: {
        cookie: admin.cookie,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(res.status).toBe(403);
    const [org] = await t.deps.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, organisation.id));
    expect(org?.subscriptionStatus).toBe('none');
  });

  it('refuses a cross-site organisation and reconciliation request', async () => {
    const user = await createTestUser(t);
    const headers = { origin: 'https://evil.example' };
    expect(
      (await formPost(user.cookie, '/api/organisations', headers, '{"name":"Evil","type":"lhd"}'))
        .status,
    ).toBe(403);
    expect((await formPost(user.cookie, '/api/reconcile', headers, '{}')).status).toBe(403);
    expect(
      (await formPost(user.cookie, '/api/invitations/accept', headers, '{"token":"x"}')).status,
    ).toBe(403);
  });

  it("accepts the app's own pages, and clients that are not browsers", async () => {
    const { admin } = await createAdmin(t, { trial: true });
    const json = (email: string, headers: Record<string, string>) =>
      t.request('/api/invitations', {
        method: 'POST',
        headers: { cookie: admin.cookie, ...headers },
        json: { email },
      });
    expect(
      (
        await json('same-origin@example.org', {
          origin: APP_ORIGIN,
          'sec-fetch-site': 'same-origin',
        })
      ).status,
    ).toBe(201);
    // The Vite dev server proxies /api from its own origin: the browser still says same-origin.
    expect(
      (
        await json('vite@example.org', {
          origin: 'http://localhost:5173',
          'sec-fetch-site': 'same-origin',
        })
      ).status,
    ).toBe(201);
    expect((await json('old-browser@example.org', { origin: APP_ORIGIN })).status).toBe(201);
    expect((await json('script@example.org', {})).status).toBe(201);
  });

  it('leaves reads alone', async () => {
    const res = await t.request('/api/stats', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
  });
});
