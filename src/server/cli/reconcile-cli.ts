/**
 * The reconcile engine on the command line.
 *
 *   npm run --silent reconcile < request.json            one request JSON in, one response JSON out
 *   npm run --silent reconcile -- --batch < requests.jsonl   JSON Lines in, one response per line out
 *   --engine builtin|openai|anthropic|openai-compatible   as RECONCILE_ENGINE (default: that variable, else builtin)
 *   npm run --silent reconcile -- --explain < request.json   how the built-in engine read each line: its
 *     tokens, the rules that fired and what each dosing token became (text, for people)
 *
 * LLM engines read their model, key and base URL from the environment like the server does, and
 * their answers go through the same check against the input.
 * Input is validated with the same zod schema as POST /api/reconcile. Bad input: a message on
 * stderr and exit code 2. Medication text is never logged.
 */
import { explainRequest, reconcile } from '../../engine/index';
import {
  isOverSizeLimit,
  RECONCILE_MESSAGES,
  reconcileRequestSchema,
  type ReconcileRequest,
  type ReconcileResponse,
} from '../../shared/reconcile';

const ENGINES = ['builtin', 'openai', 'anthropic', 'openai-compatible'] as const;
type Engine = (typeof ENGINES)[number];
type Reconcile = (request: ReconcileRequest) => Promise<ReconcileResponse>;

class InputError extends Error {}

function parseArgs(argv: string[]): { batch: boolean; explain: boolean; engine: Engine } {
  let batch = false;
  let explain = false;
  let engine = process.env.RECONCILE_ENGINE || 'builtin';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--batch') batch = true;
    else if (a === '--explain') explain = true;
    else if (a === '--engine') engine = argv[++i] ?? '';
    else if (a.startsWith('--engine=')) engine = a.slice('--engine='.length);
    else
      throw new InputError(
        `Unknown argument "${a}". Usage: reconcile [--batch] [--explain] [--engine ${ENGINES.join('|')}]`,
      );
  }
  if (!(ENGINES as readonly string[]).includes(engine)) {
    throw new InputError(`Unknown engine "${engine}"; use one of ${ENGINES.join(', ')}`);
  }
  return { batch, explain, engine: engine as Engine };
}

/** The built-in engine directly; an LLM engine through the server's reconciler (loaded only then). */
async function createReconcile(engine: Engine): Promise<Reconcile> {
  if (engine === 'builtin') return async (request) => reconcile(request);
  const [{ parseEnv }, { createLogger }, { createReconciler }, { inProcessEngine }] =
    await Promise.all([
      import('../config/env'),
      import('../http/logger'),
      import('../features/reconcile/reconciler'),
      import('../features/reconcile/in-process-engine'),
    ]);
  const env = parseEnv({ ...process.env, RECONCILE_ENGINE: engine });
  return createReconciler(env, createLogger('silent'), inProcessEngine());
}

function readRequest(json: string, where: string): ReconcileRequest {
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    throw new InputError(`${where}: not valid JSON`);
  }
  const parsed = reconcileRequestSchema.safeParse(body);
  if (!parsed.success) {
    throw new InputError(
      `${where}: ${parsed.error.issues[0]?.message ?? RECONCILE_MESSAGES.bothRequired}`,
    );
  }
  if (isOverSizeLimit(parsed.data))
    throw new InputError(`${where}: ${RECONCILE_MESSAGES.tooLarge}`);
  return parsed.data;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<void> {
  const { batch, explain, engine } = parseArgs(process.argv.slice(2));
  if (explain) {
    process.stdout.write(explainRequest(readRequest(await readStdin(), 'request')));
    return;
  }
  const run = await createReconcile(engine);
  const input = await readStdin();
  if (!batch) {
    process.stdout.write(`${JSON.stringify(await run(readRequest(input, 'request')))}\n`);
    return;
  }
  // Validate every line before calling an engine: a bad line 40 should not cost 39 LLM calls.
  const requests = input
    .split(/\r?\n/)
    .map((line, i) => (line.trim() ? readRequest(line, `line ${i + 1}`) : null))
    .filter((r): r is ReconcileRequest => r !== null);
  const out: string[] = [];
  for (const request of requests) out.push(JSON.stringify(await run(request)));
  process.stdout.write(out.length ? `${out.join('\n')}\n` : '');
}

main().catch((e: unknown) => {
  if (e instanceof InputError) {
    process.stderr.write(`reconcile: ${e.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`reconcile: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
