/**
 * A dated medication timeline: each line an event with its date before the name. The date is no clock time,
 * each medicine is read by its latest entry, and earlier entries are reported, never rows or stops.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const row = (r: ReturnType<typeof reconcileChecked>, name: RegExp) =>
  r.medications.find((m) => name.test(m.name));
const warned = (r: ReturnType<typeof reconcileChecked>) => (r.warnings ?? []).join(' ');

describe('a dated medication timeline', () => {
  it.each([
    ['bare years', '2016  Metoprolol 25 mg bd started\n2019  Metoprolol increased to 50 mg bd'],
    [
      'month and year',
      'Feb 2016: metoprolol 25 mg bd started\nAug 2019: metoprolol 50 mg bd (increased)',
    ],
    [
      'numeric month/year',
      '02/2016 - Metoprolol 25 mg bd commenced\n08/2019 - Metoprolol 50 mg bd',
    ],
    [
      'ISO dates',
      '2016-02-11 Metoprolol 25 mg bd started\n2019-08-30 Metoprolol 50 mg bd increased',
    ],
    ['newest first', '2019  Metoprolol increased to 50 mg bd\n2016  Metoprolol 25 mg bd started'],
  ])('%s: the latest entry is the order; the earlier one is reported, not ceased', (_, history) => {
    const r = reconcileChecked(`Medication history\n${history}`, 'Metoprolol 50 mg twice daily');
    expect(row(r, /metoprolol/i)?.changeType).toBe('unchanged');
    expect(r.ceasedMedications).toEqual([]);
    expect(warned(r)).toMatch(/earlier entry of a dated timeline/);
    // The year is never a time of day.
    expect(row(r, /metoprolol/i)?.comment ?? '').not.toMatch(/20\d\d/);
  });

  it('a medicine stopped in the timeline is history, not stopped now', () => {
    const r = reconcileChecked(
      '2014  Citalopram 20 mg daily\n2021  Citalopram stopped; sertraline 50 mg daily started',
      'Sertraline 50 mg mane',
    );
    expect(row(r, /sertraline/i)?.changeType).toBe('unchanged');
    expect(r.ceasedMedications.map((c) => c.name).join(' ')).not.toMatch(/citalopram/i);
  });

  it('a line with an earlier entry of one medicine and the latest of another keeps the latest, with a doubt', () => {
    const r = reconcileChecked(
      '2018  Perindopril 2.5 mg daily; atorvastatin 20 mg nocte started\n2022  Perindopril 5 mg daily (increased)',
      'Perindopril 5 mg mane\nAtorvastatin 20 mg nocte',
    );
    expect(row(r, /atorvastatin/i)?.changeType).toBe('unchanged');
    expect(row(r, /perindopril/i)?.changeType).toBe('unchanged');
    expect(r.ceasedMedications).toEqual([]);
    expect(warned(r)).toMatch(/also names Perindopril/);
  });

  it('a chart of clock times before the names is no timeline', () => {
    const r = reconcileChecked(
      '0800  Perindopril 4 mg\n2000  Atorvastatin 40 mg\n2030  Melatonin 2 mg',
      'Perindopril 4 mg mane\nAtorvastatin 40 mg at 8 pm\nMelatonin 2 mg at 8.30 pm',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(warned(r)).not.toMatch(/timeline/);
  });
});
