/**
 * An insulin pump's record: the pump's insulin is one order given as programmed; basal rate rows, totals,
 * ratios, sensitivity and targets are its settings, never medicines or stops, whatever their labels.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const OTHER = 'Sertraline 50 mg mane';

describe.each([
  [
    'Pump: Tandem t:slim X2 | Insulin: Humalog (insulin lispro)',
    [
      'Basal profile A',
      '  0:00  0.6 U/h',
      '  6:00  0.8 U/h',
      'Total daily insulin: 38 U',
      'Carb ratio 1:12',
      'Correction factor 2.0',
    ],
  ],
  [
    'Insulin pump (CSII) with Fiasp',
    [
      '  00:00-07:00   0.55 units/hr',
      '  07:00-24:00   0.70 units/hr',
      'TDD (mean): 31.2 units',
      'Insulin sensitivity 3 mmol/L',
      'Target BGL 6.5',
    ],
  ],
])('an admission record "%s"', (pumpLine, settings) => {
  const admission = ['Pump download', pumpLine, ...settings, OTHER].join('\n');

  it('reads the insulin as one order and no setting as a medicine or a stop', () => {
    const discharge = `${pumpLine.replace(/^Pump: /, 'Insulin pump: ')} - continue as before\nSertraline 50 mg mane`;
    const r = reconcileChecked(admission, discharge);
    const insulin = r.medications.filter((m) => /insulin/i.test(m.name));
    expect(insulin).toHaveLength(1);
    expect(Object.values(insulin[0]!.schedule).join(' ')).toMatch(/pump/i);
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications).toHaveLength(2);
  });
});

describe('changed basal rates', () => {
  it('is a change, and the rates that differ are named', () => {
    const admission = [
      'Insulin pump - NovoRapid',
      '  00:00  0.9 U/h',
      '  08:00  1.2 U/h',
      OTHER,
    ].join('\n');
    const discharge = [
      'Pump insulin: NovoRapid via Omnipod - basal rates reduced (night hypos)',
      '  00:00  0.7 U/h',
      '  08:00  1.2 U/h',
      OTHER,
    ].join('\n');
    const r = reconcileChecked(admission, discharge);
    const row = r.medications.find((m) => /aspart/i.test(m.name));
    expect(row?.changeType).toBe('changed');
    expect(row?.warnings?.join(' ')).toMatch(/00:00 0\.9 -> 0\.7 U\/h/);
  });
});
