/**
 * A list numbered with no mark after the numbers, a wide gap before the name, is numbered: the numbers are
 * never a count, and no line of it is left unread.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const rows = (adm: string, dis: string) =>
  reconcileChecked(adm, dis).medications.map(
    (m) => `${m.name}: ${m.changeType} ${m.schedule['0800'] || m.schedule['2200']}`,
  );

describe('numbers with a wide gap and no mark', () => {
  it('every numbered line is its order', () => {
    const dis = [
      '1   Metformin 1 g bd',
      '2   Ramipril 5 mg mane',
      '3   Atorvastatin 40 mg nocte',
      '4   Aspirin 100 mg mane',
    ];
    const adm =
      'Metformin 1 g bd\nRamipril 5 mg mane\nAtorvastatin 40 mg nocte\nAspirin 100 mg mane';
    expect(rows(adm, dis.join('\n'))).toEqual([
      'Metformin: unchanged 1 g',
      'Ramipril: unchanged 5 mg',
      'Atorvastatin: unchanged 40 mg',
      'Aspirin: unchanged 100 mg',
    ]);
  });

  it('numbering from a later item, with lines between, is still numbering', () => {
    const dis = 'Plan:\n7  Sertraline 50 mg mane\n(review in 4 weeks)\n8  Melatonin 2 mg nocte';
    const r = reconcileChecked('Sertraline 50 mg mane', dis);
    expect(r.medications.map((m) => m.name)).toEqual(['Sertraline', 'Melatonin']);
    expect(
      (r.warnings ?? []).filter((w) => /not understood|Could not read line [24]/.test(w)),
    ).toEqual([]);
  });

  it('a single count before a name, with no numbered list, is left to the order readers', () => {
    const r = reconcileChecked('Panadol 500 mg 2 tabs nocte', '2  Panadol 500 mg at night');
    expect(r.medications).toHaveLength(1);
  });
});
