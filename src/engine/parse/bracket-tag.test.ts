/**
 * A line that opens with a bracketed tag and then a medicine ('(new) ...', '[cont] ...', '{same} ...')
 * is an order of its own, never the end of the order above it; a bracket with no medicine after it
 * ('(for pain)') still finishes the order above.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { tagThenMedicine } from './bracket-tag';

describe('a bracketed tag before a medicine starts an order', () => {
  it.each([
    ['(new) Cefalexin 500 mg QID', true],
    ['[cont] Aspirin 100 mg mane', true],
    ['{same} Metformin 1 g BD', true],
    ['<stopped> Oxazepam 15 mg', true],
    ['(dose reduced) - Prednisolone 10 mg mane', true],
    ['(for pain)', false],
    ['(max 8 tablets in 24 hours)', false],
    ['(see note) then 5 mg daily', false],
  ])('%s', (line, starts) => expect(tagThenMedicine(line)).toBe(starts));

  it('reads each tagged line as its own row with its status', () => {
    const res = reconcile({
      admissionOrders: 'Sertraline 50 mg mane\nMetoprolol 25 mg BD\nTemazepam 10 mg nocte',
      dischargeOrders: [
        '[started] Apixaban 5 mg - 1 tablet twice a day',
        '[no change] Sertraline 50 mg - 1 tablet in the morning',
        '[increased] Metoprolol 50 mg - 1 tablet twice a day',
        '[ceased] Temazepam 10 mg - falls',
      ].join('\n'),
    });
    expect(res.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Apixaban', 'new'],
      ['Sertraline', 'unchanged'],
      ['Metoprolol', 'changed'],
    ]);
    expect(res.ceasedMedications.map((c) => c.name)).toEqual(['Temazepam']);
  });
});
