import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES as M, type FeedbackDto } from '../../src/shared/feedback';
import { ACTORS, adminWorld, sendAs, type Actor } from '../helpers/admin-world';
import { mailTo } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { activityLog } from '../../src/server/db/schema';
import { eq } from 'drizzle-orm';

describe.each(TEST_DATABASES)('feedback on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (cookie: string, subject: string, extra: Record<string, unknown> = {}) =>
    sendAs(t, cookie, 'POST', '/api/feedback', { subject, message: 'Some words', ...extra });
  const list = async (cookie: string, query = '') => {
    const res = await sendAs(t, cookie, 'GET', `/api/feedback${query}`);
    return {
      status: res.status,
      body: res.ok ? ((await res.json()) as { feedback: FeedbackDto[]; scope: string }) : null,
    };
  };

  it('POST: every signed-in user sends feedback (type defaults to suggestion); superusers get an e-mail', async () => {
    const w = await adminWorld(t);
    for (const actor of ACTORS) {
      const res = await send(w.cookies[actor], `from ${actor}`);
      expect(res.status, actor).toBe(actor === 'signedOut' ? 401 : 201);
      if (res.ok) {
        const { feedback } = (await res.json()) as { feedback: FeedbackDto };
        expect(feedback).toMatchObject({
          type: 'suggestion',
          status: 'new',
          subject: `from ${actor}`,
        });
      }
    }
    const mails = await mailTo(t, w.superuser.email, /New feedback/);
    expect(mails.map((m) => m.subject)).toContain('New feedback (Suggestion): from member');
  });

  it("POST: the spec's validation (subject, message and type required)", async () => {
    const w = await adminWorld(t);
    const bad = async (body: unknown) => {
      const res = await sendAs(t, w.cookies.member, 'POST', '/api/feedback', body);
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: string }).error;
    };
    expect(await bad({ subject: ' ', message: 'x' })).toBe(M.subjectRequired);
    expect(await bad({ subject: 'x', message: '' })).toBe(M.messageRequired);
    expect(await bad({ subject: 'x', message: 'y', type: 'rant' })).toBe(M.typeRequired);
    expect(await bad(null)).toBe(M.subjectRequired);
  });

  it('GET: superuser sees all, an admin their organisation, a member only their own; newest first; status filter', async () => {
    const w = await adminWorld(t);
    for (const actor of ACTORS)
      if (actor !== 'signedOut') await send(w.cookies[actor], `scope ${actor}`);
    const seen = async (actor: Actor) => {
      const r = await list(w.cookies[actor]);
      return (
        r.body?.feedback.map((f) => f.subject).filter((s) => s.startsWith('scope ')) ?? r.status
      );
    };
    expect(await seen('signedOut')).toBe(401);
    expect(await seen('member')).toEqual(['scope member']);
    expect(await seen('admin')).toEqual(['scope admin', 'scope member']);
    expect(await seen('otherAdmin')).toEqual(['scope otherAdmin']);
    expect(await seen('superuser')).toEqual(
      expect.arrayContaining(ACTORS.slice(1).map((a) => `scope ${a}`)),
    );
    expect((await list(w.cookies.superuser)).body?.scope).toBe('all');
    expect((await list(w.cookies.admin, '?status=completed')).body?.feedback).toEqual([]);
    expect((await list(w.cookies.admin, '?status=bogus')).status).toBe(400);
  });

  it('PATCH: admins within their organisation, superusers anywhere; members never; logged', async () => {
    const w = await adminWorld(t);
    const created = await send(w.cookies.member, 'needs triage');
    const { feedback } = (await created.json()) as { feedback: FeedbackDto };
    const expected: Record<Actor, number> = {
      signedOut: 401,
      member: 403,
      otherAdmin: 404,
      admin: 200,
      superuser: 200,
    };
    for (const actor of ACTORS) {
      const res = await sendAs(t, w.cookies[actor], 'PATCH', `/api/feedback/${feedback.id}`, {
        status: actor === 'admin' ? 'in_progress' : 'completed',
      });
      expect(res.status, actor).toBe(expected[actor]);
    }
    const after = await list(w.cookies.admin);
    expect(after.body?.feedback.find((f) => f.id === feedback.id)?.status).toBe('completed');
    const notFound = await sendAs(t, w.cookies.admin, 'PATCH', '/api/feedback/not-a-uuid', {
      status: 'new',
    });
    expect(notFound.status).toBe(404);
    const badStatus = await sendAs(t, w.cookies.admin, 'PATCH', `/api/feedback/${feedback.id}`, {
      status: 'done',
    });
    expect(badStatus.status).toBe(400);
    const log = await t.deps.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.organisationId, w.a.organisation.id));
    const changes = log.filter((l) => l.action === 'feedback_status_changed').map((l) => l.details);
    expect(changes.sort()).toEqual(['in_progress → completed', 'new → in_progress']);
  });
});
