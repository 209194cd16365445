/**
 * One regimen printed on two lines (one line per time, as eMeds and MedChart do) is one order: each
 * amount in its own slot, both lines in the sources, compared as one regimen. Lines that are not one
 * regimen (PRN, other product, same time, different release) stay apart.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = reconcileChecked;

describe('a regimen on two lines', () => {
  it.each([
    [
      'Hydrocortisone 10 mg mane\nHydrocortisone 5 mg 1400',
      'Hydrocortisone 10 mg mane and 5 mg at 1400',
      'unchanged',
    ],
    [
      'Hydrocortisone (Hysone)\t10 mg\tmane\nHydrocortisone (Hysone)\t5 mg\t1400',
      'Hydrocortisone 10 mg mane and 5 mg at 1400',
      'unchanged',
    ],
    [
      'HYDROCORTISONE 10MG MANE\nHYDROCORTISONE 5MG AT 2PM',
      'Hydrocortisone 10 mg at 8am, 5 mg at 2pm',
      'unchanged',
    ],
    [
      'Hydrocortisone 10 mg mane\nHydrocortisone 5 mg 1400',
      'Hydrocortisone 15 mg mane and 5 mg at 1400',
      'changed',
    ],
    [
      'Prednisolone 10 mg mane\nPrednisolone 5 mg nocte',
      'Prednisolone 10 mg mane, 5 mg nocte',
      'unchanged',
    ],
    [
      'Furosemide 40 mg mane\nFurosemide 20 mg at 1400',
      'Furosemide 40mg mane + 20mg 1400',
      'unchanged',
    ],
    [
      'Insulin glargine 10 units mane\nInsulin glargine 6 units nocte',
      'Insulin glargine 10 units mane and 6 units nocte',
      'unchanged',
    ],
  ])('%s -> %s: one row, %s', (adm, dis, change) => {
    const r = run(adm, dis);
    expect(r.medications).toHaveLength(1);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications[0]!.changeType).toBe(change);
    expect(r.medications[0]!.sources!.filter((s) => s.list === 'admission')).toHaveLength(2);
  });

  it('on the discharge list too: one row with each amount in its slot', () => {
    const r = run(
      'Hydrocortisone 10 mg mane and 5 mg at 1400',
      'Hydrocortisone 10 mg mane\nHydrocortisone 5 mg at 1400',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.schedule).toEqual({
      '0800': '10 mg',
      '1200': '5 mg',
      '1800': '',
      '2200': '',
    });
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it.each([
    ['Metformin 500 mg mane\nMetformin XR 1000 mg nocte', 2],
    ['Paracetamol 1 g QID\nParacetamol 1 g 4 hourly PRN', 2],
    ['Hydrocortisone 10 mg mane\nHydrocortisone 100 mg IM when required', 2],
    ['Hydrocortisone 10 mg mane\nHydrocortisone 1% cream BD', 2],
  ])('%s stays as %i orders', (dis, n) => {
    expect(run(dis, dis).medications).toHaveLength(n);
  });

  it('one order written twice is one row (never one dose doubled), flagged as a duplicate', () => {
    const dis = 'Pantoprazole 40 mg mane\nPantoprazole 40 mg mane';
    const r = run(dis, dis);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.schedule['0800']).toBe('40 mg');
    expect(r.warnings?.join(' ')).toMatch(/on the discharge list more than once/);
  });
});
