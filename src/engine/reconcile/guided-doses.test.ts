/**
 * A dose handed to a guide after the one written ('then as per INR', 'then per levels', 'then adjust to
 * BGL', 'then as directed by the anticoagulation clinic'): the same guide on both lists is the same plan,
 * a guide on one list only or a new first dose is a change, two guides of different kinds are checked by
 * the clinician. The guide's words stay on the row. A step with its own dose is a regimen, as before.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const only = (admission: string, discharge: string) => {
  const r = reconcileChecked(admission, discharge);
  expect(r.medications).toHaveLength(1);
  const m = r.medications[0]!;
  return { ...m, slotText: Object.values(m.schedule).join(' | '), warnings: m.warnings ?? [] };
};

describe('a then-step handed to a guide', () => {
  it.each([
    ['Warfarin 2 mg at night, then according to INR', 'warfarin 2mg nocte then per INR results'],
    ['Warfarin 2 mg at night as per INR', 'warfarin 2mg nocte - then dose as per weekly INR'],
    [
      'Coumadin 5mg at 6pm then as directed by the anticoag clinic',
      'Warfarin 5 mg in the evening, then as advised by the warfarin clinic',
    ],
    [
      'Lithium carbonate 250 mg twice a day then per serum levels',
      'lithium 250mg BD then per lithium level',
    ],
    [
      'Gliclazide MR 60 mg mane then adjust per BSL',
      'gliclazide MR 60mg in the morning, then titrate as per blood sugars',
    ],
    ['Warfarin 6 mg at 1800 per INR', 'warfarin 6mg 6pm, then INR-guided'],
    [
      'Warfarin 6 mg 6pm per INR book',
      'Warfarin 6 mg at 6 pm, then dose adjusted according to the anticoagulation clinic',
    ],
    [
      'Tacrolimus 2 mg bd then per trough levels',
      'tacrolimus 2mg twice daily, then level-adjusted',
    ],
  ])('is the same plan when both lists give it: %s / %s', (adm, dis) => {
    const m = only(adm, dis);
    expect(m.changeType).toBe('unchanged');
    expect(m.warnings).toEqual([]);
  });

  it('keeps the words of the guide on the row', () => {
    const m = only(
      'Warfarin 3 mg nocte',
      'Warfarin 3 mg nocte, then dose per daily INR from the HITH nurse',
    );
    expect(m.slotText).toMatch(/per daily INR/);
    const same = only('Warfarin 3 mg nocte per INR', 'Warfarin 3 mg at night then per INR');
    expect(same.slotText).toMatch(/then per INR/);
  });

  it('is a change when only one list hands the dose to a guide', () => {
    const now = only('Lithium 400 mg nocte', 'Lithium 400 mg at bedtime then as per levels');
    expect(now.changeType).toBe('changed');
    expect(now.comment).toMatch(/per levels/);
    const no = only('Warfarin 1 mg mane then per INR', 'Warfarin 1 mg in the morning');
    expect(no.changeType).toBe('changed');
    expect(no.comment).toMatch(/no longer/i);
  });

  it('is a change when the first dose differs', () => {
    const m = only('warfarin 3 mg nocte then as per INR', 'warfarin 4 mg at night, then per INR');
    expect(m.changeType).toBe('changed');
    expect(m.comment).toMatch(/3 mg to 4 mg/);
  });

  it('asks the clinician to check guides of different kinds', () => {
    const m = only(
      'Warfarin 2 mg nocte then as directed by GP',
      'Warfarin 2 mg nocte then per INR',
    );
    expect(m.changeType).toBe('unchanged');
    expect(m.warnings.join(' ')).toMatch(/same plan/);
  });
});

describe('a then-step with its own dose', () => {
  it('is still a regimen that changes over time', () => {
    const m = only(
      'Prednisolone 25 mg tablet 1 daily',
      'Prednisolone 25 mg tablet 2 daily for 3 days then 1 daily',
    );
    expect(m.changeType).toBe('changed');
    expect(m.comment).toMatch(/changes over time/);
  });

  it('is not mistaken for a guide when it names an amount', () => {
    const m = only('Warfarin 3 mg nocte', 'Warfarin 3 mg nocte then 4 mg per INR');
    expect(m.changeType).toBe('changed');
    expect(m.comment).toMatch(/changes over time/);
  });
});
