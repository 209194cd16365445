/**
 * Printed prescriptions put a liquid's or a cream's measured dose on the line under the product
 * ('ORAL SOLUTION 1 mg/mL' then '5 mL at night'); a quantity to dispense by volume or weight
 * ('Qty 200 mL', 'mitte 30 g') is never part of the dose.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = reconcileChecked;
const filled = (s: Record<string, string>) =>
  Object.fromEntries(Object.entries(s).filter(([, v]) => v));

describe('a measured dose on the line under an open liquid order goes on that order', () => {
  it.each([
    [
      '1. MOVICOL LIQUID 13.8 g/25 mL\n   25 mL at night.   Qty 500 mL  Rpt 1',
      { '2200': '25 mL' },
      false,
    ],
    [
      'Oxycodone oral liquid 1 mg/mL\n5 mL every 4 hours when needed for pain   mitte 100 mL',
      null,
      true,
    ],
    [
      'Paraffin soft cream 50%\n 10 g twice daily, Qty 100 g',
      { '0800': '10 g', '1800': '10 g' },
      false,
    ],
  ])('%j', (discharge, slots, prn) => {
    const r = run('Aspirin 100 mg mane', `Aspirin 100 mg mane\n${discharge}`);
    expect(r.medications).toHaveLength(2);
    const row = r.medications[1]!;
    expect(row.isPRN).toBe(prn);
    if (slots) expect(filled(row.schedule)).toEqual(slots);
    else expect(row.schedule['0800']).toMatch(/^5 mL/);
    const text = JSON.stringify(row.schedule);
    expect(text).not.toMatch(/500|100 mL|100 g/);
    expect((r.warnings ?? []).join(' ')).not.toMatch(/Could not read/);
  });

  it('a measured dose under an order that already has its dose and times stays its own line', () => {
    const r = run('Aspirin 100 mg mane', 'Lactulose 3.34 g/5 mL 15 mL bd\n20 mL at night');
    const row = r.medications.find((m) => /lactulose/i.test(m.name))!;
    expect(filled(row.schedule)).toEqual({ '0800': '15 mL', '1800': '15 mL' });
    expect(row.sources).toHaveLength(1);
  });
});
