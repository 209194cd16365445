/**
 * A 'Past medications' block in a referral lists medicines no longer taken: they are reported, never
 * rows or stops, and the lines after the block are read as usual.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('medicines under a past medications heading are history', () => {
  it.each(['Past Medications:', 'Previous medicines', 'PRIOR MEDS:'])('%s', (label) => {
    const r = reconcile({
      admissionOrders: `Current medicines:\nRamipril 5mg daily\n${label}\nSimvastatin 20mg  stopped 2023 (myalgia)\nCefalexin 500mg  course finished 08/2026\nAllergies: penicillin (rash)`,
      dischargeOrders: 'Ramipril 5 mg mane',
    });
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
    expect(r.warnings?.join(' ')).toMatch(/Simvastatin[^"]*" \(admission list\) is under a past/);
  });

  it('a current list after the block is read again', () => {
    const r = reconcile({
      admissionOrders:
        'Past medications:\nNaproxen 250mg  ceased 2024\n\nCurrent medications:\nLosartan 50mg mane',
      dischargeOrders: 'Losartan 50 mg mane',
    });
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
    expect(r.ceasedMedications).toEqual([]);
  });
});
