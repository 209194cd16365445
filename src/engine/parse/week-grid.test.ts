/**
 * A medicine calendar with a mark under each day of the week: the marked days are the days it is taken.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const chart = [
  'MY WEEKLY TABLETS                        M  T  W  T  F  S  S',
  'Methotrexate 10 mg - 1 tablet morning    -  -  -  -  -  x  -',
  'Folic acid 5 mg - 1 tablet morning       -  x  -  -  x  -  -',
  'Amlodipine 5 mg - 1 tablet morning       x  x  x  x  x  x  x',
].join('\n');

const rows = (discharge: string) =>
  reconcile({ admissionOrders: chart, dischargeOrders: discharge }).medications;

describe('a week grid of marks', () => {
  it('reads the marked days, and every day as daily', () => {
    const r = rows(
      [
        'Methotrexate 10 mg tablet - 1 tablet weekly on Saturday',
        'Folic acid 5 mg - 1 tablet on Tuesday and Friday mornings',
        'Amlodipine 5 mg - 1 tablet each morning',
      ].join('\n'),
    );
    expect(r.map((x) => x.changeType)).toEqual(['unchanged', 'unchanged', 'unchanged']);
  });

  it('a different day is a change', () => {
    const [mtx] = rows('Methotrexate 10 mg tablet - 1 tablet weekly on Sunday');
    expect(mtx!.changeType).toBe('changed');
  });
});
