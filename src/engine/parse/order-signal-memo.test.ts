import { describe, expect, it } from 'vitest';
import { reconcile } from '../reconcile/reconcile';
import { isOrderLine, rememberedOrderLines } from './order-signal';

describe('the order-line memo', () => {
  it('keeps no order line once a reconciliation has returned', () => {
    reconcile({
      admissionOrders: 'Metoprolol 25 mg twice daily\nWard 7 handover',
      dischargeOrders: 'Metoprolol 25 mg twice daily\nPatient seen by the team',
    });
    expect(rememberedOrderLines()).toBe(0);
  });

  it('answers the same with or without the memo', () => {
    expect(isOrderLine('Metoprolol 25 mg twice daily')).toBe(true);
    expect(isOrderLine('Metoprolol 25 mg twice daily')).toBe(true);
    expect(isOrderLine('Ward 7 handover')).toBe(false);
  });
});
