/**
 * A salt made only as modified release (metoprolol succinate) is the modified-release product whether or not a
 * release word is written: the same dose written once as the bare salt and once with 'CR' or 'XL' is no change
 * of formulation; the other salt (tartrate) to CR still is.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a modified-release-only salt', () => {
  it.each([
    ['Metoprolol succinate 47.5 mg daily', 'Metoprolol succinate XL 47.5 mg mane'],
    [
      'METOPROLOL SUCCINATE 190 mg once a day',
      'metoprolol succinate controlled release 190 mg in the morning',
    ],
  ])('%s -> %s is unchanged', (adm, dis) => {
    const r = reconcileChecked(adm, dis);
    const m = r.medications.find((x) => /metoprolol/i.test(x.name))!;
    expect(m.changeType).toBe('unchanged');
    expect(m.comment).not.toMatch(/immediate release/i);
  });

  it('still changes the tartrate tablet to a CR one', () => {
    const r = reconcileChecked(
      'Metoprolol tartrate 50 mg twice a day',
      'Metoprolol CR 95 mg daily',
    );
    const m = r.medications.find((x) => /metoprolol/i.test(x.name))!;
    expect(m.changeType).toBe('changed');
  });
});
