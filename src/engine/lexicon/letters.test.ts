import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { tokenize } from './tokens';

describe('words with accented letters are whole words', () => {
  it('a Vietnamese or Portuguese word is one word token, never a unit or route piece', () => {
    const kinds = tokenize('trước khi ngủ, mỗi ngày, pela manhã').map((t) => `${t.text}:${t.kind}`);
    expect(kinds).toContain('ngủ:word');
    expect(kinds).toContain('ngày:word');
    expect(kinds).toContain('manhã:word');
  });

  it('label directions in Vietnamese with an English gloss do not make a tube route', () => {
    const r = reconcileChecked(
      [
        'Atorvastatin 20mg — uống 1 viên trước khi ngủ (1 tablet at bedtime)',
        'Perindopril 5mg — ngậm 1 viên mỗi sáng (1 tablet every morning)',
      ].join('\n'),
      'Atorvastatin 20 mg nocte\nPerindopril 5 mg mane',
    );
    const byName = Object.fromEntries(r.medications.map((m) => [m.name, m.changeType]));
    expect(byName).toEqual({ Atorvastatin: 'unchanged', Perindopril: 'unchanged' });
    expect(JSON.stringify(r)).not.toMatch(/feeding tube/);
  });
});
