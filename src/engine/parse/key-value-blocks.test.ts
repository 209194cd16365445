/**
 * An export that writes each medicine as a block of 'key: value' lines ('- drug:', 'strength:', 'dose:',
 * 'times:') reads every field onto the order, the times and a plural dose line included.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const filled = (s: Record<string, string>) =>
  Object.keys(s)
    .filter((k) => s[k])
    .sort();

describe('key: value medicine blocks', () => {
  const adm = [
    'current meds:',
    '  - drug: Gabapentin',
    '    strength: 300 mg capsule',
    '    dose: 2 capsules',
    '    times: 0700, 1300, 1900',
    '  - drug: Simvastatin',
    '    strength: 40 mg tablet',
    '    dose: 1 tablet',
    '    admin times: 2100',
  ].join('\n');
  const res = reconcile({
    admissionOrders: adm,
    dischargeOrders:
      'Gabapentin 300 mg capsules - 2 three times a day\nSimvastatin 40 mg - 1 at night',
  });

  it('reads the times field', () => {
    expect(filled(res.medications[0]!.schedule)).toEqual(['0800', '1200', '1800']);
    expect(filled(res.medications[1]!.schedule)).toEqual(['2200']);
  });

  it('reads a plural dose line as the dose, not a title', () => {
    expect(res.medications[0]!.changeType).toBe('unchanged');
    expect(res.medications[1]!.changeType).toBe('unchanged');
  });
});
