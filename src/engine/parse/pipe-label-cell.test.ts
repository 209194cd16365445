import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { withoutClassLabel } from './class-label';

// A table with a label column and no header row: 'kind | order'. The label is what the medicine is there for
// (a kind of medicine, a condition, a group of germs), never part of its name.
describe('a label cell before the order, one pipe, no header', () => {
  it.each([
    ['Antiepileptic | Levetiracetam 500 mg BD', 'Levetiracetam 500 mg BD'],
    ['Bone health | Denosumab 60 mg every 6 months', 'Denosumab 60 mg every 6 months'],
    ['Pneumococcal | Amoxicillin 250 mg daily', 'Amoxicillin 250 mg daily'],
  ])('%s', (line, order) => expect(withoutClassLabel(line)).toBe(order));

  it('keeps two medicines, a label with a number, or a cell with no dose as written', () => {
    for (const line of [
      'Ventolin | Asmol 2 puffs PRN',
      'Bed 12 | Aspirin 100 mg',
      'Renal | see notes',
    ])
      expect(withoutClassLabel(line)).toBe(line);
  });

  it('the row pairs with the same medicine on the other list', () => {
    const r = reconcileChecked(
      'Prophylaxis\n  Antiviral   | Famciclovir 250 mg BD\n  Fungal      | Fluconazole 200 mg daily',
      'Famciclovir 250 mg BD\nFluconazole 200 mg daily - unchanged',
    );
    expect(r.medications.map((m) => `${m.name}: ${m.changeType}`)).toEqual([
      'Famciclovir: unchanged',
      'Fluconazole: unchanged',
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('a magnesium brand hospitals chart is magnesium', () => {
    const r = reconcileChecked('Mag-Tab SR 1 tab BD', 'Magnesium 1 tab twice daily');
    expect(r.medications.map((m) => `${m.name}: ${m.changeType}`)).toEqual([
      'Magnesium: unchanged',
    ]);
  });
});
