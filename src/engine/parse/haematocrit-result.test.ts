import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const names = (xs: Array<{ name: string }>) => xs.map((x) => x.name);

describe('a haematocrit result is a reason, never hydrochlorothiazide (HCT)', () => {
  it.each([
    'Hold: testosterone enanthate - held, HCT 0.56; urology to review',
    'Testosterone enanthate withheld, Hct 55%, repeat FBC in 4 weeks',
  ])('%s adds no thiazide row and keeps the result in the reason', (line) => {
    const r = reconcileChecked(
      'Testosterone enanthate 250 mg IM every 3 weeks\nRosuvastatin 10 mg nocte',
      `${line}\nRosuvastatin 10 mg nocte`,
    );
    expect(names(r.medications)).toEqual(['Rosuvastatin']);
    expect(r.ceasedMedications).toHaveLength(1);
    expect(r.ceasedMedications[0]!.reason).toMatch(/hct/i);
  });

  it('HCT with a dose is still the thiazide', () => {
    const r = reconcileChecked(
      'Hydrochlorothiazide 25 mg mane',
      'HCT 25 mg mane; amlodipine 5 mg daily',
    );
    expect(names(r.medications)).toContain('Hydrochlorothiazide');
  });
});
