/**
 * A dose log whose medicine column also holds strength and directions ('Drug / dose / sig').
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a dose log', () => {
  it('reads the orders from a log whose medicine column names two more fields', () => {
    const log = [
      'Day    Time   Drug / dose / sig                    Given   Init',
      '01/12  08:00  Amlodipine 5 mg - 1 mane               1       AB',
      '01/12  21:30  Escitalopram 10 mg - 1 nocte           1       CD',
      '02/12  08:00  Amlodipine 5 mg - 1 mane               1       AB',
    ].join('\n');
    const r = reconcileChecked(log, 'Amlodipine 5 mg mane\nEscitalopram 10 mg nocte');
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Amlodipine', 'unchanged'],
      ['Escitalopram', 'unchanged'],
    ]);
  });
});
