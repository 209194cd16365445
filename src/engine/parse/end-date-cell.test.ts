/**
 * A table's end-date column ('Stop', 'End date', 'Date ceased') that holds a date and then the stop itself: the
 * stop is the row's status with its reason; a planned end after the date ('then stop') or a date alone is not.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { readEndDateCell } from './end-date-cell';

describe('an end-date cell', () => {
  it.each(['Stop', 'End date', 'Date ceased'])(
    'reads a stop written after the date as the status (%s column)',
    (header) => {
      const discharge = [
        `Drug | Strength | Freq | Commenced | ${header}`,
        'Naproxen | 250 mg | BD | 01/10/2026 | 03/10/2026: stopped - indigestion',
        'Ramipril | 5 mg | mane | ongoing | -',
      ].join('\n');
      const r = reconcileChecked('Naproxen 250 mg bd\nRamipril 5 mg mane', discharge);
      expect(r.ceasedMedications.map((c) => `${c.name}: ${c.reason}`)).toEqual([
        'Naproxen: Stopped: indigestion',
      ]);
      expect(r.medications.map((m) => `${m.name}: ${m.changeType}`)).toEqual([
        'Ramipril: unchanged',
      ]);
    },
  );

  it('keeps a planned end or a bare date out of the status', () => {
    expect(readEndDateCell('2027-01-04 then stop')).toEqual({ comment: '2027-01-04 then stop' });
    expect(readEndDateCell('4/1/2027')).toBeNull();
    expect(readEndDateCell('– (ongoing)')).toBeNull();
    expect(readEndDateCell('2027-01-04 — WITHHELD (AKI)')).toEqual({ status: 'WITHHELD (AKI)' });
  });
});
