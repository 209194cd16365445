/**
 * A bracket after the name that is another name the medicine goes by ('(hypertonic saline)') names it: it is
 * never read as what the medicine is for, even when its words sound like a condition. The row then shows the
 * medicine's usual use for its route.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a bracketed other name is not a use', () => {
  it.each([
    ['NaCl 6% (hypertonic saline) 4 mL via nebuliser bd', 'Saline 6% neb 4 mL BD'],
    [
      'Sodium chloride 3% (hypertonic sodium chloride) 4 mL neb daily',
      'Sodium chloride 3% 4 mL nebulised daily',
    ],
  ])('%j', (adm, dis) => {
    const r = reconcileChecked(adm, dis);
    const row = r.medications[0]!;
    expect(row.changeType).toBe('unchanged');
    expect(row.indication ?? '').not.toMatch(/hypertonic/i);
    expect(row.indication ?? '').toMatch(/mucus|sputum/i);
  });

  it('a real condition in brackets is still the use', () => {
    const r = reconcileChecked('Allopurinol 100 mg daily (gout)', 'Allopurinol 100 mg daily');
    expect(r.medications[0]!.indication).toMatch(/gout/i);
  });

  it.each(['DEKAs Plus 1 capsule daily', 'AquADEKs 2 caps daily with Creon'])(
    'a cystic fibrosis multivitamin brand %j is known, with a vitamin use',
    (line) => {
      const r = reconcileChecked(line, line);
      const row = r.medications[0]!;
      expect(row.name).toMatch(/^Multivitamin/);
      expect(row.indication).toMatch(/vitamin/i);
      expect(row.warnings ?? []).toEqual([]);
    },
  );
});
