/**
 * Every medicine the shared reconciliation cases name must resolve in the knowledge base, and no
 * line of those cases may resolve to a medicine the case does not expect (a heading read as a drug).
 * The cases live outside the repository; the test is skipped where they are not checked out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookupMedicine } from '../../src/engine/kb/index';

const CASES_DIR = resolve(process.cwd(), '../shared/reconciliation/cases');

interface SharedCase {
  id: string;
  admissionOrders: string;
  dischargeOrders: string;
  expected: {
    medications: Array<{ ingredient: string }>;
    ceasedMedications: Array<{ ingredient: string }>;
  };
}

const cases: SharedCase[] = existsSync(CASES_DIR)
  ? readdirSync(CASES_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(resolve(CASES_DIR, f), 'utf8')) as SharedCase)
  : [];

/** 'a+b|c' in the case format: every '+' part must be in the name, with '|' giving accepted spellings. */
function nameMatches(name: string, ingredient: string): boolean {
  const n = name.toLowerCase();
  return ingredient.split('+').every((part) => part.split('|').some((alt) => n.includes(alt)));
}

/** Order text as the engine would pass it: without bullets, numbering and a leading status word. */
function orderText(line: string): string {
  return line
    .trim()
    .replace(/^(?:[-*•]|\d+[.)])\s*/, '')
    .replace(/^(?:WITHHELD|CEASED|STOPPED|NEW|CONTINUE)\s*:\s*/i, '');
}

describe.skipIf(cases.length === 0)(
  'knowledge base against the shared reconciliation cases',
  () => {
    it.each(cases.map((c) => [c.id, c] as const))(
      '%s: every expected medicine resolves, and nothing else does',
      (_id, c) => {
        const lines = `${c.admissionOrders}\n${c.dischargeOrders}`
          .split(/\r?\n/)
          .map(orderText)
          .filter(Boolean);
        const found = lines.map((l) => ({ line: l, r: lookupMedicine(l) }));
        const names = found.flatMap((f) => (f.r ? [f.r.medicine.name] : []));
        const expected = [...c.expected.medications, ...c.expected.ceasedMedications].map(
          (m) => m.ingredient,
        );
        for (const ing of expected)
          expect(
            names.some((n) => nameMatches(n, ing)),
            `${c.id}: ${ing} in ${names.join(', ')}`,
          ).toBe(true);
        for (const f of found) {
          if (!f.r) continue;
          expect(
            expected.some((ing) => nameMatches(f.r!.medicine.name, ing)),
            `${c.id}: "${f.line}" read as ${f.r.medicine.name}`,
          ).toBe(true);
        }
      },
    );
  },
);
