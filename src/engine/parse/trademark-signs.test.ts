/** A pharmacy app prints ® or ™ after brands; the sign is no part of the name and must not split it. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('trademark signs after a brand', () => {
  it('keep a brand and its suffix together', () => {
    const r = reconcile({
      admissionOrders:
        'Micardis® Plus 80/12.5 tablets - 1 daily\nNurofen™ Zavance 200 mg - 1 tds prn pain',
      dischargeOrders:
        'Micardis Plus 80/12.5 - 1 tablet daily\nNurofen Zavance 200 mg 1 tablet three times a day when required for pain',
    });
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    expect(r.ceasedMedications).toEqual([]);
  });
});
