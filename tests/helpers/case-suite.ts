/**
 * Runs a folder of reconciliation cases (tests/fixtures/<folder>) through the built-in engine, checked
 * by the scorer's criteria (case-check.ts). Cases the engine gets wrong are listed in `knownFailures`
 * with the reason and run as `it.fails`, so the suite stays green and a fix shows up as a failing
 * "expected to fail" test: when that happens, delete the entry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../src/engine/index';
import { caseProblems } from './case-check';
import type { SharedCase } from './shared-data';

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

export function loadCases(folder: string): SharedCase[] {
  const dir = path.join(fixturesDir, folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as SharedCase);
}

export function caseSuite(
  title: string,
  folder: string,
  count: number,
  knownFailures: Record<string, string>,
): void {
  const cases = loadCases(folder);
  describe(`${title} (tests/fixtures/${folder})`, () => {
    it(`has the ${count} cases and every known failure names one of them`, () => {
      expect(cases.length).toBe(count);
      const ids = new Set(cases.map((c) => c.id));
      expect(Object.keys(knownFailures).filter((id) => !ids.has(id))).toEqual([]);
    });

    const run = (c: SharedCase) =>
      caseProblems(
        c,
        reconcile({ admissionOrders: c.admissionOrders, dischargeOrders: c.dischargeOrders }),
      );
    for (const c of cases) {
      const known = knownFailures[c.id];
      if (known) it.fails(`${c.id} (known failure: ${known})`, () => expect(run(c)).toEqual([]));
      else it(c.id, () => expect(run(c)).toEqual([]));
    }
  });
}
