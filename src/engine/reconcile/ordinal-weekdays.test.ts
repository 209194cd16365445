import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe("a rhythm written as 'every 4th Monday' (a dialysis or clinic day)", () => {
  it.each([
    [
      'Venofer (iron sucrose) 100mg IV every 4th Monday at HD',
      'Iron sucrose (Venofer) 100mg IV every 4 weeks (Mondays)',
    ],
    [
      'Mircera 50mcg s/c every 2nd Tuesday',
      'Mircera 50 microgram subcut every 2 weeks on Tuesdays',
    ],
    ['Denosumab 60mg subcut every 3rd Friday', 'Denosumab 60mg subcut every 3 weeks (Fri)'],
  ])('pairs %s with %s as unchanged', (admission, discharge) => {
    const out = reconcile({ admissionOrders: admission, dischargeOrders: discharge });
    expect(out.medications.map((m) => m.changeType)).toEqual(['unchanged']);
    expect((out.warnings ?? []).join(' ')).not.toMatch(/not understood/);
  });

  it('tells a change of rhythm from a written-out one', () => {
    const out = reconcile({
      admissionOrders: 'Iron sucrose 100mg IV every 4th Monday',
      dischargeOrders: 'Iron sucrose 100mg IV every 2 weeks (Mondays)',
    });
    expect(out.medications.map((m) => m.changeType)).toEqual(['changed']);
  });
});
