/**
 * A record the patient checks entry by entry: a verdict in brackets after each entry and, when wrong,
 * what the patient wrote. Wrong entries are read as corrected, or reported; never the old entry silently.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a checked record entry', () => {
  it.each([
    ['Lisinopril 10 mg - 1 tablet daily   [✔ Still correct]'],
    ['Lisinopril 10 mg daily (✓ correct)'],
  ])('a correct entry is read without its verdict: %s', (adm) => {
    const r = reconcileChecked(adm, 'Lisinopril 10 mg mane');
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it.each([
    'Gliclazide MR 30 mg - 1 daily  [✘ Not correct]  You typed: "no longer taking it"',
    'Gliclazide MR 30 mg daily [x wrong] Patient comment: stopped in March',
    'Gliclazide MR 30 mg daily (✘ incorrect) Correction: "my doctor ceased it"',
  ])('a corrected stop is no admission medicine, reported: %s', (line) => {
    const r = reconcileChecked(`Lisinopril 10 mg daily\n${line}`, 'Lisinopril 10 mg daily');
    expect(r.ceasedMedications).toEqual([]);
    expect((r.warnings ?? []).join(' ')).toMatch(/Gliclazide.*no longer taken/);
  });

  it.each([
    [
      'Sertraline 50 mg - 1 tablet daily [✘ Not correct] You typed: "now 100 mg daily"',
      'unchanged',
    ],
    ['Sertraline 50 mg daily [✘ wrong] You wrote: "actually 100 mg in the morning"', 'unchanged'],
  ])('a corrected dose is the order, with a warning: %s', (line, change) => {
    const r = reconcileChecked(line, 'Sertraline 100 mg mane');
    const row = r.medications[0]!;
    expect(row.changeType).toBe(change);
    expect((row.warnings ?? []).join(' ')).toMatch(/marked not correct/);
  });

  it('a wrong entry with no readable correction is kept and named', () => {
    const r = reconcileChecked(
      'Sertraline 50 mg daily [✘ Not correct] You typed: "I take it differently"',
      'Sertraline 50 mg daily',
    );
    expect((r.medications[0]!.warnings ?? []).join(' ')).toMatch(/marked not correct/);
  });

  it('the answers to the closing question are orders', () => {
    const r = reconcileChecked(
      'Anything else you take? You typed: "Fish oil 1000 mg daily"; "Loratadine 10 mg when needed"',
      'Fish oil 1000 mg daily\nLoratadine 10 mg PRN',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });
});
