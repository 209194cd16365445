import { describe, expect, it } from 'vitest';
import { matchesOf } from './text';

// matchesOf replaces String.prototype.matchAll in the parser for speed: it must find exactly the same matches.
describe('matchesOf', () => {
  it.each([
    ['40 mg mane and 40 mg at 1400', /\d+/g],
    ['take 1 tab bd, 2 tabs nocte', /(\d+)\s*(tabs?)/gi],
    ['no digits here', /\d/g],
    ['', /x*/g],
    ['abc', /x*/g],
    ['a😀b😀', /(?:)/gu],
    ['a😀b', /(?:)/g],
    ['Mon, Wed and Fri', /\b(mon|wed|fri)\b/gi],
  ])('%j with %s', (text, re) => {
    const expected = [...text.matchAll(re)].map((m) => [m.index, ...m]);
    expect(matchesOf(text, re).map((m) => [m.index, ...m])).toEqual(expected);
    expect(re.lastIndex).toBe(0);
  });

  it('starts from the beginning whatever lastIndex was left at', () => {
    const re = /\d/g;
    re.lastIndex = 3;
    expect(matchesOf('1 2 3', re).map((m) => m[0])).toEqual(['1', '2', '3']);
  });

  it('lets the caller loop use the same expression again', () => {
    const re = /\d+/g;
    const seen: string[] = [];
    for (const m of matchesOf('12 34', re)) for (const n of matchesOf(m[0], re)) seen.push(n[0]);
    expect(seen).toEqual(['12', '34']);
  });
});
