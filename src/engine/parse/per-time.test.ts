/** Doses that differ by time of day, each written before its own time, go in their own slots. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const filled = (discharge: string) =>
  Object.fromEntries(
    Object.entries(
      reconcile({ admissionOrders: 'Nil', dischargeOrders: discharge }).medications[0]!.schedule,
    ).filter(([, v]) => v),
  );

describe('a dose before each time of day is the dose at that time', () => {
  it.each([
    [
      'Clopidogrel 75 MG tablet, TWO MANE, ONE midi by mouth',
      { '0800': '2 tablets', '1200': '1 tablet' },
    ],
    [
      'Quetiapine 25 MG tablets ORAL 1 morning, half night',
      { '0800': '1 tablet', '2200': 'half a tablet' },
    ],
    [
      'Spironolactone 100MG TAB: 1 MANE HALF TAB NOCTE.',
      { '0800': '1 tablet', '2200': 'half a tablet' },
    ],
    ['frusemide 40mg 1 in the morning 1/2 at night', { '0800': '1 tablet', '2200': '1/2 tablet' }],
    [
      'Gabapentin 100 mg capsules ONE MANE, one-half CAPSULE at night',
      { '0800': '1 capsule', '2200': 'half a capsule' },
    ],
    [
      'Paracetamol 665 mg SR tablet – 2 morning, ONE tablet(s) night orally',
      { '0800': '2 tablets', '2200': '1 tablet' },
    ],
    ['Prednisolone 5 mg tab 10 mg mane, 5 mg nocte', { '0800': '10 mg', '2200': '5 mg' }],
    ['Insulin glargine 10 units mane and 6 units nocte', { '0800': '10 units', '2200': '6 units' }],
  ])('%s', (line, slots) => expect(filled(line)).toEqual(slots));

  it('one count with both times is the same dose at each', () =>
    expect(filled('Metoprolol 50 mg 1 tablet mane and nocte')).toEqual({
      '0800': '1 tablet',
      '2200': '1 tablet',
    }));
});
