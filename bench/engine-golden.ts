/**
 * npx tsx bench/engine-golden.ts out.jsonl [--compare before.jsonl]
 *
 * Runs the built-in engine over every input the repository can make (shared worked cases, every
 * regression fixture set, the 10,000-order corpus sample in its discharge lists, and 300 seeded fuzz
 * pairs) and writes one line per input: its id and the engine's answer. With --compare it prints the ids
 * whose answer differs. A speed change to the engine should leave this file byte-for-byte the same;
 * a class fix should change only the inputs it is about.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reconcile } from '../src/engine/index';
import { makeBatches } from '../tests/corpus/batch';
import { generateCorpus, SAMPLE_SIZE } from '../tests/corpus/corpus';
import { createRng } from '../tests/corpus/rng';
import { fuzzList, seededRng } from '../tests/fuzz/order-generator';
import { hasSharedCases, sharedCases } from '../tests/helpers/shared-data';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const out = args[0];
const compareIndex = args.indexOf('--compare');
const compareWith = compareIndex >= 0 ? args[compareIndex + 1] : undefined;
if (!out) throw new Error('usage: engine-golden.ts out.jsonl [--compare before.jsonl]');

const inputs: Array<{ id: string; admissionOrders: string; dischargeOrders: string }> = [];
if (hasSharedCases) for (const c of sharedCases()) inputs.push({ ...c, id: `shared/${c.id}` });
const fixtures = path.join(root, 'tests/fixtures/regression');
for (const set of readdirSync(fixtures)) {
  for (const file of readdirSync(path.join(fixtures, set)).filter((f) => f.endsWith('.json'))) {
    const c = JSON.parse(readFileSync(path.join(fixtures, set, file), 'utf8'));
    if (typeof c.admissionOrders === 'string')
      inputs.push({
        id: `${set}/${file}`,
        admissionOrders: c.admissionOrders,
        dischargeOrders: c.dischargeOrders,
      });
  }
}
makeBatches(generateCorpus(SAMPLE_SIZE), createRng(1)).forEach((b, i) =>
  inputs.push({
    id: `corpus/${i}`,
    admissionOrders: b.admissionOrders,
    dischargeOrders: b.dischargeOrders,
  }),
);
const rng = seededRng(7);
for (let i = 0; i < 300; i++)
  inputs.push({ id: `fuzz/${i}`, admissionOrders: fuzzList(rng), dischargeOrders: fuzzList(rng) });

const lines = inputs.map((input) => {
  const { id, ...request } = input;
  return JSON.stringify({ id, answer: reconcile(request) });
});
writeFileSync(out, lines.join('\n') + '\n');
console.log(`${lines.length} answers written to ${out}`);

if (compareWith) {
  const before = new Map(
    readFileSync(compareWith, 'utf8')
      .trim()
      .split('\n')
      .map((l) => [JSON.parse(l).id as string, l]),
  );
  const changed = lines
    .filter((l) => before.get(JSON.parse(l).id) !== l)
    .map((l) => JSON.parse(l).id);
  console.log(
    changed.length
      ? `${changed.length} answers differ:\n${changed.join('\n')}`
      : 'no answer differs',
  );
}
