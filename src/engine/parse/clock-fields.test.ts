/**
 * A dose's fields written in a bracket, one after another ('(dose, route, time)'), with the time as four
 * digits on the 24-hour clock: the digits are when that dose is given, never a pack size, and each dose
 * of a two-dose regimen goes to the slot nearest its time.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rowOf = (dis: string) => {
  const res = reconcile({ admissionOrders: 'Nil', dischargeOrders: dis });
  return { row: res.medications[0]!, res };
};

describe('four-digit clock times in a field list', () => {
  it.each([
    ['Prednisolone (25 mg, oral, 0800)', { '0800': '25 mg' }],
    ['Metoprolol (50 mg, PO, 0700; 25 mg, PO, 1900)', { '0800': '50 mg', '1800': '25 mg' }],
    ['Furosemide (40 mg, oral, mane; 20 mg, oral, 1400)', { '0800': '40 mg', '1200': '20 mg' }],
    ['Quetiapine (25 mg, PO, 2100 hrs)', { '2200': '25 mg' }],
  ])('%s', (line, expected) => {
    const { row, res } = rowOf(line);
    for (const [slot, amount] of Object.entries(expected))
      expect(row.schedule[slot as '0800']).toContain(amount);
    expect(res.warnings?.join(' ') ?? '').not.toMatch(/not understood/);
  });

  it('a pack size after the form is still not a time', () => {
    const { row } = rowOf('Atorvastatin 20 mg tablet, 30, 1 at night');
    expect(row.schedule['2200']).toMatch(/1 tablet|20 mg/);
    expect(row.schedule['0800']).toBe('');
  });

  it('a year in brackets is not a time', () => {
    const res = reconcile({
      admissionOrders: 'Allergies:\n  Augmentin - rash (2015)\nAmlodipine 5 mg daily',
      dischargeOrders: 'Amlodipine 5 mg daily',
    });
    expect(res.medications.map((m) => m.name)).toEqual(['Amlodipine']);
    expect(res.ceasedMedications).toEqual([]);
  });
});
