import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { AUTH_MESSAGES, MAX_NAME_LENGTH } from '../../src/shared/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/users';

/**
 * better-auth's /update-user is reachable by any signed-in user. The full name it changes is
 * printed as the PDF's 'Verified by' and in invitation e-mails, so it keeps the registration rules.
 */
describe('POST /api/auth/update-user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  const update = (cookie: string, json: unknown) =>
    t.request('/api/auth/update-user', { method: 'POST', headers: cookie ? { cookie } : {}, json });
  const nameOf = async (id: string) =>
    (await t.deps.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name;

  it.each([
    ['a blank name', { name: '   ' }, AUTH_MESSAGES.fillAllFields],
    ['no name', { image: 'https://example.org/a.png' }, AUTH_MESSAGES.fillAllFields],
    ['a name over the limit', { name: 'x'.repeat(MAX_NAME_LENGTH + 1) }, AUTH_MESSAGES.nameTooLong],
    ['a body that is not an object', null, AUTH_MESSAGES.fillAllFields],
  ])('refuses %s and keeps the name', async (_label, body, message) => {
    const u = await createTestUser(t, { name: 'Dr Jane Citizen' });
    const res = await update(u.cookie, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
    expect(await nameOf(u.id)).toBe('Dr Jane Citizen');
  });

  it('changes a valid name, and never the superuser flag', async () => {
    const u = await createTestUser(t, { name: 'Dr Jane Citizen' });
    expect((await update(u.cookie, { name: 'Dr Jane Smith' })).status).toBe(200);
    expect(await nameOf(u.id)).toBe('Dr Jane Smith');
    expect((await update(u.cookie, { name: 'Dr Jane Smith', isSuperuser: true })).status).toBe(400);
    const [row] = await t.deps.db
      .select({ isSuperuser: users.isSuperuser })
      .from(users)
      .where(eq(users.id, u.id));
    expect(row?.isSuperuser).toBe(false);
  });

  it('needs a session', async () => {
    expect((await update('', { name: 'Dr Nobody' })).status).toBe(401);
  });
});
