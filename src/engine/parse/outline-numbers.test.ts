/** Decimal outline numbering ('2.1 Paracetamol ...') is the item's number, never a dose or part of the name. */
import { describe, expect, it } from 'vitest';
import { reconcileChecked as run } from '../../../tests/helpers/reconcile-checked';
import { withoutOutlineNumbers } from './outline-numbers';

describe('decimal outline numbering', () => {
  it('an outline under numbered sections reads each item as its medicine', () => {
    const dis = [
      '1) Heart',
      '1.1 Bisoprolol 2.5 mg mane',
      '1.2 Ramipril 5 mg daily',
      '2) Stopped',
      '2.1 Diclofenac - ceased, renal function',
    ].join('\n');
    const r = run('Bisoprolol 2.5 mg mane\nDiclofenac 50 mg tds', dis);
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Bisoprolol', 'unchanged'],
      ['Ramipril', 'new'],
    ]);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Diclofenac']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/renal/i);
  });

  it('siblings show the outline without a parent line', () => {
    expect(
      withoutOutlineNumbers(['3.1. Sertraline 50 mg mane', '3.2. Quetiapine 25 mg nocte']),
    ).toEqual(['Sertraline 50 mg mane', 'Quetiapine 25 mg nocte']);
  });

  it('a lone decimal before a name, with no outline in the list, is left to the dose readers', () => {
    const lines = ['2.5 Warfarin nocte', 'Aspirin 100 mg daily'];
    expect(withoutOutlineNumbers(lines)).toBe(lines);
  });

  it('a dose before its unit or form is never numbering, however often it is written', () => {
    const lines = [
      '1. Heart',
      '1.5 mg bisoprolol mane',
      '62.5 mcg patch daily',
      '62.5 mcg MDI nocte',
    ];
    expect(withoutOutlineNumbers(lines)).toBe(lines);
  });
});
