/** A patient card's time columns drawn with dots ('●' one tablet, '●●' two) give the count at each time. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('dot grid time columns', () => {
  it('reads each dot as one tablet at that time', () => {
    const card = [
      'Drug | Morning | Midday | Evening | Night',
      'Levetiracetam 250 mg | ●● | - | ●● | -',
      'Mirtazapine 15 mg | - | - | - | ●',
    ].join('\n');
    const res = reconcile({
      admissionOrders: 'Levetiracetam 250 mg 2 tabs bd\nMirtazapine 15 mg nocte',
      dischargeOrders: card,
    });
    expect(res.medications[0]!.schedule['0800']).toBe('2 tablets');
    expect(res.medications[0]!.schedule['1800']).toBe('2 tablets');
    expect(res.medications[1]!.schedule['2200']).toBe('1 tablet');
    expect(res.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
  });
});
