import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { createTestUser } from '../helpers/users';

describe.each(TEST_DATABASES)('test helpers and dev mailbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a signed-in user whose session /api/me reads', async () => {
    const u = await createTestUser(t, { name: 'Dr Jane Citizen' });
    const res = await t.request('/api/me', { headers: { cookie: u.cookie } });
    expect(res.status).toBe(200);
    const me = (await res.json()) as {
      user: { email: string; name: string; isSuperuser: boolean };
    };
    expect(me.user).toMatchObject({ email: u.email, name: 'Dr Jane Citizen', isSuperuser: false });
  });

  it('lists the outbox newest first with the links of each message', async () => {
    await t.deps.mailer.send({
      template: 'test',
      to: 'a@example.org',
      subject: 'First',
      text: 'Go to http://localhost:3000/x?t=1 now',
      html: '',
    });
    await new Promise((r) => setTimeout(r, 5));
    await t.deps.mailer.send({
      template: 'test',
      to: 'b@example.org',
      subject: 'Second',
      text: 'No link',
      html: '',
    });
    const res = await t.request('/dev/mailbox.json');
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<{ subject: string; links: string[] }>;
    const mine = list.filter((m) => m.subject === 'First' || m.subject === 'Second');
    expect(mine.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(mine[1]?.links).toEqual(['http://localhost:3000/x?t=1']);
    const page = await t.request('/dev/mailbox');
    expect(await page.text()).toContain('Local mailbox');
  });
});

describe('dev mailbox in production', () => {
  it('is not served', async () => {
    const t = await createTestApp('pglite', {
      NODE_ENV: 'production',
      APP_URL: 'https://medrecon.example.org',
    });
    expect((await t.request('/dev/mailbox.json')).status).toBe(404);
    await t.close();
  });
});
