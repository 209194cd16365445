/**
 * A modified-release brand on the discharge list and the plain ingredient on admission, with no release
 * form written there: 'was immediate release' would be a guess. The row is unchanged, with a warning.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('release form known only from the discharge brand', () => {
  it.each([
    ['Melatonin 2 mg nocte', 'Circadin 2 mg at night'],
    ['Melatonin 2 mg at bedtime', 'Circadin 2 mg nocte'],
  ])('%s then %s: unchanged, said as a doubt', (adm, dis) => {
    const r = reconcileChecked(adm, dis);
    const row = r.medications[0]!;
    expect(row.changeType).toBe('unchanged');
    expect((row.warnings ?? []).join(' ')).toMatch(/check the formulation/);
  });

  it('an admission that writes immediate release is a change to modified release', () => {
    const r = reconcileChecked('Melatonin immediate release 2 mg nocte', 'Circadin 2 mg nocte');
    expect(r.medications[0]!.changeType).toBe('changed');
  });
});
