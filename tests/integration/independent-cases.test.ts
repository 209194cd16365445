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
  'ind-001': '"ON" (omni nocte) is not read as a time: rosuvastatin lands in 0800 "(time not stated)" instead of 2200',
  'ind-006': '"Marevan 3mg + 1mg (=4mg)" is read as 3 mg, so warfarin 4 mg is "Dose increased from 3 mg to 4 mg"; diltiazem "controlled delivery" is called immediate release',
  'ind-010': 'Nitroderm TTS (GTN patch) is not recognised, so the discharge GTN patch is new and its slot says the invented "10 sprays"',
  'ind-011': 'oral to subcut route change missed when nothing else changes (haloperidol, dexamethasone unchanged)',
  'ind-014': 'Janumet "1 tab BD with meals" gets three slots (with meals wins over BD)',
  'ind-015': 'Seretide Accuhaler "dry powder inhaler" read as an oral sachet ("Now taken by mouth"); Targin brand treated as immediate release so Targin 20/10 vs oxycodone/naloxone MR 20/10 is "changed"',
  'ind-016': 'Cartia (enteric coated) to dispersible aspirin not seen as a formulation change',
  'ind-019': '"40mg mane + 40mg 1400" loses the 1400 dose (0800 only)',
  'ind-020': '"b.i.d." is not read as twice daily: metoprolol lands in 0800 "(time not stated)"',
  'ind-023': '"weekly (Sat)" day abbreviation not read, so alendronate "once weekly on Saturdays" is "changed"',
  'ind-025': '"Vitamin B12 (cyanocobalamin) 1000 microgram daily" becomes a new hydroxocobalamin injection and oral cyanocobalamin is ceased; fentanyl "every 72h" vs "every 3 days" called changed',
  'ind-030': 'calcitriol "MONDAY, WEDNESDAY AND FRIDAY" keeps only Mondays',
  'ind-033': 'admission "80mg mane + 40mg 1400" loses the 1400 dose, so an unchanged furosemide regimen is "changed"',
  'ind-034': '"Chlorsig (chloramphenicol 0.5%)" and "Maxidex (dexamethasone 0.1%)": the strength goes to the comment, the form is only "eye drops"',
  'ind-035': '"weekly (Sun)" day abbreviation not read, so alendronate "on Sundays" is "changed"',
  'ind-038': 'mometasone ointment gets an empty indication',
  'ind-040': '"Coenzyme Q10 150mg" is named "Coenzyme" (the Q10 is lost)',
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
