/**
 * A dictated decimal with no unit word the lexicon knows after it ('nought point five', 'zero point two five')
 * is one number: cut at 'point', the whole part alone became the strength and an unchanged order looked changed.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { spelledNumbersAsDigits } from '../lexicon/spelled-numbers';

describe('a spelled decimal before an unread unit', () => {
  it('is read as its digits', () => {
    expect(spelledNumbersAsDigits('alfacalcidol zero point five mcgs mane')).toBe(
      'alfacalcidol 0.5 mcgs mane',
    );
  });

  it('keeps an unchanged order unchanged', () => {
    const r = reconcileChecked(
      'digoxin zero point one two five mgs each morning',
      'Digoxin 0.125 mg mane',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });

  it('reads a percent written as a word as the sign', () => {
    const r = reconcileChecked(
      'Chlorhexidine 0.2% mouthwash 10 mL BD',
      'chlorhexidine nought point two per cent mouthwash ten millilitres twice daily',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});
