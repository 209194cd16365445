import { describe, expect, it, type TestContext } from 'vitest';
import { parseEnv } from '../../src/server/config/env';
import { inProcessEngine } from '../../src/server/features/reconcile/in-process-engine';
import { createReconciler } from '../../src/server/features/reconcile/reconciler';
import { ApiError } from '../../src/server/http/errors';
import { createLogger } from '../../src/server/http/logger';
import { startFakeLlm, type FakeLlm, type FakeProvider } from '../helpers/fake-llm';
import { goodAnswer, MEDICATION_WORDS, REQUEST } from '../helpers/reconcile-fixtures';

/**
 * createReconciler against local servers speaking each provider's wire format. Only base URLs and
 * keys differ from production; retries, timeouts and the answer check are the real ones.
 */
const MODELS: Record<FakeProvider, string> = {
  openai: 'gpt-4.1',
  anthropic: 'claude-sonnet-4-5',
  'openai-compatible': 'llama3.1:8b',
};

function envFor(provider: FakeProvider, fake: FakeLlm, extra: Record<string, string> = {}) {
  const keys: Record<FakeProvider, Record<string, string>> = {
    openai: { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseUrl },
    anthropic: { ANTHROPIC_API_KEY: fake.apiKey, ANTHROPIC_BASE_URL: fake.baseUrl },
    'openai-compatible': {
      OPENAI_COMPATIBLE_API_KEY: fake.apiKey,
      OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl,
    },
  };
  return parseEnv({
    RECONCILE_ENGINE: provider,
    RECONCILE_MODEL: MODELS[provider],
    RECONCILE_FALLBACK: 'none',
    RECONCILE_TIMEOUT_MS: '15000',
    ...keys[provider],
    ...extra,
  });
}

/**
 * A fake provider and a reconciler pointed at it, with every log line kept for inspection. Each test
 * has its own server (closed when it finishes), so the slow failure tests can run concurrently.
 */
