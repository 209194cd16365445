/**
 * The reconcile engine on the command line.
 *
 *   npm run --silent reconcile < request.json            one request JSON in, one response JSON out
 *   npm run --silent reconcile -- --batch < requests.jsonl   JSON Lines in, one response per line out
 *   --engine builtin                                      the built-in rules engine (the default)
 *
 * Input is validated with the same zod schema as POST /api/reconcile. Bad input: a message on
 * stderr and exit code 2. Medication text is never logged.
 */
import { reconcile } from '../../engine/index';
import { isOverSizeLimit, RECONCILE_MESSAGES, reconcileRequestSchema, type ReconcileResponse } from '../../shared/reconcile';

const ENGINES = ['builtin'] as const;

class InputError extends Error {}

function parseArgs(argv: string[]): { batch: boolean; engine: string } {
  let batch = false;
  let engine = 'builtin';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--batch') batch = true;
    else if (a === '--engine') engine = argv[++i] ?? '';
    else if (a.startsWith('--engine=')) engine = a.slice('--engine='.length);
    else throw new InputError(`Unknown argument "${a}". Usage: reconcile [--batch] [--engine builtin]`);
  }
  if (!(ENGINES as readonly string[]).includes(engine)) {
    throw new InputError(`Engine "${engine}" is not available on the command line yet; use --engine builtin`);
  }
  return { batch, engine };
}

function run(json: string, where: string): ReconcileResponse {
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    throw new InputError(`${where}: not valid JSON`);
  }
  const parsed = reconcileRequestSchema.safeParse(body);
  if (!parsed.success) {
    throw new InputError(`${where}: ${parsed.error.issues[0]?.message ?? RECONCILE_MESSAGES.bothRequired}`);
  }
  if (isOverSizeLimit(parsed.data)) throw new InputError(`${where}: ${RECONCILE_MESSAGES.tooLarge}`);
  return reconcile(parsed.data);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<void> {
  const { batch } = parseArgs(process.argv.slice(2));
  const input = await readStdin();
  if (!batch) {
    process.stdout.write(`${JSON.stringify(run(input, 'request'))}\n`);
    return;
  }
  const lines = input.split(/\r?\n/);
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (line.trim()) out.push(JSON.stringify(run(line, `line ${i + 1}`)));
  });
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
