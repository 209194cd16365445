/**
 * Twice a day written as the two times with a dose at each ('one in the morning and one at night') is the same
 * order as 'BD' when the dose is the same at both times.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = reconcileChecked;

describe('twice a day written per time', () => {
  it.each([
    ['Magnesium 500 mg - one in the morning and one at night', 'Magnesium 500 mg tab 1 tab BD'],
    ['Magnesium 500 mg 1 tab mane and 1 tab nocte', 'Magnesium 500 mg twice daily'],
  ])('%j = %j: the same dose at both times is no change', (adm, dis) => {
    expect(run(adm, dis).medications[0]!.changeType).toBe('unchanged');
  });

  it('a different dose at each time is still compared time by time', () => {
    const r = run('Magnesium 500 mg 2 tabs mane and 1 tab nocte', 'Magnesium 500 mg 1 tab BD');
    expect(r.medications[0]!.changeType).toBe('changed');
  });
});
