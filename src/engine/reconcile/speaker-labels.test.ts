import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('transcribed histories with speaker labels', () => {
  it('reads the medicine after a relative speaker label and spoken fillers', () => {
    const out = reconcile({
      admissionOrders:
        'Son: Uh, atorvastatin, Lipitor, forty milligrams at night.\nSon: And Lactulose 15 mL daily when needed for constipation.',
      dischargeOrders: 'Atorvastatin 80 mg nocte\nLactulose 15 mL daily prn constipation',
    });
    expect(out.medications.map((m) => [m.name.split(' ')[0], m.changeType])).toEqual([
      ['Atorvastatin', 'changed'],
      ['Lactulose', 'unchanged'],
    ]);
    expect(out.ceasedMedications.map((c) => c.name)).not.toContain('Son');
  });
});
