/**
 * One field a line ('Medicine: ...', 'Strength: ...', 'Directions: ...'): a ward short name alone on the
 * name line is the block's medicine when a field of the block follows; alone, it stays unread.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const run = (discharge: string) =>
  reconcile({
    admissionOrders: 'Mycophenolate 500 mg BD\nPrednisolone 25 mg mane',
    dischargeOrders: discharge,
  });

describe('a short name over the fields of its block', () => {
  it.each([
    [
      'Drug: MMF\nDose: 750 mg\nFrequency: twice daily\n\nDrug: Pred\nDose: 20 mg\nFrequency: morning',
    ],
    ['MMF\nStrength: 750 mg\nSig: BD\n\nPred\nStrength: 20 mg\nSig: mane'],
  ])('%j reads both orders and pairs them', (discharge) => {
    const res = run(discharge);
    expect(res.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Mycophenolate', 'changed'],
      ['Prednisolone', 'changed'],
    ]);
    expect(res.ceasedMedications).toEqual([]);
  });

  it('a short name alone, with no field after it, is still reported unread', () => {
    const res = run('MMF\nPrednisolone 25 mg mane');
    expect((res.warnings ?? []).some((w) => w.includes('Could not read line 1'))).toBe(true);
  });
});
