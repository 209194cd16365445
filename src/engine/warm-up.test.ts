import { describe, expect, it } from 'vitest';
import { reconcile, warmUp } from './index';

describe('warm-up', () => {
  it("runs every rule's examples through the engine without an error", () => {
    expect(() => warmUp()).not.toThrow();
  });

  it('leaves the engine answering as before', () => {
    const r = reconcile({
      admissionOrders: 'Aspirin 100 mg daily',
      dischargeOrders: 'Aspirin 100 mg mane',
    });
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});
