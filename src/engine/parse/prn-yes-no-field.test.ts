/** An eMR's yes/no when-required field: 'No' is a regular order, 'Yes' a when-required one. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('a yes/no when-required field', () => {
  const r = reconcile({
    admissionOrders: 'Sertraline 100 mg mane\nMetoclopramide 10 mg tds prn nausea',
    dischargeOrders: [
      'Medicine: Sertraline, Strength: 100 mg, Frequency: morning, PRN - No, Status: unchanged',
      'Medicine: Cefalexin, Strength: 500 mg, Frequency: four times a day, prn = n, Status: new',
      'Medicine: Metoclopramide, Strength: 10 mg, Frequency: three times a day, PRN: Yes (nausea)',
    ].join('\n'),
  });
  const row = (n: string) => r.medications.find((m) => m.name.toLowerCase().includes(n));

  it('reads No as a regular order with its times', () => {
    expect(row('sertraline')?.isPRN).toBe(false);
    expect(row('sertraline')?.changeType).toBe('unchanged');
    expect(row('cefalexin')?.isPRN).toBe(false);
    expect(Object.values(row('cefalexin')?.schedule ?? {}).filter(Boolean)).toHaveLength(4);
  });

  it('reads Yes as when required', () => {
    expect(row('metoclopramide')?.isPRN).toBe(true);
    expect(row('metoclopramide')?.changeType).toBe('unchanged');
  });
});
