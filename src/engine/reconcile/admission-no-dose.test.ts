import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const NO_DOSE = 'Dose not stated on the admission list: check the discharge dose is not a change';
const rowOf = (a: string, d: string) => reconcileChecked(a, d).medications[0]!;

describe('an admission line with no dose against a discharge dose', () => {
  it('flags the "no change" it cannot prove (a patient’s own list)', () => {
    const row = rowOf('Nexium every morning', 'Esomeprazole 40 mg mane');
    expect(row.changeType).toBe('unchanged');
    expect(row.warnings).toContain(NO_DOSE);
  });

  it('flags a reliever named without its puffs', () => {
    const row = rowOf('Ventolin inhaler if short of breath', 'Salbutamol 100 mcg/dose 2 puffs prn');
    expect(row.warnings).toContain(NO_DOSE);
  });

  it('says nothing when both lists give the dose', () => {
    const row = rowOf('Esomeprazole 40 mg mane', 'Nexium 40mg in the morning');
    expect(row.warnings ?? []).not.toContain(NO_DOSE);
  });

  it('leaves a dose handed to the INR book to the guided-dose comparison', () => {
    const row = rowOf('Warfarin - as per INR book', 'Warfarin 3 mg at 5 pm');
    expect(row.warnings ?? []).not.toContain(NO_DOSE);
  });
});
