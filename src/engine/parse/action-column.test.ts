import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe("a chart change order's action column before the medicine", () => {
  const admission = 'Metoprolol 50 mg bd\nPantoprazole 40 mg mane\nSertraline 50 mg mane';
  it('AMEND, NIL CHANGE and NO CHANGE in capitals, then a tab, pair with the admission orders', () => {
    const r = reconcileChecked(
      admission,
      [
        'AMEND\tMetoprolol 25 mg\t1 tablet twice a day (was 50 mg)',
        'NIL CHANGE\tPantoprazole 40 mg tablet\t1 tablet in the morning',
        'NO CHANGE\tSertraline 50 mg\t1 tablet mane',
      ].join('\n'),
    );
    const byName = Object.fromEntries(r.medications.map((m) => [m.name, m.changeType]));
    expect(byName).toEqual({
      Metoprolol: 'changed',
      Pantoprazole: 'unchanged',
      Sertraline: 'unchanged',
    });
    expect(r.ceasedMedications).toEqual([]);
  });

  it('an action word in capitals before something that is not a medicine stays a direction', () => {
    const r = reconcileChecked(
      'Fentanyl 12 microgram/hour patch every 3 days',
      'Fentanyl 12 microgram/hour patch every 3 days\nCHANGE PATCH every 3 days',
    );
    expect(r.medications.find((m) => m.name === 'Fentanyl')?.changeType).toBe('unchanged');
    expect(r.ceasedMedications).toEqual([]);
  });
});
