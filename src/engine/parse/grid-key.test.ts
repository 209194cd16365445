/**
 * A dose-aid pack summary whose tick columns are letters its key defines ('Legend: AM = morning ...'):
 * each letter is the key's time, a tick under it a dose then, a dash none.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('letter columns defined by a key line', () => {
  it.each([
    'Key: M = morning  L = lunch  E = evening  B = bedtime\nMedicine                M   L   E   B\nSertraline 50mg         ✓   -   -   -\nTemazepam 10mg          -   -   -   ✔',
    'Legend - B = breakfast, D = dinner, N = night\nDrug              B    D    N\nSertraline 50mg   ✓    -    -\nTemazepam 10mg    -    -    ✓',
  ])('%s', (adm) => {
    const out = reconcile({
      admissionOrders: adm,
      dischargeOrders: 'Sertraline 50 mg mane\nTemazepam 10 mg nocte',
    });
    expect(out.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    expect(out.medications.every((m) => !m.warnings?.length)).toBe(true);
  });
});
