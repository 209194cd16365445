/**
 * A modified-release brand on the discharge list and the plain ingredient on admission, with no release
 * form written there: the prescriber chose the MR brand (a change), but 'was immediate release' is not
 * written on admission, so the row says to check, never silently.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('release form known only from the discharge brand', () => {
  it.each([
    ['Melatonin 2 mg nocte', 'Circadin 2 mg at night'],
    ['Melatonin 2 mg at bedtime', 'Circadin 2 mg nocte'],
  ])('%s then %s: a change, said as a doubt', (adm, dis) => {
    const r = reconcileChecked(adm, dis);
    const row = r.medications[0]!;
    expect(row.changeType).toBe('changed');
    expect((row.warnings ?? []).join(' ')).toMatch(/Circadin.*no release form on admission/);
  });

  it('an admission that writes immediate release needs no doubt', () => {
    const r = reconcileChecked('Melatonin immediate release 2 mg nocte', 'Circadin 2 mg nocte');
    expect(r.medications[0]!.changeType).toBe('changed');
    expect((r.medications[0]!.warnings ?? []).join(' ')).not.toMatch(/no release form/);
  });
});
