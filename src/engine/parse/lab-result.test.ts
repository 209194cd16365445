/**
 * A laboratory result or observation written in an order's clauses ('Cr 190', 'K+ 6.0 mmol/L', 'eGFR 22',
 * 'HR 42', 'INR > 5') is the reason for a stop or hold, never a dose: no 'No unit written' check and no
 * part of the line left unread.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const NOISE = /No unit written|not understood/;

describe('lab values in a stop or hold reason', () => {
  it.each([
    ['Gliclazide MR 60 mg mane', 'Gliclazide MR 60 mg mane - hold, creat 230', /creat 230/],
    ['Perindopril 5 mg daily', 'Perindopril - withheld: Cr 212, eGFR 24', /Cr 212, eGFR 24/],
    ['Eplerenone 25 mg daily', 'Eplerenone 25 mg - stopped (K+ 6.0 mmol/L)', /K\+ 6\.0 mmol\/L/],
    ['Sotalol 80 mg bd', 'Sotalol - ceased - QTc 530 ms', /QTc 530/],
    ['Warfarin 3 mg daily', 'Warfarin - withhold, INR > 5', /INR > 5/],
  ])('%s / %s', (adm, dis, reason) => {
    const out = reconcile({ admissionOrders: adm, dischargeOrders: dis });
    expect(out.medications).toEqual([]);
    expect(out.ceasedMedications[0]!.reason).toMatch(reason);
    expect((out.warnings ?? []).filter((w) => NOISE.test(w))).toEqual([]);
  });

  it('a controlled-release label with its strength is still the product', () => {
    const out = reconcile({
      admissionOrders: 'Nifedipine CR 30 mg daily',
      dischargeOrders: 'Nifedipine CR 30 mg daily',
    });
    expect(out.medications[0]!.changeType).toBe('unchanged');
    expect(out.medications[0]!.form).toMatch(/30 mg/);
  });
});
