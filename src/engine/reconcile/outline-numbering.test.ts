import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('plans numbered in outline form (1a., 2b))', () => {
  it('reads each outline-numbered line as its order', () => {
    const out = reconcile({
      admissionOrders: 'Atorvastatin 40mg nocte\nRamipril 5mg mane',
      dischargeOrders:
        'Cardiology clinic plan\n1a. Atorvastatin 80 mg nocte - increased\n1b) Ramipril 5 mg mane\n2a. Glyceryl trinitrate 400 microgram spray under the tongue as required for chest pain',
    });
    const rows = Object.fromEntries(out.medications.map((m) => [m.name, m.changeType]));
    expect(rows).toMatchObject({
      Atorvastatin: 'changed',
      Ramipril: 'unchanged',
    });
    expect(out.medications.some((m) => /glyceryl/i.test(m.name))).toBe(true);
  });
});
