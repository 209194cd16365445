/**
 * A note under a medicine's line saying its dose was already given is a record of a dose given: no row,
 * no stop, both lines reported. A note that says anything else leaves the order alone.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const run = (dis: string) =>
  reconcile({ admissionOrders: 'Metformin 500 mg BD', dischargeOrders: dis });

describe('a given-dose note under its medicine', () => {
  it.each([
    'Iron polymaltose 500 mg IV infusion\n   Note: given 12/05 in day unit, no further doses',
    'Zoledronic acid 5 mg IV\n  Comment - given on ward 03/02',
    'Vitamin K 10 mg IV\n    Nurse note: given on 09/09',
  ])('%j', (dis) => {
    const res = run(`Metformin 500 mg BD\n${dis}`);
    expect(res.medications.map((m) => m.name)).toEqual(['Metformin']);
    expect(res.ceasedMedications).toEqual([]);
    expect(res.warnings?.join(' ')).toMatch(/Line 2: .* records a dose already given/);
    expect(res.warnings?.join(' ')).not.toMatch(/in no row or ceased entry - check it by hand/);
  });

  it('another note leaves the order', () => {
    const res = run('Metformin 500 mg BD\nGliclazide MR 30 mg mane\n  Note: with breakfast');
    expect(res.medications.map((m) => m.name)).toContain('Gliclazide');
  });
});
