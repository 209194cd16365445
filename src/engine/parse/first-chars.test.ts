import { describe, expect, it } from 'vitest';
import { anchoredAlternation, firstCharsOf } from './first-chars';

describe('first characters of a pattern', () => {
  it('reads letters, digits, escaped marks and optional groups', () => {
    expect(firstCharsOf('abc|Def')).toEqual(new Set(['a', 'd']));
    expect(firstCharsOf('(?:blood )?(?:glucose|bgl)\\s*meter|glucometer')).toEqual(
      new Set(['b', 'g']),
    );
    expect(firstCharsOf('\\d{1,3}\\s*yo|\\.{2,}cont')).toEqual(new Set([...'0123456789.']));
    expect(firstCharsOf('(?:to )?see|x-?ray')).toEqual(new Set(['t', 's', 'x']));
  });

  it('gives up on what it cannot read, and marks a pattern that may match nothing', () => {
    expect(firstCharsOf('[abc]d')).toBeNull();
    expect(firstCharsOf('\\w+')).toBeNull();
    expect(firstCharsOf('(?=a)b')).toBeNull();
    expect(firstCharsOf('a|(?:b)?')?.has('')).toBe(true);
  });
});

describe('an anchored alternation split by first character', () => {
  const cases: Array<[string, string]> = [
    ['glucometer|test strips?|(?:blood )?glucose meter|\\d+\\s*yo', String.raw`(?![\w-])`],
    ['[xy]z|(?:a|b)?c|½ tab|↑', ''],
  ];
  const texts = [
    'glucometer',
    'Glucometer x',
    'glucometers',
    'TEST STRIP',
    'blood glucose meter',
    'glucose meter',
    '45 yo',
    '45yo',
    'xz',
    'Yz',
    'c',
    'ac',
    'bc',
    '½ tab',
    '↑ dose',
    '',
    ' glucometer',
    'metformin',
  ];
  it.each(cases)('answers as the whole pattern does: %s', (alts, after) => {
    const whole = new RegExp(`^(?:${alts})${after}`, 'i');
    const split = anchoredAlternation(alts, after);
    for (const t of texts) expect(split(t), t).toBe(whole.test(t));
  });
});
