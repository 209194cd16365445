import { describe, expect, it } from 'vitest';
import { alternatives, firstChars, startsAnyOf } from './first-char';

describe('first-char split of a start-anchored alternation', () => {
  it('splits only top-level alternatives', () => {
    expect(alternatives('a|(?:b|c)d|[|x]y|e\\|f')).toEqual(['a', '(?:b|c)d', '[|x]y', 'e\\|f']);
  });

  it('knows the first letter of a word or a group, and not of an optional start', () => {
    expect(firstChars('weight')).toEqual(new Set(['w']));
    expect(firstChars('(?:Eye|ear) drops')).toEqual(new Set(['e']));
    expect(firstChars('\\d{1,3}\\s*yo')?.size).toBe(10);
    expect(firstChars('(?:blood )?glucose')).toBeNull();
    expect(firstChars('s?pray')).toBeNull();
    expect(firstChars('\\.{2,}cont')).toBeNull();
  });

  it('answers as the whole alternation does, whatever the first character', () => {
    const alts = [
      'weight',
      'bp',
      '(?:blood )?glucose meter',
      'eye (?:shield|patch)',
      '\\d+ ?yo',
      '\\.{2,}\\s*cont',
    ];
    const after = String.raw`(?![\w+'’-])`;
    const whole = new RegExp(`^(?:${alts.join('|')})${after}`, 'i');
    const test = startsAnyOf(alts, after);
    const lines = [
      'Weight 80 kg',
      'weightless',
      'BP 120/80',
      'Blood glucose meter',
      'glucose meter x1',
      'Glucose 5 mmol',
      'EYE PATCH at night',
      'eye drops',
      '78 yo',
      '... cont',
      'Ōmega 3',
      '',
      ' weight',
      'metformin 500 mg',
    ];
    for (const l of lines) expect(test(l), l).toBe(whole.test(l));
  });
});
