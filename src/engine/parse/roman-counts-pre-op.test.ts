/**
 * Roman-numeral counts before a time or frequency ('ii nocte', 'i mane') are counts of dose units, and a
 * pre-operative instruction run on after the dose ('withhold on the morning of surgery') gives no dose time.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = reconcileChecked;

describe('roman counts before a time or frequency', () => {
  it.each([
    ['Janumet XR 50/1000 ii nocte', 'Janumet XR 50/1000 two tablets at night'],
    ['Panadol Osteo ii tds', 'Panadol Osteo 2 tablets three times a day'],
    ['Forxiga 10 mg i mane', 'Dapagliflozin 10 mg one tablet in the morning'],
    ['Sinemet 100/25 iii daily', 'Sinemet 100/25 3 tablets daily'],
  ])('%j is %j', (admission, discharge) => {
    const r = run(admission, discharge);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});

describe('a pre-operative instruction is not a dose time', () => {
  it.each([
    'Metformin 500 mg bd   withhold on the morning of surgery',
    'Metformin 500 mg bd omit on the morning of the procedure',
    'Metformin 500 mg bd hold the night before surgery',
  ])('%j', (line) => {
    const r = run(line, 'Metformin 500 mg bd');
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
    expect(r.ceasedMedications).toEqual([]);
  });
});