async function setUp(ctx: TestContext, provider: FakeProvider, extra: Record<string, string> = {}) {
  const fake = await startFakeLlm(provider);
  ctx.onTestFinished(() => fake.close());
  const logs: string[] = [];
  const log = createLogger('debug', { write: (line: string) => void logs.push(line) });
  const reconcile = createReconciler(envFor(provider, fake, extra), log, inProcessEngine());
  const noMedicationText = () => {
    for (const word of MEDICATION_WORDS) expect(logs.join('\n')).not.toContain(word);
  };
  return { fake, logs, reconcile, noMedicationText };
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe.each(['openai', 'anthropic', 'openai-compatible'] as const)('%s provider', (provider) => {
  describe.concurrent('answers', () => {
    it('passes a good answer, with sources quoted from the input', async (ctx) => {
      const { fake, reconcile, noMedicationText } = await setUp(ctx, provider);
      fake.reply({ answer: goodAnswer() });
      const res = await reconcile(REQUEST);
      expect(res.warnings).toEqual([]);
      expect(res.medications.map((m) => [m.name, m.form, m.changeType])).toEqual([
        ['Atorvastatin', '40 mg tablet', 'changed'],
        ['Metformin', '500 mg tablet', 'unchanged'],
        ['Paracetamol', '1 g', 'new'],
      ]);
      expect(res.medications[0]!.sources).toEqual([
        { list: 'admission', line: 1, text: 'Atorvastatin 20mg nocte' },
        { list: 'discharge', line: 1, text: 'Atorvastatin 40mg nocte' },
      ]);
      expect(res.ceasedMedications).toEqual([
        expect.objectContaining({
          name: 'Aspirin',
          reason: 'Not on discharge list - confirm with prescriber',
        }),
      ]);
      // One call, with both lists as numbered lines and the contract's rules.
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]!.body.model).toBe(MODELS[provider]);
      expect(fake.requests[0]!.prompt).toContain('[discharge 3] Paracetamol 1g QID PRN pain');
      expect(fake.requests[0]!.prompt).toContain('Not on discharge list - confirm with prescriber');
      noMedicationText();
    });

    it('removes an invented medicine and an invented strength, and warns', async (ctx) => {
      const { fake, reconcile, noMedicationText } = await setUp(ctx, provider);
      const answer = goodAnswer();
      answer.medications[0]!.form = '80 mg tablet';
      answer.medications.push({
        ...answer.medications[1]!,
        name: 'Rosuvastatin',
        form: '10 mg tablet',
        sources: [{ list: 'discharge', line: 2 }],
      });
      fake.reply({ answer });
      const res = await reconcile(REQUEST);
      expect(JSON.stringify(res.medications)).not.toMatch(/Rosuvastatin|80 mg/);
      expect(res.warnings).toEqual(
        expect.arrayContaining([
          'Removed "Atorvastatin 80 mg tablet" from the AI answer: 80 mg is not in the lists.',
          'Removed "Rosuvastatin 10 mg tablet" from the AI answer: it is not on either list.',
        ]),
      );
      // The atorvastatin line itself is not lost: the built-in engine's row stands in.
      expect(
        res.medications.some((m) => m.sources?.some((s) => s.list === 'discharge' && s.line === 1)),
      ).toBe(true);
      noMedicationText();
    });

    it('adds back a line the model dropped', async (ctx) => {
      const { fake, reconcile } = await setUp(ctx, provider);
      const answer = goodAnswer();
      answer.medications.splice(1, 1); // metformin
      fake.reply({ answer });
      const res = await reconcile(REQUEST);
      const metformin = res.medications.find((m) =>
        m.sources?.some((s) => s.list === 'discharge' && s.line === 2),
      );
      expect(metformin?.name).toMatch(/^Metformin/);
      expect(res.medications.indexOf(metformin!)).toBe(1);
      expect(res.warnings).toContain(
        'The AI answer left out discharge line 2 ("Metformin 500mg BD"); the built-in engine\'s reading was added. Please check it.',
      );
    });
  });

  describe.concurrent('failures', () => {
    it('a 500 is retried once, then a 502 with a clear message', async (ctx) => {
      const { fake, reconcile, noMedicationText } = await setUp(ctx, provider);
      fake.reply({ status: 500 });
      const err = await failure(reconcile(REQUEST));
      expect([err.status, err.message]).toEqual([
        502,
        'Failed to process medications: the AI service had an error. Please try again.',
      ]);
      expect(fake.requests).toHaveLength(2);
      noMedicationText();
    });

    it('a 429 is retried after retry-after, then a 503', async (ctx) => {
      const { fake, reconcile } = await setUp(ctx, provider);
      fake.reply({ status: 429, retryAfter: '1' });
      const err = await failure(reconcile(REQUEST));
      expect([err.status, err.message]).toEqual([
        503,
        'Failed to process medications: the AI service is busy. Please try again in a minute.',
      ]);
      expect(fake.requests).toHaveLength(2);
    });

    it('a provider that does not answer in time gives a 504', async (ctx) => {
      const { fake, reconcile, noMedicationText } = await setUp(ctx, provider, {
        RECONCILE_TIMEOUT_MS: '1000',
      });
      fake.reply({ hang: true });
      const err = await failure(reconcile(REQUEST));
      expect([err.status, err.message]).toEqual([
        504,
        'Failed to process medications: the AI service did not answer in time. Please try again.',
      ]);
      noMedicationText();
    });

    it('malformed JSON from the model gives a 502', async (ctx) => {
      const { fake, reconcile, logs, noMedicationText } = await setUp(ctx, provider);
      fake.reply({ text: '{"medications": [{"name": "Atorvastatin", "form": "40 mg' });
      const err = await failure(reconcile(REQUEST));
      expect([err.status, err.message]).toEqual([
        502,
        'Failed to process medications: the AI service gave an answer that could not be read. Please try again.',
      ]);
      expect(logs.join('\n')).toContain('"failure":"invalid-answer"');
      noMedicationText();
    });

    it('JSON of the wrong shape gives a 502', async (ctx) => {
      const { fake, reconcile } = await setUp(ctx, provider);
      fake.reply({ answer: { meds: [] } });
      expect((await failure(reconcile(REQUEST))).status).toBe(502);
    });

    it('a refused key gives a 502 that says to tell the administrator', async (ctx) => {
      const { reconcile } = await setUp(
        ctx,
        provider,
        provider === 'anthropic'
          ? { ANTHROPIC_API_KEY: 'wrong' }
          : provider === 'openai'
            ? { OPENAI_API_KEY: 'wrong' }
            : { OPENAI_COMPATIBLE_API_KEY: 'wrong' },
      );
      const err = await failure(reconcile(REQUEST));
      expect([err.status, err.message]).toEqual([
        502,
        "Failed to process medications: the AI service refused this server's credentials. Please tell your administrator.",
      ]);
    });

    it('with RECONCILE_FALLBACK=builtin, a failure gives the built-in result with a warning', async (ctx) => {
      const { fake, reconcile, noMedicationText } = await setUp(ctx, provider, {
        RECONCILE_FALLBACK: 'builtin',
        RECONCILE_TIMEOUT_MS: '1000',
      });
      fake.reply({ hang: true });
      const res = await reconcile(REQUEST);
      expect(res.warnings?.[0]).toBe(
        'The AI service was unavailable (it did not answer in time), so this list was made by the built-in rules engine. Check every row against the lists.',
      );
      expect(res.medications.length).toBeGreaterThan(0);
      noMedicationText();
    });
  });
});

