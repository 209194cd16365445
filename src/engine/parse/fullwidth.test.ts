import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { asciiWidth } from './fullwidth';

describe('fullwidth figures from a CJK keyboard', () => {
  it.each([
    ['Ｓｏｔａｌｏｌ ８０ｍｇ ＢＤ', 'Sotalol 80mg BD'],
    ['２．５ｍｇ', '2.5mg'],
    ['５０／５００ ｍｃｇ', '50/500 mcg'],
    ['１％ cream', '1% cream'],
  ])('%j is read as %j', (wide, ascii) => expect(asciiWidth(wide)).toBe(ascii));

  it('keeps fullwidth brackets and commas, which a run of another script owns', () => {
    expect(asciiWidth('（早餐前），')).toBe('（早餐前），');
  });

  it('reads the strength and dose of a fullwidth order, so a change is seen', () => {
    const r = reconcileChecked(
      'Lisinopril １０ mg mane\nSotalol ８０ mg bd',
      'Lisinopril ２０ mg mane\nSotalol 80 mg bd',
    );
    expect(r.medications.map((m) => `${m.name}: ${m.changeType}`)).toEqual([
      'Lisinopril: changed',
      'Sotalol: unchanged',
    ]);
  });
});
