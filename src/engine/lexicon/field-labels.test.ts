/** A counselling card written one field a line under each medicine ('How much:', 'When:', 'Why:'). */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('one field a line under each medicine', () => {
  it('reads how much, when and why onto the medicine above, never as a medicine', () => {
    const card = [
      'Medicine: Bisoprolol 2.5 mg tablet',
      'How much: 1 tablet',
      'When: morning',
      'Why: heart failure',
      '',
      'Medicine: Dapagliflozin 10 mg tablet',
      'How many: 1 tablet',
      'When to take: morning',
      'What it is for: heart failure',
    ].join('\n');
    const r = reconcileChecked(card, 'Bisoprolol 2.5 mg mane\nDapagliflozin 10 mg mane');
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Bisoprolol', 'unchanged'],
      ['Dapagliflozin', 'unchanged'],
    ]);
    expect(r.warnings ?? []).toEqual([]);
  });
});
