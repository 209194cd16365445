/**
 * Words around a list that are no medicine: where the patient or a form's part is ('Bay 2', 'Section B') and a sum
 * under a list ('Total score ...') are labels, never a row or a ceased entry; a receipt's funding flag ('RPBS') and a
 * maker's short code after the name ('GH') are not part of the medicine's name.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const names = (admission: string, discharge: string) => {
  const r = reconcileChecked(admission, discharge);
  return {
    rows: r.medications.map((m) => `${m.name}: ${m.changeType}`),
    ceased: r.ceasedMedications.map((c) => c.name),
  };
};

describe('labels and receipt words', () => {
  it('reads a bed, bay or section label as no medicine', () => {
    expect(
      names(
        'Bay 2  M.T. 70F  UTI\nSection B - Oral medicines\nSertraline 50 mg mane',
        'Sertraline 50 mg mane\nTotal burden score 3 -> 1',
      ),
    ).toEqual({ rows: ['Sertraline: unchanged'], ceased: [] });
  });

  it('drops a funding flag and a maker code from a receipt line', () => {
    expect(
      names('RPBS  ROSUVASTATIN GH 10MG TAB 30   $7.70  -> 1 at night', 'Rosuvastatin 10 mg nocte'),
    ).toEqual({ rows: ['Rosuvastatin: unchanged'], ceased: [] });
  });
});