describe('provider variants', () => {
  it('anthropic models without native structured output answer through the forced json tool', async (ctx) => {
    const { fake, reconcile } = await setUp(ctx, 'anthropic', {
      RECONCILE_MODEL: 'claude-3-haiku-20240307',
    });
    fake.reply({ answer: goodAnswer() });
    const res = await reconcile(REQUEST);
    expect(res.medications).toHaveLength(3);
    expect((fake.requests[0]!.body.tools as Array<{ name: string }>).map((t) => t.name)).toEqual([
      'json',
    ]);
  });

  it('openai-compatible servers without json_schema support get JSON mode and the shape in the prompt', async (ctx) => {
    const { fake, reconcile } = await setUp(ctx, 'openai-compatible', {
      OPENAI_COMPATIBLE_STRUCTURED_OUTPUTS: 'false',
    });
    fake.reply({ answer: goodAnswer() });
    const res = await reconcile(REQUEST);
    expect(res.medications).toHaveLength(3);
    expect(fake.requests[0]!.body.response_format).toEqual({ type: 'json_object' });
    const [system] = fake.requests[0]!.body.messages as Array<{ role: string; content: string }>;
    expect(system).toMatchObject({
      role: 'system',
      content: expect.stringContaining('"ceasedMedications":[{"name"'),
    });
  });

  it('openai uses the Responses API with a strict JSON schema', async (ctx) => {
    const { fake, reconcile } = await setUp(ctx, 'openai');
    fake.reply({ answer: goodAnswer() });
    await reconcile(REQUEST);
    expect(fake.requests[0]!.path).toBe('/v1/responses');
    expect(fake.requests[0]!.body.text).toMatchObject({
      format: { type: 'json_schema', strict: true, name: 'reconciliation' },
    });
  });

  it('refuses to start an LLM engine without its settings, naming them', () => {
    const log = createLogger('silent');
    expect(() =>
      createReconciler(parseEnv({ RECONCILE_ENGINE: 'openai' }), log, inProcessEngine()),
    ).toThrow(/RECONCILE_MODEL: required[\s\S]*OPENAI_API_KEY: required/);
    expect(() =>
      createReconciler(
        parseEnv({ RECONCILE_ENGINE: 'anthropic', RECONCILE_MODEL: 'claude-sonnet-4-5' }),
        log,
        inProcessEngine(),
      ),
    ).toThrow(/ANTHROPIC_API_KEY/);
    expect(() =>
      createReconciler(
        parseEnv({ RECONCILE_ENGINE: 'openai-compatible', RECONCILE_MODEL: 'llama3.1' }),
        log,
        inProcessEngine(),
      ),
    ).toThrow(/OPENAI_COMPATIBLE_BASE_URL/);
  });
});
