import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a pill dispenser schedule table is read as orders', () => {
  it.each([
    'Slot | Medicine | Tablets per dose | Dosing times | Refills left',
    'Compartment | Medication | Pills | Dose time | Pills left',
  ])('header %s', (header) => {
    const admission = [
      header,
      'A | Ramipril 5mg | 1 | 7:30 AM | 14',
      'B | Sertraline 50mg | 2 | 8:00 AM | 9',
    ].join('\n');
    const r = reconcileChecked(
      admission,
      'Ramipril 5 mg 1 tablet in the morning\nSertraline 50 mg 1 tablet in the morning',
    );
    const byName = Object.fromEntries(r.medications.map((m) => [m.name, m.changeType]));
    expect(byName).toEqual({ Ramipril: 'unchanged', Sertraline: 'changed' });
    expect(r.ceasedMedications).toEqual([]);
  });
});
