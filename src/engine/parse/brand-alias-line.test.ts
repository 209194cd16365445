/** A brand named on its own line under an order is that order's brand, not a second order. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('a brand line under its order', () => {
  it('is not read as a second order, even past a note line', () => {
    const r = reconcile({
      admissionOrders: 'Rosuvastatin 10 mg nocte\nEsomeprazole 20 mg mane',
      dischargeOrders: [
        'rosuvastatin 20 mg tablet',
        '  Take 1 tablet by mouth at night.',
        '  What changed: dose',
        '  Also known as: Crestor',
        'esomeprazole 20 mg enteric tablet',
        '  Take 1 tablet by mouth in the morning.',
        '  Brand name: Nexium',
      ].join('\n'),
    });
    expect(r.medications.map((m) => [m.name.split(' ')[0], m.changeType])).toEqual([
      ['Rosuvastatin', 'changed'],
      ['Esomeprazole', 'unchanged'],
    ]);
  });

  it('still reads a brand of another medicine as written', () => {
    const r = reconcile({
      admissionOrders: '',
      dischargeOrders: 'rosuvastatin 20 mg at night\nBrand name: Nexium 20 mg mane',
    });
    expect(r.medications.some((m) => /esomeprazole|nexium/i.test(m.name))).toBe(true);
  });
});
