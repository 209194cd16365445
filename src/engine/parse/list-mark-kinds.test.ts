/**
 * List marks found by the layout harness's pasted transforms (tests/layout-variants/transforms-pasted.ts):
 * a lettered list past 'h)', 'No. 3', and the hyphen bullet '⁃'. Each is the item's mark, never its words.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const admission = [
  'Regular:',
  'Ramipril 5 mg mane',
  'Bisoprolol 2.5 mg mane',
  'Furosemide 40 mg mane',
  'Spironolactone 25 mg mane',
  'Atorvastatin 40 mg nocte',
  'Aspirin 100 mg mane',
  'Pantoprazole 40 mg mane',
  'Metformin 1 g bd',
  'Gliclazide MR 60 mg mane',
  'Allopurinol 100 mg mane',
  'Cholecalciferol 1000 units mane',
];
const names = (text: string) =>
  reconcileChecked(admission.join('\n'), text).medications.map((m) => `${m.name}: ${m.changeType}`);
const bare = names(admission.join('\n'));
const marked = (mark: (n: number) => string) =>
  admission.map((l, i) => (i ? `${mark(i - 1)} ${l}` : l)).join('\n');

describe('list marks of a pasted list', () => {
  it('reads every item unchanged, as bare', () => {
    expect(bare).toHaveLength(11);
    expect(bare.every((r) => r.endsWith('unchanged'))).toBe(true);
  });
  it.each([
    ['a lettered list past h)', (n: number) => `${'abcdefghijklmnop'[n]})`],
    ['a bracketed lettered list past (h)', (n: number) => `(${'abcdefghijklmnop'[n]})`],
    ["'No. 3' numbering", (n: number) => `No. ${n + 1}`],
    ['hyphen bullets', () => '⁃'],
  ])('%s', (_what, mark) => expect(names(marked(mark))).toEqual(bare));
});
