/**
 * A substance-use line (an AOD intake's table or note) is not a medicine: no row, no ceased entry. A
 * prescribed cannabis product writes no use word and stays an order.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('substance use is not an order', () => {
  it.each([
    'Methamphetamine | injected | 0.2 g | 3 days ago',
    'Marijuana - 4 cones a night',
    'Cocaine: snorted on weekends',
  ])('%j', (line) => {
    const res = reconcileChecked(`${line}\nSertraline 50 mg mane`, 'Sertraline 50 mg mane');
    expect(res.medications.map((m) => m.name)).toEqual(['Sertraline']);
    expect(res.ceasedMedications).toEqual([]);
  });

  it('a prescribed cannabis product is still read', () => {
    const res = reconcileChecked('Cannabis oil 0.5 mL BD', 'Cannabis oil 0.5 mL BD');
    expect(res.medications).toHaveLength(1);
  });
});
