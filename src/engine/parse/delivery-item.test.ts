import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { deliveryItem } from './delivery-item';

describe('a delivery docket\'s item: packs x product pack-size - "directions"', () => {
  it.each([
    '1 x Lipitor 20 mg tablets 30 - "1 tablet at night"',
    '2 x Lipitor 20mg tabs 90 – “take one at night”',
    '1 x Lipitor 20 mg - "1 tablet at night"',
  ])('%s', (line) => {
    const r = reconcileChecked(line, 'Atorvastatin 20 mg nocte');
    const row = r.medications[0]!;
    expect(row.changeType).toBe('unchanged');
    expect(JSON.stringify(row.schedule)).not.toMatch(/\b(?:30|90)\b/);
  });

  it('a count before a name with no quoted directions is left as written (it may be the dose)', () => {
    expect(deliveryItem('2 x Panadol 500 mg four times a day')).toBe(
      '2 x Panadol 500 mg four times a day',
    );
  });
});
