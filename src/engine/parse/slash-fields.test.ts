/**
 * Fields set apart by spaced slashes under a header row written the same way are a table's columns: the dose
 * field is the dose, not a second half of the strength, and dates and strengths with a slash stay whole.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const rows = (adm: string, dis: string) =>
  reconcileChecked(adm, dis).medications.map((m) => ({
    name: m.name,
    form: m.form,
    change: m.changeType,
    morning: m.schedule['0800'],
    night: m.schedule['2200'],
  }));

describe('spaced-slash fields under a spaced-slash header', () => {
  it('the same dose on both lists is no change', () => {
    const dis = [
      'Drug / strength / how many / time of day',
      'Rosuvastatin / 10 mg / one tablet / bedtime',
    ];
    expect(rows('Rosuvastatin 10 mg nocte', dis.join('\n'))).toEqual([
      expect.objectContaining({ change: 'unchanged', night: expect.stringMatching(/tablet/) }),
    ]);
  });

  it('a strength and its count in two fields are a strength and a dose', () => {
    const dis = 'Medication / dose / frequency\nMetoprolol 50 mg / 2 tablets / twice a day';
    expect(rows('Metoprolol 50 mg bd', dis)).toEqual([
      expect.objectContaining({ form: '50 mg tablet', change: 'changed', morning: '2 tablets' }),
    ]);
  });

  it('a slash inside a field (a date, a combination strength) is no field break', () => {
    const dis = [
      'Medicine / dose / when / next supply due',
      'Entresto 49/51 mg / 1 tablet / morning and evening / 03/01/2027',
    ].join('\n');
    expect(rows('Entresto 24/26 mg bd', dis)).toEqual([
      expect.objectContaining({ form: expect.stringContaining('49/51 mg'), change: 'changed' }),
    ]);
  });

  it('with no such header a spaced slash is left to the order readers', () => {
    const r = rows('Atenolol 50 mg mane', 'Atenolol 50 mg / 1 tablet / morning');
    expect(r).toHaveLength(1);
  });
});
