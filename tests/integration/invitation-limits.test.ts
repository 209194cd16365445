import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counters } from '../../src/server/db/schema';
import { listOutbox } from '../../src/server/features/mail/mailbox-routes';
import { INVITATIONS_PER_HOUR } from '../../src/server/features/invitations/invitation-service';
import { INVITATION_MESSAGES as M } from '../../src/shared/invitations';
import { createAdmin, expireTrial, postAs } from '../helpers/organisations';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
const batch = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${i}@example.org`);

/**
 * Invitations were an open mail relay (issue 12): ten bulk requests sent 1,000 e-mails in half a
 * second, from organisations with no trial or subscription. Now only organisations with access
 * invite, at most 200 an hour, counted in the database (shared by every instance).
 */
describe.each(TEST_DATABASES)('invitation limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses invitations from an organisation with no trial or subscription, sending nothing', async () => {
    const { admin } = await createAdmin(t);
    const before = (await listOutbox(t.deps.db)).length;
    for (const [path, json] of [
      ['/api/invitations', { email: 'single-no-access@example.org' }],
      ['/api/invitations/bulk', { emails: batch('bulk-no-access', 3) }],
    ] as const) {
      const res = await postAs(t, admin.cookie, path, json);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toBe(M.noAccess);
    }
    expect((await listOutbox(t.deps.db)).length).toBe(before);
  });

  it('refuses invitations once the trial has ended', async () => {
    const { admin, organisation } = await createAdmin(t, { trial: true });
    await expireTrial(t, organisation.id);
    const res = await postAs(t, admin.cookie, '/api/invitations', { email: 'late@example.org' });
    expect(res.status).toBe(403);
  });

  it('sends at most 200 invitations an hour per organisation, then a 429 with Retry-After', async () => {
    const { admin, organisation } = await createAdmin(t, { trial: true });
    const other = await createAdmin(t, { trial: true });
    for (let i = 0; i < INVITATIONS_PER_HOUR / 100; i++) {
      const res = await postAs(t, admin.cookie, '/api/invitations/bulk', {
        emails: batch(`hour-${i}`, 100),
      });
      expect(res.status).toBe(200);
    }
    const over = await postAs(t, admin.cookie, '/api/invitations', {
      email: 'one-more@example.org',
    });
    expect(over.status).toBe(429);
    const wait = Number(over.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await errorOf(over)).toBe(M.hourlyLimit(INVITATIONS_PER_HOUR, 60));
    // Another organisation has its own allowance.
    expect(
      (await postAs(t, other.admin.cookie, '/api/invitations', { email: 'fine@example.org' }))
        .status,
    ).toBe(201);

    // The window is kept in the database: once it has passed, the organisation may invite again.
    await t.deps.db
      .update(counters)
      .set({ windowStart: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(counters.key, `invitations|${organisation.id}`));
    expect(
      (await postAs(t, admin.cookie, '/api/invitations', { email: 'next-hour@example.org' }))
        .status,
    ).toBe(201);
  });
});
