/**
 * A table pasted with one cell per line is read by column, and a patient's own name for a device before
 * ' = ' is not part of the medicine's name.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('a table pasted with one cell per line', () => {
  const discharge = [
    'Medication',
    'Dose',
    'Frequency',
    'Status',
    'Tiotropium 18 microgram capsule',
    '1 capsule inhaled',
    'daily',
    'unchanged',
    'Amoxicillin 500 mg capsules',
    '1 capsule',
    'three times a day for 5 days',
    'new',
    'Symbicort 200/6',
    '-',
    '-',
    'ceased - replaced by tiotropium',
  ].join('\n');

  it('puts each row back together and reads its status', () => {
    const r = reconcile({
      admissionOrders: 'Tiotropium 18 mcg inhaled daily\nSymbicort 200/6 2 puffs bd',
      dischargeOrders: discharge,
    });
    expect(r.medications.map((m) => [m.name.split(' ')[0], m.changeType])).toEqual([
      ['Tiotropium', 'unchanged'],
      ['Amoxicillin', 'new'],
    ]);
    expect(r.ceasedMedications.map((c) => c.name)).toHaveLength(1);
    expect(r.ceasedMedications[0]?.name).toMatch(/budesonide|symbicort/i);
  });

  it('keeps each source on the line of its first cell', () => {
    const r = reconcile({ admissionOrders: '', dischargeOrders: discharge });
    const amox = r.medications.find((m) => /amoxicillin/i.test(m.name));
    expect(amox?.sources?.find((s) => s.list === 'discharge')?.line).toBe(9);
  });

  it('leaves one-word lines alone when the rows do not come out whole', () => {
    const r = reconcile({
      admissionOrders: '',
      dischargeOrders: 'Medicine\nDose\nWhen\nMetoprolol 25 mg\n1 tablet',
    });
    expect(r.medications.some((m) => /metoprolol/i.test(m.name))).toBe(true);
  });
});

describe("a patient's name for a device", () => {
  it('is dropped before the medicine it names', () => {
    const r = reconcile({
      admissionOrders:
        'brown inhaler = Pulmicort 400 mcg 1 puff bd\nthe red one = Bricanyl 500 mcg prn',
      dischargeOrders:
        'Budesonide 400 microgram 1 puff twice daily\nTerbutaline 500 microgram when required',
    });
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    expect(r.ceasedMedications).toEqual([]);
  });
});
