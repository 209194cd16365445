import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { withoutLetteredItems } from './lettered-items';

describe('a lettered list', () => {
  it.each([
    ['capitals and full stops', ['A. ramipril 5 mane', 'B. sotalol 80 bd', 'C. frusemide 40 mane']],
    [
      'small letters and brackets',
      ['a) ramipril 5 mane', 'b) sotalol 80 bd', 'c) frusemide 40 mane'],
    ],
    ['bracketed letters', ['(a) ramipril 5 mane', '(b) sotalol 80 bd', '(c) frusemide 40 mane']],
  ])('%s: every letter of the run is a mark', (_what, lines) => {
    expect(withoutLetteredItems(lines)).toEqual([
      'ramipril 5 mane',
      'sotalol 80 bd',
      'frusemide 40 mane',
    ]);
  });

  it('leaves letters that do not run in order, and a lone one', () => {
    const words = [
      'C. diff colitis - treated',
      'Vancomycin 125 mg qid',
      'A. fib - rate controlled',
    ];
    expect(withoutLetteredItems(words)).toEqual(words);
  });

  it('reads a lettered list in lower case as the same orders', () => {
    const r = reconcileChecked(
      'Ramipril 5 mg mane\nSotalol 80 mg bd\nFurosemide 40 mg mane',
      'A. ramipril 5 mg mane\nB. sotalol 80 mg bd\nC. furosemide 40 mg mane',
    );
    expect(r.medications.map((m) => `${m.name}: ${m.changeType}`)).toEqual([
      'Ramipril: unchanged',
      'Sotalol: unchanged',
      'Furosemide: unchanged',
    ]);
  });
});
