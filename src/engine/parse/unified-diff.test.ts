/**
 * A discharge list printed as a unified diff: '-' lines are the old orders, '+' lines the new, ' ' lines go on.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADM = 'Perindopril 4 mg mane\nPravastatin 20 mg nocte\nAspirin 100 mg daily';

describe('a unified diff discharge list', () => {
  it.each([
    '@@ -1,3 +1,3 @@\n Aspirin 100 mg daily\n-Perindopril 4 mg mane\n+Perindopril 8 mg mane\n-Pravastatin 20 mg nocte\n+Rosuvastatin 10 mg nocte',
    '--- before\n+++ after\n Aspirin 100 mg daily\n-Perindopril 4 mg mane\n+Perindopril 8 mg mane\n-Pravastatin 20 mg nocte\n+Rosuvastatin 10 mg nocte',
  ])('old lines are no rows: %j', (dis) => {
    const r = reconcileChecked(ADM, dis);
    const by = Object.fromEntries(r.medications.map((m) => [m.name, m.changeType]));
    expect(by).toEqual({ Aspirin: 'unchanged', Perindopril: 'changed', Rosuvastatin: 'new' });
    expect(r.ceasedMedications.map((m) => m.name)).toEqual(['Pravastatin']);
  });

  it('a dashed list with no diff header keeps its bullets', () => {
    const r = reconcileChecked(
      ADM,
      '- Aspirin 100 mg daily\n- Perindopril 4 mg mane\n- Pravastatin 20 mg nocte',
    );
    expect(r.medications).toHaveLength(3);
  });
});
