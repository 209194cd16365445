/**
 * A problem-oriented plan ('#2 Delirium - cease Endep', '#3 Gout - continue Zyloprim 300 mg mane') numbers
 * its problems, not the admission items: when a numbered admission list is beside it, each line is read by
 * the medicine it names, and a stop takes the problem as its reason.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADM = '1) Zyloprim 300mg - mornings\n2) Endep 25mg - night\n3) Lipitor 40mg - night';

describe('problem numbers are not admission item numbers', () => {
  it('each line is read by its own medicine', () => {
    const res = reconcileChecked(
      ADM,
      '#1 Gout - continue Zyloprim 300 mg mane\n#2 Falls x3 - cease Endep\n#3 Dyslipidaemia - continue Lipitor 40 mg nocte',
    );
    const rows = Object.fromEntries(res.medications.map((m) => [m.name, m.changeType]));
    expect(rows).toEqual({
      'Allopurinol (Zyloprim)': 'unchanged',
      'Atorvastatin (Lipitor)': 'unchanged',
    });
    expect(res.ceasedMedications.map((c) => c.name)).toEqual(['Amitriptyline (Endep)']);
    expect(res.ceasedMedications[0]!.reason).toMatch(/falls/i);
  });

  it('a bare number still refers to the admission item', () => {
    const res = reconcileChecked(
      ADM,
      'Zyloprim 300 mg mane\n#2 - cease (drowsy)\nLipitor 40 mg nocte',
    );
    expect(res.ceasedMedications.map((c) => c.name)).toEqual(['Amitriptyline (Endep)']);
  });
});
