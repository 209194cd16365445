/**
 * A history may tell a stop as the patient's own sentence about 'it' ('she says she stopped it at Easter',
 * 'he ceased taking it last year'). On the admission list that is a medicine stopped before this admission:
 * reported for a check by hand, neither a row nor a stop now. Another thing stopped ('she stopped smoking')
 * is no stop of the medicine.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe("a stop told of 'it' in a history", () => {
  it.each([
    ['Spironolactone 25 mg — patient reports she stopped it at Easter'],
    ['Spironolactone 25mg daily; husband says he has stopped taking it, made him dizzy'],
    ['Spironolactone - they stopped it 2 months ago'],
  ])('is a stop before this admission: %s', (adm) => {
    const r = reconcileChecked(`Metformin 500 mg bd\n${adm}`, 'Metformin 500 mg bd');
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.name)).toEqual(['Metformin']);
    expect(
      (r.warnings ?? []).some((w) =>
        /Spironolactone .*already stopped before this admission/.test(w),
      ),
    ).toBe(true);
  });

  it('on the discharge list it is a stop', () => {
    const r = reconcileChecked(
      'Spironolactone 25 mg daily',
      'Spironolactone 25 mg - she stopped it, high potassium',
    );
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Spironolactone']);
  });

  it('another thing stopped is no stop of the medicine', () => {
    const r = reconcileChecked(
      'Nicotine patch 14 mg/24 hours daily - she stopped smoking in May',
      'Nicotine patch 14 mg/24 hours daily',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});
