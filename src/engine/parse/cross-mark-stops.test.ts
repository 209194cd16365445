/**
 * A chart or timeline crosses an order out with a mark before its stop word ('X CEASED', '✘ stopped'): the
 * line is a stop, wherever the mark sits (after a bracketed ingredient list too), never a continued row.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const ADMISSION = 'Microgynon 30 1 tablet daily\nAtenolol 50 mg mane';

describe('a cross mark before a stop word', () => {
  it.each([
    'Microgynon 30 (levonorgestrel/ethinylestradiol)   X CEASED day 1 - DVT',
    'Microgynon 30 (levonorgestrel + ethinylestradiol) ✘ stopped (DVT)',
    'Microgynon 30 (levonorgestrel/ethinylestradiol) ✗ discontinued - DVT',
    'Microgynon 30 X ceased - DVT',
  ])('%j is a stop', (line) => {
    const r = reconcileChecked(ADMISSION, `${line}\nAtenolol 50 mg mane`);
    expect(r.medications.map((m) => m.name)).toEqual(['Atenolol']);
    expect(r.ceasedMedications).toHaveLength(1);
    expect(r.ceasedMedications[0]!.reason).toMatch(/DVT|deep vein/i);
  });

  it('a multiplication sign in a course is not a stop', () => {
    const r = reconcileChecked('Atenolol 50 mg mane', 'Atenolol 50 mg mane x 2 weeks');
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications[0]!.changeType).not.toBe('ceased');
  });
});
