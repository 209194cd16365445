import { describe, expect, it } from 'vitest';
import type { ReconcileResponse } from '../../shared/reconcile';
import { inventedNumbers } from './invariants';

const req = {
  admissionOrders: 'Hydrocortisone 1% cream BD',
  dischargeOrders: 'Mometasone 0.1% ointment daily',
};
const withReason = (reason: string): ReconcileResponse => ({
  medications: [],
  ceasedMedications: [{ name: 'Hydrocortisone', form: '1% cream', reason }],
});

describe('inventedNumbers and references to input lines', () => {
  it.each([
    'Replaced by Mometasone (discharge line 4)',
    'See admission line 12',
    'Duplicate of discharge lines 3 and 7',
    'Admission line 2: check',
  ])("accepts the engine's own line reference in %j", (reason) => {
    expect(inventedNumbers(req, withReason(reason))).toEqual([]);
  });

  it.each(['Replaced by Mometasone 4 mg', 'Dose 12 units (line)', 'Line 4 mg'])(
    'still flags a number not in the input in %j',
    (reason) => {
      expect(inventedNumbers(req, withReason(reason)).length).toBeGreaterThan(0);
    },
  );
});
