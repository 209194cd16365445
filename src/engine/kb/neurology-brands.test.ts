/** Brands of multiple sclerosis and thyroid medicines seen on Australian discharge lists. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('brand to generic', () => {
  it.each([
    [
      'Ocrevus 600mg IV every 6 months',
      'Ocrelizumab (Ocrevus) 600 mg IV every 6 months',
      'Ocrelizumab',
    ],
    ['Fampyra 10mg b.d.', 'Fampridine 10 mg BD', 'Fampridine'],
    ['Eltroxin 100 microgram mane', 'Levothyroxine 100 microgram mane', 'Levothyroxine'],
    ['Gilenya 0.5mg daily', 'Fingolimod 0.5 mg daily', 'Fingolimod'],
    ['Modavigil 100mg mane', 'Modafinil 100 mg mane', 'Modafinil'],
  ])('%s = %s', (admission, discharge, name) => {
    const r = reconcile({ admissionOrders: admission, dischargeOrders: discharge });
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications).toHaveLength(1);
    expect(r.medications[0]!.name.startsWith(name)).toBe(true);
    expect(r.medications[0]!.changeType).toBe('unchanged');
    expect(r.medications[0]!.indication).not.toBe('');
  });
});
