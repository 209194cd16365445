import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, organisations } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/http/logger';
import { startFakeLlm, type FakeLlm } from '../helpers/fake-llm';
import { goodAnswer, MEDICATION_WORDS, REQUEST } from '../helpers/reconcile-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { createTestUser } from '../helpers/users';

/** The route with an LLM engine end to end: answers, provider errors, and what reaches the log. */
describe.each(TEST_DATABASES)('POST /api/reconcile with an LLM provider on %s', (kind) => {
  let t: TestApp;
  let fake: FakeLlm;
  let cookie: string;
  const logs: string[] = [];

  beforeAll(async () => {
    fake = await startFakeLlm('openai');
    const log = createLogger('debug', { write: (line: string) => void logs.push(line) });
    t = await createTestApp(
      kind,
      {
        RECONCILE_ENGINE: 'openai',
        RECONCILE_MODEL: 'gpt-4.1',
        OPENAI_API_KEY: fake.apiKey,
        OPENAI_BASE_URL: fake.baseUrl,
        RECONCILE_FALLBACK: 'none',
      },
      { log },
    );
    const user = await createTestUser(t);
    const [org] = await t.deps.db
      .insert(organisations)
      .values({ name: 'Test Hospital', type: 'hospital', subscriptionStatus: 'active' })
      .returning({ id: organisations.id });
    await t.deps.db
      .insert(memberships)
      .values({ userId: user.id, organisationId: org!.id, role: 'admin' });
    cookie = user.cookie;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = () =>
    t.request('/api/reconcile', { method: 'POST', headers: { cookie }, json: REQUEST });

  it('returns the checked answer', async () => {
    fake.reply({ answer: goodAnswer() });
    const res = await post();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { medications: Array<{ name: string }>; warnings: string[] };
    expect(body.medications.map((m) => m.name)).toEqual([
      'Atorvastatin',
      'Metformin',
      'Paracetamol',
    ]);
    expect(body.warnings).toEqual([]);
  });

  it('turns a provider error into a 502 with a clear message', async () => {
    fake.reply({ status: 503 });
    const res = await post();
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      error: 'Failed to process medications: the AI service had an error. Please try again.',
    });
  });

  it('turns an unreadable answer into a 502', async () => {
    fake.reply({ text: 'Sorry, I cannot help with Atorvastatin today.' });
    const res = await post();
    expect(res.status).toBe(502);
  });

  // Runs last: nothing the clinician pasted reached the log in the requests above.
  it('logged requests, answers and errors without any medication text', () => {
    const all = logs.join('\n');
    expect(all).toContain('"path":"/api/reconcile"');
    expect(all).toContain('"msg":"reconcile provider answered"');
    expect(all).toContain('"msg":"reconcile provider failed"');
    for (const word of MEDICATION_WORDS) expect(all).not.toContain(word);
  });
});
