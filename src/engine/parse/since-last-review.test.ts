/**
 * A review's labels say when a change was made ('Changed since last plan (03/25):', 'Increased at the previous
 * visit -'): the status and its date are read, never a part of the order not understood. A month and year with
 * the month's leading zero ('(03/25)') is a date.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a status label counted from a review', () => {
  it.each([
    'Changed since last plan (03/25): sertraline 100 mg mane',
    'Increased at the previous visit - sertraline 100 mg mane',
    'Changed since the last review: sertraline 50 -> 100 mg mane',
  ])('%j', (line) => {
    const r = reconcileChecked(line, 'Sertraline 100 mg mane');
    const row = r.medications[0]!;
    expect(row.changeType).toBe('unchanged');
    expect(row.warnings ?? []).toEqual([]);
    expect(r.warnings ?? []).toEqual([]);
  });

  it('a combination strength is no date', () => {
    const r = reconcileChecked('Ezetimibe/simvastatin 10/40 mg nocte', 'Vytorin 10/40 nocte');
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
