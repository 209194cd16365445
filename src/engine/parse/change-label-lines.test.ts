/**
 * A change label that names its own medicine ('Dose reduced: metoprolol to 25 mg BD') is an order of its own,
 * never a continuation of the line above, though it opens with a dosing word.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('a change label line under another order', () => {
  it.each([
    ['Dose reduced: sotalol to 40 mg twice daily (QTc 490)', 'Sotalol', 'changed'],
    ['Dose increased - candesartan 16 mg mane', 'Candesartan', 'changed'],
    ['Dose change: diltiazem CD 180 mg daily', 'Diltiazem', 'changed'],
  ])('%s is its own row', (line, name, changeType) => {
    const r = reconcile({
      admissionOrders:
        'Sotalol 80 mg BD\nCandesartan 8 mg mane\nDiltiazem CD 240 mg daily\nRamipril 5 mg daily',
      dischargeOrders: `Stopped: ramipril (angioedema)\n${line}`,
    });
    const row = r.medications.find((m) => m.name.startsWith(name));
    expect(row?.changeType).toBe(changeType);
    const ramipril = r.ceasedMedications.find((m) => /ramipril/i.test(m.name))!;
    expect(ramipril.reason).not.toMatch(new RegExp(name, 'i'));
  });
});
