/**
 * Runs the sig corpus from the command line, against this tree's engine or another one:
 *   npx tsx tests/corpus/cli.ts [--size 30000] [--engine ../wt-engine/src/engine/index.ts] [--json out.json]
 * Prints the summary; --json also writes every feature's tally, for the failure-class report.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FULL_SIZE, generateCorpus } from './corpus';
import { failureClasses, formatSummary, runCorpus, type Reconcile } from './run';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const enginePath = resolve(opt('--engine') ?? 'src/engine/index.ts');
const engine = (await import(pathToFileURL(enginePath).href)) as { reconcile: Reconcile };
const summary = runCorpus(generateCorpus(Number(opt('--size') ?? FULL_SIZE)), engine.reconcile);
console.log(`engine: ${enginePath}`);
console.log(formatSummary(summary, Number(opt('--top') ?? 15)));
const json = opt('--json');
if (json)
  writeFileSync(
    json,
    JSON.stringify({ ...summary, classes: failureClasses(summary, 60) }, null, 2),
  );
