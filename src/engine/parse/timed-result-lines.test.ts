import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { noteKindOf } from './non-order';

// A results line that names a test by when it stands ('baseline Hb 78', 'latest eGFR 41') or a test done once
// ('Genotype HbSS', 'Blood group A neg') is an observation, never an order of a medicine named 'Baseline Hb'.
describe('results named by when they stand', () => {
  it.each([
    'Baseline Hb 92 | HbF 11%',
    'latest eGFR 38 (stable)',
    'Pre-op Cr 104',
    'Genotype HbSC, on hydroxyurea since 2019',
    'Blood group A neg',
  ])('%s', (line) => expect(noteKindOf(line)).toBe('observation'));

  it('a qualifier before a word that is no test stays what it was', () => {
    expect(noteKindOf('Current medicines:')).toBeNull();
    expect(noteKindOf('Last dose 5 mg at 0800')).toBeNull();
  });

  it('is no ceased medicine', () => {
    const r = reconcileChecked(
      'Genotype HbSS | baseline Hb 81\nFolic acid 5 mg daily',
      'Folic acid 5 mg daily',
    );
    expect(r.ceasedMedications).toEqual([]);
  });
});
