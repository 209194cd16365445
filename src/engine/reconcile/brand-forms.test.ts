/**
 * A brand that comes in one form says the route when the order writes none: an Ozempic pen is injected,
 * whatever else semaglutide comes as (Rybelsus tablets).
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('the route of a one-form brand', () => {
  it('is not assumed to be by mouth', () => {
    const r = reconcile({
      admissionOrders: 'Ozempic 0.5 mg subcut once a week on Thursdays',
      dischargeOrders: 'Ozempic 0.5mg weekly (Thursday) - continue',
    });
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('still tells a real switch of form', () => {
    const r = reconcile({
      admissionOrders: 'Ozempic 1 mg subcut weekly',
      dischargeOrders: 'Rybelsus 7 mg tablet daily before breakfast',
    });
    expect(r.medications[0]!.changeType).toBe('changed');
  });
});
