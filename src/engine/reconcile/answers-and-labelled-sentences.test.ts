/**
 * A form's question with its yes box ticked, then the medicine ('Any heart tablets?  (x) Yes: ...'), and a
 * short label before a sentence about a medicine ('Also: he takes ...'): the medicine is the order, paired.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a ticked yes answer before the medicine', () => {
  it.each([
    [
      'Do you take any heart tablets?  (x) Yes: Bisoprolol 2.5 mg every morning',
      'Bisoprolol 2.5mg mane',
    ],
    ['Insulin or diabetes tablets? ☑ Yes - Diabex 1 g twice daily', 'Metformin 1000 mg BD'],
  ])('%s is the order', (adm, dis) => {
    const r = reconcileChecked(adm, dis);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('reads nothing from an empty yes box', () => {
    const r = reconcileChecked(
      'Blood thinners? [ ] Yes [x] No\nBisoprolol 2.5 mg mane',
      'Bisoprolol 2.5mg mane',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.ceasedMedications).toEqual([]);
  });
});

describe('a label before a sentence about a medicine', () => {
  it('reads the sentence', () => {
    const r = reconcileChecked(
      'Also: he still takes Lipitor 40 mg at night for cholesterol.',
      'Atorvastatin 40mg nocte',
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Atorvastatin', 'unchanged'],
    ]);
    expect(r.ceasedMedications).toEqual([]);
  });

  it('leaves a label that stops to its own rules', () => {
    const r = reconcileChecked('Ceased: she takes aspirin 100 mg daily', 'Nil');
    expect(r.medications).toEqual([]);
  });
});

describe("an eye examination's findings", () => {
  it.each([
    'VA 6/12 right, 6/18 left',
    'IOP: R 22 L 19 mmHg',
    'Visual acuity R 6/6 L 6/9; gonioscopy open',
  ])('%s is an observation, never a medicine', (line) => {
    const r = reconcileChecked(
      `${line}\nLatanoprost 0.005% 1 drop both eyes nocte`,
      'Latanoprost 0.005% 1 drop both eyes nocte',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});
