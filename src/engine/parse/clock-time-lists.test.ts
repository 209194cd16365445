/**
 * A carer's or patient's time list: each line opens with the clock time, 24-hour or 12-hour ('07:00  Madopar
 * 250 - 1 tablet', '3pm   Sinemet 25/100 - 1 tablet'), and one medicine on several time lines is one regimen.
 * Times go to the nearest slot; two times nearest the same slot are both kept, shown and warned.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const filled = (s: Record<string, string>) =>
  Object.entries(s)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();

describe('a time list with the clock time first', () => {
  it.each([
    [
      '8am   Ropinirole 1 mg - 1 tablet\n2pm   Ropinirole 1 mg - 1 tablet\n9pm   Ropinirole 1 mg - 1 tablet',
    ],
    [
      '8 am\tRopinirole 1 mg - 1 tablet\n2 pm\tRopinirole 1 mg - 1 tablet\n9 pm\tRopinirole 1 mg - 1 tablet',
    ],
    [
      '08:00  Ropinirole 1 mg - 1 tablet\n14:00  Ropinirole 1 mg - 1 tablet\n21:00  Ropinirole 1 mg - 1 tablet',
    ],
    [
      '7.30am  Ropinirole 1 mg - 1 tablet\n1.30pm  Ropinirole 1 mg - 1 tablet\n9.30pm  Ropinirole 1 mg - 1 tablet',
    ],
  ])('one regimen at its slots, the same as written in words: %s', (adm) => {
    const r = reconcileChecked(
      adm,
      'Ropinirole 1 mg tablet, 1 tablet in the morning, at midday and at night',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.ceasedMedications).toEqual([]);
    expect(filled(r.medications[0]!.schedule)).toEqual(['0800', '1200', '2200']);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('two lines whose times share a slot are one regimen of four doses, not three', () => {
    const r = reconcileChecked(
      '7am   Sinemet 25/100 - 1 tablet\n11am   Sinemet 25/100 - 1 tablet\n3pm   Sinemet 25/100 - 1 tablet\n7pm   Sinemet 25/100 - 1 tablet',
      'Sinemet 25/100 tablet, 1 tablet three times a day',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.ceasedMedications).toEqual([]);
    const row = r.medications[0]!;
    expect(row.changeType).toBe('changed');
    expect((row.warnings ?? []).join(' ')).toMatch(/11am and 3pm are both in the 1200 slot/);
  });

  it('the same four times on both lists are no change, the shared slot showing both', () => {
    const r = reconcileChecked(
      '0600\tMadopar 125 - 1 capsule\n1000\tMadopar 125 - 1 capsule\n1400\tMadopar 125 - 1 capsule\n1800\tMadopar 125 - 1 capsule',
      'Madopar 125 capsule 1 capsule at 0600, 1000, 1400 and 1800',
    );
    const row = r.medications[0]!;
    expect(row.changeType).toBe('unchanged');
    expect(row.schedule['0800']).toMatch(/0600 and 1000/);
  });

  it('a count before the time is still a count (no time list)', () => {
    const r = reconcileChecked('Nil', 'Paracetamol 500 mg 2 tablets 8am and 8pm');
    expect(filled(r.medications[0]!.schedule)).toEqual(['0800', '1800']);
    expect(r.medications[0]!.schedule['0800']).toMatch(/2 tablets/);
  });
});

describe("a brand's product number in a bracket after the generic", () => {
  it.each([
    [
      'levodopa 200 mg + benserazide 50 mg tablet (Madopar 250), 1 tablet three times a day',
      'Madopar 250',
    ],
    [
      'Levodopa 100 mg/benserazide 25 mg CR capsule (Madopar HBS 125) - 1 capsule at night',
      'Madopar HBS 125',
    ],
  ])('%s: the number is the product, not a strength', (line, brand) => {
    const r = reconcileChecked('Nil', line);
    const row = r.medications[0]!;
    expect(row.name).toContain(`(${brand})`);
    expect(row.warnings ?? []).toEqual([]);
  });

  it('a number that is not the strength added up is still reported', () => {
    const r = reconcileChecked(
      'Nil',
      'levodopa 200 mg + benserazide 50 mg tablet (Madopar 125), 1 tablet TDS',
    );
    expect((r.medications[0]!.warnings ?? []).join(' ')).toMatch(/125/);
  });
});
