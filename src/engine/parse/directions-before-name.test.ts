/**
 * A list that writes each order's directions first and the medicine after a spaced dash ('Take 1 tablet at
 * night — Atorvastatin 40 mg tablet — CHANGED'): each line is the order of the medicine it names, never a
 * wrapped line of the order above, and a line that opens with a stop ('Stop using — ...') stays a stop.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('directions written before the medicine', () => {
  const admission = [
    'Atorvastatin 40 mg nocte',
    'Symbicort 200/6 2 puffs bd',
    'Aspirin 100 mg daily',
  ];
  const discharge = [
    'Take 1 tablet at night – Atorvastatin 40 mg tablet',
    'Inhale 2 puffs twice a day - Symbicort 200/6 Turbuhaler - rinse mouth after',
    'Take 1 tablet twice daily with food — Cefalexin 500 mg capsule — NEW',
    'Stop taking — Aspirin 100 mg (bleeding risk)',
  ];
  const r = reconcileChecked(admission.join('\n'), discharge.join('\n'));
  const row = (name: RegExp) => r.medications.find((m) => name.test(m.name));

  it('reads each line as its own medicine with its directions', () => {
    expect(r.medications).toHaveLength(3);
    expect(row(/atorvastatin/i)?.changeType).toBe('unchanged');
    expect(row(/atorvastatin/i)?.schedule['2200']).toMatch(/1 tablet|40 mg/);
    expect(row(/budesonide|symbicort/i)?.changeType).toBe('unchanged');
    expect(row(/budesonide|symbicort/i)?.schedule['1800']).toMatch(/2 puffs/);
    expect(row(/cefalexin/i)?.changeType).toBe('new');
    expect(row(/cefalexin/i)?.schedule['0800']).toMatch(/1 (?:tablet|capsule)|500 mg/);
  });

  it('keeps a stop written the same way a stop, with its reason', () => {
    expect(r.ceasedMedications.map((c) => c.name)).toEqual([expect.stringMatching(/aspirin/i)]);
    expect(r.ceasedMedications[0]!.reason).toMatch(/bleeding risk/);
  });
});
