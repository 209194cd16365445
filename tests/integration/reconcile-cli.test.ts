/**
 * The reconcile CLI as the scorer and operators run it: a request on stdin, a response on stdout;
 * JSON Lines with --batch; clear errors and exit code 2 for bad input or an unknown engine.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reconcileResponseSchema, RECONCILE_MESSAGES } from '../../src/shared/reconcile';
import { startFakeLlm } from '../helpers/fake-llm';
import { goodAnswer, REQUEST } from '../helpers/reconcile-fixtures';

const root = path.resolve(import.meta.dirname, '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const cli = path.join(root, 'src', 'server', 'cli', 'reconcile-cli.ts');

function run(input: string, args: string[] = []) {
  const r = spawnSync(tsx, [cli, ...args], { input, encoding: 'utf8', cwd: root, timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const request = {
  admissionOrders: 'Atorvastatin 20mg nocte\nAspirin 100mg mane',
  dischargeOrders: 'Atorvastatin 40 mg nocte',
};

describe('reconcile CLI', () => {
  it('answers one request with one response', () => {
    const r = run(JSON.stringify(request));
    expect(r.status).toBe(0);
    const res = reconcileResponseSchema.parse(JSON.parse(r.stdout));
    expect(res.medications[0]).toMatchObject({
      name: 'Atorvastatin',
      changeType: 'changed',
      comment: 'Dose increased from 20 mg to 40 mg',
    });
    expect(res.ceasedMedications[0]).toMatchObject({
      name: 'Aspirin',
      reason: 'Not on discharge list - confirm with prescriber',
    });
  });

  it('answers JSON Lines in one process with --batch, one response per line in order', () => {
    const second = { admissionOrders: 'Metformin 500mg BD', dischargeOrders: 'Metformin 1 g BD' };
    const r = run(`${JSON.stringify(request)}\n\n${JSON.stringify(second)}\n`, [
      '--batch',
      '--engine',
      'builtin',
    ]);
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[1].medications[0].name).toBe('Metformin');
  });

  it('rejects an engine it does not have, naming the flag value', () => {
    const r = run(JSON.stringify(request), ['--engine', 'gpt']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Unknown engine "gpt"');
    expect(r.stdout).toBe('');
  });

  it('runs an LLM engine through the server reconciler, configured from the environment', async (ctx) => {
    const fake = await startFakeLlm('openai-compatible');
    ctx.onTestFinished(() => fake.close());
    fake.reply({ answer: goodAnswer() });
    const env = {
      ...process.env,
      OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl,
      OPENAI_COMPATIBLE_API_KEY: fake.apiKey,
      RECONCILE_MODEL: 'llama3.1:8b',
      RECONCILE_FALLBACK: 'none',
    };
    // Asynchronous spawn: the fake server answers from this process while the CLI waits.
    const child = spawn(tsx, [cli, '--engine', 'openai-compatible'], { cwd: root, env });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stdin.end(JSON.stringify(REQUEST));
    const [code] = (await once(child, 'close')) as [number];
    expect(code).toBe(0);
    expect(fake.requests).toHaveLength(1);
    const res = reconcileResponseSchema.parse(JSON.parse(stdout));
    expect(res.medications.length).toBeGreaterThan(0);
  });

  it.each([
    ['not JSON', 'atorvastatin 40 mg', 'not valid JSON'],
    [
      'a blank list',
      JSON.stringify({ admissionOrders: '  ', dischargeOrders: 'Aspirin 100 mg' }),
      RECONCILE_MESSAGES.bothRequired,
    ],
    [
      'a missing field',
      JSON.stringify({ admissionOrders: 'Aspirin 100 mg' }),
      RECONCILE_MESSAGES.bothRequired,
    ],
    [
      'a list over the size limit',
      JSON.stringify({
        admissionOrders: 'Aspirin 100 mg\n'.repeat(201),
        dischargeOrders: 'Aspirin 100 mg',
      }),
      RECONCILE_MESSAGES.tooLarge,
    ],
  ])('rejects %s with a clear message and exit code 2', (_name, input, message) => {
    const r = run(input);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe('');
  });

  it('names the bad line of a batch', () => {
    const r = run(`${JSON.stringify(request)}\n{"admissionOrders": ""}\n`, ['--batch']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('line 2');
  });

  it('rejects an unknown argument', () => {
    const r = run(JSON.stringify(request), ['--fast']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Unknown argument "--fast"');
  });
});
