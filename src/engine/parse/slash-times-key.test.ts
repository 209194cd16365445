/**
 * Slashed doses read through a key of times ('Key: AM/PM doses', 'Doses given morning / night').
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const slotsOf = (s: Record<string, string>) =>
  Object.entries(s)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k} ${v}`)
    .sort();

describe('a key of times for slashed doses', () => {
  it('places each figure at its time, and a dash is no dose', () => {
    const r = reconcileChecked(
      'Legend: AM/PM doses, nil = -\nCiclosporin caps 100mg/75mg\nMetoprolol 25mg/-',
      'Ciclosporin 100 mg mane and 75 mg in the evening\nMetoprolol 25 mg mane',
    );
    const [cic, met] = r.medications;
    expect(slotsOf(cic!.schedule)).toEqual(['0800 100 mg', '1800 75 mg']);
    expect(cic!.changeType).toBe('unchanged');
    expect(slotsOf(met!.schedule)).toEqual(['0800 25 mg']);
    expect(met!.changeType).toBe('unchanged');
  });

  it('reads counts through the key and never splits a combination strength', () => {
    const r = reconcileChecked(
      'Key - doses: morning / night\nCo-trimoxazole 160/800mg tab   1/-\nLevetiracetam 500mg tab  2/2',
      'Co-trimoxazole 160/800 mg 1 tablet mane\nLevetiracetam 1000 mg bd',
    );
    const [ctx, lev] = r.medications;
    expect(ctx!.form).toMatch(/160\/800 mg/);
    expect(slotsOf(ctx!.schedule)).toEqual(['0800 1 tablet']);
    expect(ctx!.changeType).toBe('unchanged');
    expect(lev!.changeType).toBe('unchanged');
    expect(lev!.warnings ?? []).toEqual([]);
  });

  it('a key whose times are out of the day order places nothing and says so', () => {
    const r = reconcileChecked(
      'Key: night/morning\nCiclosporin caps 100mg/75mg',
      'Ciclosporin 100 mg mane and 75 mg in the evening',
    );
    expect((r.warnings ?? []).join(' ')).toMatch(/another order/);
  });

  it('an order without figures that names its times is an order, not a key', () => {
    const r = reconcileChecked(
      'Insulin aspart dose morning/evening per sliding scale\nSitagliptin 50mg/50mg',
      'Insulin aspart dose morning/evening per sliding scale\nSitagliptin 50 mg bd',
    );
    expect(r.medications.map((m) => m.name.toLowerCase())).toEqual(
      expect.arrayContaining([expect.stringMatching(/aspart|novorapid/)]),
    );
  });
});
