/**
 * A drug-level results table's row for a level never measured ('Vancomycin  -  -  not done'): the row names a
 * test, not a medicine the patient takes. No row and no stop; the line is reported so a pharmacist sees it.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a level never measured in a results table', () => {
  it.each([
    'Carbamazepine      -        -        not measured',
    'Lithium level - not sent',
    'Gentamicin: not performed',
  ])('%s is no medicine taken, and is reported', (line) => {
    const r = reconcileChecked(
      `Test  Result  Range\n${line}\nLevetiracetam 500 mg BD`,
      'Levetiracetam 500 mg BD',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.name)).toEqual([expect.stringMatching(/levetiracetam/i)]);
    expect(r.warnings?.join(' ')).toContain(line.split(/\s/)[0]);
  });

  it('keeps an order that goes on after the words', () => {
    const r = reconcileChecked(
      'Aspirin 100 mg daily - not done today, give tomorrow',
      'Aspirin 100 mg daily',
    );
    expect(r.medications[0]?.changeType).toBe('unchanged');
  });
});
