/**
 * A two-column printout with wide gaps ('Directions      Drug'), the directions column first: read
 * by column, each line's medicine with its own directions.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('a printed two-column list, directions first', () => {
  const admission = [
    'Directions               Drug',
    '1 tds with meals         Metformin 500mg tablet',
    '1 nocte                  Simvastatin 40mg tablet',
    '2 prn                    Paracetamol 500mg tablet',
  ].join('\n');
  const res = reconcile({
    admissionOrders: admission,
    dischargeOrders: 'Metformin 500 mg TDS\nSimvastatin 40 mg nocte\nParacetamol 1 g QID PRN',
  });

  it('pairs every medicine with the discharge list', () => {
    expect(res.ceasedMedications).toEqual([]);
    expect(res.medications.map((m) => m.changeType)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
  });

  it('leaves no line unread', () => {
    expect((res.warnings ?? []).filter((w) => /Could not read/.test(w))).toEqual([]);
  });

  it('keeps a two-column line with narrow gaps as one order', () => {
    const r = reconcile({
      admissionOrders: 'Medication  Dose\nAspirin 100mg  daily',
      dischargeOrders: 'Aspirin 100 mg daily',
    });
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
