/**
 * A table row with more cells than its header has columns (a time grid pasted inside another table's
 * cell, a stray tab) is read by position, which may put a dose under the wrong time: every order on it is
 * flagged, naming the medicine.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a row with more cells than its header', () => {
  it('flags the order read from it', () => {
    const adm = ['Drug\tMorning\tNoon\tEvening\tNight', 'Candesartan\t16mg\t1\t-\t-\t-'].join('\n');
    const r = reconcileChecked(adm, 'Candesartan 16 mg mane');
    expect(r.warnings?.join('\n')).toMatch(/Candesartan: 6 cells under a header of 5 columns/);
  });

  it('stays quiet on rows that fit, and on rows with cells left off at the end', () => {
    const adm = [
      'Drug\tMorning\tNoon\tEvening\tNight\tComment',
      'Candesartan 16mg\t1\t-\t-\t-',
    ].join('\n');
    const r = reconcileChecked(adm, 'Candesartan 16 mg mane');
    expect(r.warnings ?? []).toEqual([]);
  });
});
