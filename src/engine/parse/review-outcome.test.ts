/**
 * An order list where each order block ends in a reviewer's outcome line instead of a dated event
 * (audit-trail.ts): the outcome decides what the order is at discharge.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADMISSION =
  'Gliclazide MR 60 mg mane\nRamipril 10 mg daily\nAtorvastatin 40 mg nocte\nSotalol 80 mg bd';

describe('order blocks closed by an outcome line', () => {
  it.each([
    ['Outcome', 'APPROVED', 'Rejected', 'Amended ->'],
    ['Result', 'Verified', 'NOT APPROVED', 'AMENDED to'],
    ['Pharmacist review', 'verified', 'not verified', 'amended =>'],
  ])('%s: %s / %s / %s', (label, ok, no, amended) => {
    const discharge = [
      `Order 11 - Gliclazide MR 60 mg tablet - mane`,
      `  ${label}: ${amended} 30 mg mane (two hypos on ward)`,
      `Order 12 - Ramipril 10 mg tablet - daily`,
      `  ${label}: ${amended} withheld, creatinine up; GP to restart`,
      `Order 13 - Atorvastatin 40 mg tablet - nocte`,
      `  ${label}: ${ok}`,
      `Order 14 - Sotalol 80 mg tablet - bd`,
      `  ${label}: ${no} - QTc 520, cease`,
    ].join('\n');
    const r = reconcileChecked(ADMISSION, discharge);
    const row = (n: RegExp) => r.medications.find((m) => n.test(m.name));
    expect(row(/gliclazide/i)?.changeType).toBe('changed');
    expect(row(/gliclazide/i)?.schedule['0800']).toMatch(/30 mg/);
    expect(row(/atorvastatin/i)?.changeType).toBe('unchanged');
    expect(r.medications.map((m) => m.name).join(' ')).not.toMatch(/order|ramipril|sotalol/i);
    const ceased = r.ceasedMedications.map((c) => `${c.name}: ${c.reason}`).join('\n');
    expect(ceased).toMatch(/ramipril: withheld.*creatinine/i);
    expect(ceased).toMatch(/sotalol.*QTc/i);
  });

  it('an amendment with no new order after it still says to check the dose', () => {
    const r = reconcileChecked(
      'Gliclazide MR 60 mg mane\nRamipril 10 mg daily',
      'Order 1: Gliclazide MR 60 mg tablet mane\n Outcome: amended\nOrder 2: Ramipril 10 mg tablet daily\n Outcome: verified',
    );
    expect(JSON.stringify(r.warnings)).toMatch(/check the dose/);
  });
});
