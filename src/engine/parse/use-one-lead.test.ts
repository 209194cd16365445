/**
 * A patient's own list that names each medicine by its use first ('my sugar pill - metformin ...', 'the
 * thyroid one, Oroxine ...'): the use and the word standing for the medicine are a label, and the order after
 * it is read and matched like any other.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a use label before the medicine on a patient list', () => {
  it.each([
    [
      'the thyroid one, Oroxine 100mcg - 1 first thing',
      'Levothyroxine (Oroxine) 100 microgram mane',
    ],
    [
      'my diabetes pill - Diabex 500mg - 1 with dinner',
      'Metformin (Diabex) 500 mg with evening meal',
    ],
    ['Reflux tablet, Somac 40mg every morning', 'Pantoprazole 40 mg mane'],
  ])('%s is the order on it', (adm, dis) => {
    const r = reconcileChecked(adm, dis);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
