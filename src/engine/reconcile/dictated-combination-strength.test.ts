/**
 * A combination strength dictated in words with a spoken 'slash' ('two hundred slash six') is one strength,
 * and 'twenty one puff' after it is the strength's last figure then a dose of one, never 21 puffs.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('a dictated combination strength', () => {
  it('reads the slash and keeps a dose of one apart', () => {
    const r = reconcileChecked(
      'Co-trimoxazole 800/160 mg 1 tab daily',
      'Co-trimoxazole eight hundred slash one hundred and sixty milligrams one tablet daily',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });

  it('splits a tens word from one and a singular count', () => {
    const r = reconcileChecked(
      'Bactrim 400/80 1 tab Mon/Wed/Fri',
      'Bactrim four hundred slash eighty one tablet on Monday, Wednesday and Friday',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});
