/**
 * A medicine on the discharge list twice, once as a modified-release product and once without a release
 * form, at exactly the same times, may be one order written twice: it is said. The same medicine in two
 * release forms at different times (a controlled-release dose at night beside plain doses by day), or a
 * monthly depot beside its oral cover, are two real orders and stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const duplicateWarning = (warnings: string[] | undefined) =>
  (warnings ?? []).filter((w) => /more than once/.test(w));

describe('one medicine in two release forms on the discharge list', () => {
  it('the same times: a warning names both lines', () => {
    const r = reconcileChecked(
      'Ferro-Grad 325 mg one tablet mane',
      'Ferrous sulphate 325 mg once daily in the morning\nFerro-Grad 1 tab mane',
    );
    const w = duplicateWarning(r.warnings);
    expect(w).toHaveLength(1);
    expect(w[0]).toMatch(/lines 1 and 2, one modified release/);
  });

  it('different times: no warning', () => {
    const r = reconcileChecked(
      'Sinemet 100/25 one tablet at 0700, 1100 and 1500\nSinemet CR 200/50 at bedtime',
      'Sinemet 100/25 one tablet at 0700, 1100 and 1500\nSinemet CR 200/50 one at bedtime',
    );
    expect(duplicateWarning(r.warnings)).toEqual([]);
  });

  it('a monthly depot beside its tablets: no warning', () => {
    const r = reconcileChecked(
      'Aripiprazole 10 mg mane',
      'Aripiprazole 10 mg tablet mane for 7 more days\nAripiprazole 300 mg long-acting injection IM monthly',
    );
    expect(duplicateWarning(r.warnings)).toEqual([]);
  });
});
