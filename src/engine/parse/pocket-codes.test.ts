/** A dose aid's pack map: pocket codes and counts before each medicine, defined by a key line. */
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { describe, expect, it } from 'vitest';
import { expandPockets } from './pocket-codes';

const KEY = 'Legend: M = morning, T = lunch, E = evening, H = bedtime';
const answer = (admissionOrders: string, dischargeOrders: string) =>
  reconcileChecked(admissionOrders, dischargeOrders);
const filled = (schedule: Record<string, string>) =>
  Object.fromEntries(Object.entries(schedule).filter(([, v]) => v));

describe('pack-map pockets before the name are the times and counts', () => {
  it.each([
    ['[M1 E1]   Gliclazide 40 mg tablet', 'Gliclazide 40 mg twice daily'],
    ['[H2] Quetiapine 25 mg tablet', 'Quetiapine 25 mg 2 tablets at night'],
    ['[M1 T1 E1 H1]   Levetiracetam 250 mg tab', 'Levetiracetam 250 mg qid'],
    ['[M1 WEDNESDAY only] Methotrexate 10 mg tablet', 'Methotrexate 10 mg weekly on Wednesday'],
  ])('%j is the same as %j', (admission, discharge) => {
    const r = answer(`${KEY}\n${admission}`, discharge);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('a pocket count that differs from the new order is a change', () => {
    const r = answer(`${KEY}\n[M2 E2]  Sotalol 80 mg tablet`, 'Sotalol 80 mg 1 tablet twice daily');
    expect(r.medications[0]!.changeType).toBe('changed');
  });

  it('puts each count at its time', () => {
    const r = answer('Atenolol 50 mg mane', `${KEY}\n[M2 H1]  Paroxetine 20 mg tablet`);
    const row = r.medications.find((m) => m.name.startsWith('Paroxetine'))!;
    expect(filled(row.schedule)).toEqual({ '0800': '2 tablets', '2200': '1 tablet' });
  });

  it.each([
    // No key read yet: the line is left alone.
    ['[M1 E1] Metformin 500 mg', new Map()],
    // A code the key gives no time, or a code with no count.
    ['[X1 M1] Metformin 500 mg', new Map([['M', 'morning']])],
    [
      '[M E] Metformin 500 mg',
      new Map([
        ['M', 'morning'],
        ['E', 'evening'],
      ]),
    ],
    [
      '[PBS] Metformin 500 mg 1 bd',
      new Map([
        ['M', 'morning'],
        ['E', 'evening'],
      ]),
    ],
  ])('%j is left as written', (line, times) => {
    expect(expandPockets(line, times)).toBe(line);
  });
});
