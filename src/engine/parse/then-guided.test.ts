/**
 * 'then as directed by INR', 'then per the clinic': after the written dose, later doses follow a guide. No amount is
 * given, so it is no next step of a regimen and an otherwise equal order stays unchanged; 'then 4 mg' still is one.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const row = (admission: string, discharge: string) => {
  const r = reconcileChecked(admission, discharge);
  return r.medications.map((m) => `${m.name}: ${m.changeType}`);
};

describe('a then-clause that hands later doses to a guide', () => {
  it.each([
    'then as directed by the anticoagulation clinic',
    'then according to INR results',
    'then dose per INR',
  ])('is no next step: %s', (tail) => {
    expect(row('Warfarin 2 mg at night', `Warfarin 2 mg nocte, ${tail}`)).toEqual([
      'Warfarin: unchanged',
    ]);
  });

  it('still reads a then-clause with an amount as a step', () => {
    expect(row('Warfarin 2 mg at night', 'Warfarin 2 mg nocte, then 3 mg per INR')).toEqual([
      'Warfarin: changed',
    ]);
  });
});
