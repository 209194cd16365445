import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a label of a few words before a dash and an order', () => {
  it.each([
    ['Blood thinner - aspirin 100 mg daily', 'Aspirin 100 mg mane'],
    ['Water tablet – frusemide 40 mg in the morning', 'Furosemide 40 mg mane'],
    [
      'Sliding (top-up) scale - Actrapid with meals: 2 units if BGL over 12',
      'Actrapid 2 units with meals if BGL over 12',
    ],
  ])('%s is read as the order after the label', (adm, dis) => {
    const r = reconcileChecked(adm, dis);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('leaves a title before a medicine named with no dose alone', () => {
    const r = reconcileChecked(
      'Renal ward discharge - cyclosporin toxicity (level 400)\nCiclosporin 100 mg bd',
      'Ciclosporin 75 mg bd',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.sources!.filter((s) => s.list === 'admission')).toHaveLength(1);
  });

  it('leaves one word before the dash alone (it may be a brand the list does not know)', () => {
    const r = reconcileChecked('Zorbex - aspirin 100 mg daily', 'Aspirin 100 mg daily');
    expect((r.warnings ?? []).join(' ')).toMatch(/Zorbex|line 1/);
  });
});
