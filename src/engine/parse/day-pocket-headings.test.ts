/** One day's dose aid pocket labels ('TUE LUNCH 12:00') give the times of the items under them; 'x2' after a
 *  product's bracket is its count. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('day pocket headings', () => {
  it('reads the pocket time and the count after the bracket', () => {
    const adm = [
      'TUE MORNING 07:30',
      '  Levodopa/carbidopa 100/25 mg (Sinemet) x2',
      'TUE LUNCH 12:00',
      '  Levodopa/carbidopa 100/25 mg (Sinemet) x2',
      'TUE DINNER 17:30',
      '  Levodopa/carbidopa 100/25 mg (Sinemet) x2',
    ].join('\n');
    const res = reconcile({
      admissionOrders: adm,
      dischargeOrders: 'Sinemet 100/25 mg - 2 tablets at 0730, 1200 and 1730',
    });
    const m = res.medications[0]!;
    expect(m.schedule['0800']).toMatch(/2/);
    expect(m.schedule['1200']).toMatch(/2/);
    expect(m.schedule['1800']).toMatch(/2/);
    expect(m.changeType).toBe('unchanged');
  });
});
