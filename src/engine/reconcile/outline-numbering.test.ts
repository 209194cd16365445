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

  it('reads a two-digit item number as the item, not as a sentence of its own', () => {
    const items = Array.from({ length: 12 }, (_, i) => `${i + 1}. Vitamin D 1000 IU daily`);
    items[9] = '10. Sitagliptin 100mg one tablet mane';
    items[10] = '11. Ezetimibe 10mg nocte';
    items[11] = '12. Tamsulosin 400 mcg at night';
    const out = reconcile({
      admissionOrders: items.slice(9).join('\n'),
      dischargeOrders: items.slice(9).join('\n'),
    });
    expect(out.medications.map((m) => m.changeType)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect((out.warnings ?? []).filter((w) => /could not read/i.test(w))).toEqual([]);
  });
});
