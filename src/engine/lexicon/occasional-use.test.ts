/**
 * A patient or carer telling how often a medicine is used in everyday words ('only some nights', 'sometimes',
 * 'now and then', 'occasionally') says it is taken when required. An extra dose now and then on top of a
 * regular one ('sometimes an extra 40 mg') does not make the regular order when-required.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const prn = (adm: string, dis: string) =>
  reconcileChecked(adm, dis).medications.map(
    (m) => `${m.changeType} ${m.isPRN ? 'PRN' : 'regular'}`,
  );

describe('occasional use in everyday words', () => {
  it.each([
    ['Zopiclone 7.5 mg at bedtime, only some nights'],
    ['Zopiclone 7.5 mg nocte (occasionally)'],
    ['Zopiclone 7.5mg now and then at night'],
    ['Zopiclone 7.5 mg once in a while for sleep'],
  ])('is when required: %s', (adm) => {
    expect(prn(adm, 'Zopiclone 7.5 mg nocte PRN for sleep')).toEqual(['unchanged PRN']);
  });

  it('a remark with no dose, and the old regimen, are left as written', () => {
    const r = reconcileChecked('Nothing else except a Berocca sometimes', 'Berocca 1 tablet daily');
    expect((r.warnings ?? []).some((w) => /Could not read line 1/.test(w))).toBe(true);
    const was = reconcileChecked(
      'Zopiclone 7.5 mg prn',
      'Zopiclone 7.5 mg nocte (was occasionally)',
    );
    expect(was.medications[0]!.comment).toMatch(/was occasionally/i);
  });

  it('a regular order with an occasional extra dose stays regular', () => {
    const r = reconcileChecked(
      'Furosemide 40 mg mane, sometimes an extra 40 mg',
      'Furosemide 40 mg mane',
    );
    expect(r.medications.map((m) => m.isPRN)).toEqual([false]);
  });
});
