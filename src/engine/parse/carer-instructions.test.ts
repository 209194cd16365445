/**
 * A discharge letter to a residential facility addresses each instruction to the nurse or carer who gives
 * the medicine ('Nursing staff to continue ...', 'Carers please give ...'): the sentence is the order.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('instructions addressed to the nurse or carer', () => {
  const r = reconcile({
    admissionOrders: [
      'Rivastigmine 4.6 mg/24 h patch daily',
      'Quetiapine 25 mg nocte',
      'Mirtazapine 15 mg nocte',
      'Metformin 500 mg midday and evening',
    ].join('\n'),
    dischargeOrders: [
      'Nursing staff please continue rivastigmine 4.6 mg/24 h patch daily',
      'Carers please give metformin 500 mg with lunch and tea',
      'EN please cease quetiapine - oversedation',
      'Staff please withhold mirtazapine 15 mg until GP review',
    ].join('\n'),
  });

  it('keeps the continued and given medicines as rows', () => {
    expect(r.medications.map((m) => [m.name.split(' ')[0], m.changeType])).toEqual([
      ['Rivastigmine', 'unchanged'],
      ['Metformin', 'unchanged'],
    ]);
  });

  it('reads a meal list ending in tea as lunch and evening', () => {
    const metformin = r.medications.find((m) => /metformin/i.test(m.name));
    expect(metformin?.schedule['1200']).not.toBe('');
    expect(metformin?.schedule['1800']).not.toBe('');
  });

  it('ceases and withholds with the stated reasons', () => {
    const reasons = r.ceasedMedications.map((c) => [c.name, c.reason]);
    expect(reasons).toHaveLength(2);
    expect(reasons.find(([n]) => /quetiapine/i.test(n ?? ''))?.[1]).toMatch(/oversedation/i);
    expect(reasons.find(([n]) => /mirtazapine/i.test(n ?? ''))?.[1]).toMatch(/withheld/i);
  });
});
