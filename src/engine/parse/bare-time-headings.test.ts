/**
 * A heading that is only a time word ('BEDTIME', 'Night', '🌙 Evening') gives its time to the orders under
 * it, as 'Morning (8am):' does; it is not read as a document label.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('a bare time-word heading', () => {
  it.each(['BEDTIME', 'Night', '🌙 NIGHT TIME'])('%s', (heading) => {
    const r = reconcile({
      admissionOrders: 'Simvastatin 20 mg nocte',
      dischargeOrders: `${heading}\nSimvastatin 20 mg tablet - 1 tablet`,
    });
    const row = r.medications[0]!;
    expect(row.schedule['2200']).toBe('1 tablet');
    expect(row.changeType).toBe('unchanged');
  });
});
