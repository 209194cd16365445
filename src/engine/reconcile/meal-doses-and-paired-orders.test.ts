/**
 * Insulin written as one amount per meal ('6-6-8 units', '10/10/14 units', '6u/6u/8u') and one medicine written as
 * a regular and a when-required order joined by '+': both had been read silently wrong (the same amount at every
 * meal; one order that was when required at the regular order's strength).
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const rows = (d: string) => reconcileChecked('Paracetamol 1 g QID', d).medications;

describe('one amount per meal', () => {
  it.each([
    'Insulin lispro (Humalog) 4-4-10 units with meals',
    'Humalog 4/4/10 units before meals',
    'Humalog 4u / 4u / 10u breakfast, lunch and dinner',
  ])('%s puts each amount at its meal', (d) => {
    const row = rows(d)[0]!;
    expect([row.schedule['0800'], row.schedule['1200'], row.schedule['1800']]).toEqual([
      '4 units',
      '4 units',
      '10 units',
    ]);
  });

  it("a combination's three strengths stay one strength", () => {
    const row = rows('Exforge HCT 10/160/25 mg mane')[0]!;
    expect(row.form).toContain('10/160/25 mg');
    expect(row.schedule['1200']).toBe('');
  });
});

describe('a regular and a when-required order of one medicine on one line', () => {
  it.each([
    ['Hydromorphone CR (Jurnista) 8 mg daily + hydromorphone 2 mg 3 hourly PRN', 2],
    ['Tapentadol SR 50 mg BD + Tapentadol IR 50 mg 4-6 hourly as needed', 2],
  ])('%s is two rows', (d, n) => {
    const r = rows(d);
    expect(r).toHaveLength(n);
    expect(r.map((m) => m.isPRN).sort()).toEqual([false, true]);
  });
});
