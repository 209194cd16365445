/**
 * A new medicine whose name looks like a stopped one (prednisolone for prednisone): both are flagged,
 * since the engine cannot tell a look-alike error from a change nobody wrote down.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../index';
import { looksAlike } from './look-alike';

describe('look-alike names', () => {
  it.each([
    ['prednisone', 'prednisolone', true],
    ['cefalexin', 'cefazolin', true],
    ['amlodipine', 'amiloride', false],
    ['metoprolol', 'metolazone', false],
  ])('%s and %s: %s', (a, b, alike) => {
    expect(looksAlike(a, b)).toBe(alike);
  });

  it('flags the new row and the stop', () => {
    const r = reconcile({
      admissionOrders: 'Prednisone 5 mg mane\nAspirin 100 mg mane',
      dischargeOrders: 'Prednisolone 5 mg mane\nAspirin 100 mg mane',
    });
    expect(r.medications[0]!.warnings?.join(' ')).toMatch(/names look alike/);
    expect(r.ceasedMedications[0]!.warnings?.join(' ')).toMatch(/names look alike/);
  });

  it('is quiet when the stop says it was changed to the new one', () => {
    const r = reconcile({
      admissionOrders: 'Prednisone 5 mg mane',
      dischargeOrders: 'Prednisone changed to prednisolone 5 mg mane (PBS availability)',
    });
    expect(r.medications[0]!.warnings ?? []).toEqual([]);
  });
});
