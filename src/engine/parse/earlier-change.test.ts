/** A change record that gives only the dose a medicine was is history, not a second order. */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { isEarlierChange } from './earlier-change';

describe('a line giving only the earlier dose of a change', () => {
  it.each([
    'Changes made: metoprolol reduced from 50 mg',
    'Dose of sertraline decreased from 100mg.',
    'Medicine changes - atorvastatin was increased from 20 mg (LDL 3.9)',
  ])('%j is history', (line) => expect(isEarlierChange(line)).toBe(true));

  it.each([
    'Metoprolol reduced from 50 mg to 25 mg BD',
    'Metoprolol 25 mg bd - reduced from 50 mg',
    'Metoprolol reduced from 50 mg, now 25 mg twice daily',
    'Amlodipine 10 mg tablet   1   INCREASED from 5 mg',
  ])('%j is not', (line) => expect(isEarlierChange(line)).toBe(false));

  it('is neither a row nor a stop, and is reported', () => {
    const r = reconcileChecked(
      'Metoprolol 25 mg twice daily\nAspirin 100 mg mane\nChanges made: metoprolol reduced from 50 mg (HR 52)',
      'Metoprolol 25 mg twice daily\nAspirin 100 mg mane',
    );
    expect(r.ceasedMedications).toHaveLength(0);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    expect((r.warnings ?? []).join(' ')).toMatch(/earlier change/);
  });
});
