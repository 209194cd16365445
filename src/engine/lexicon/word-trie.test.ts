import { describe, expect, it } from 'vitest';
import { factoredAlternation } from './word-trie';

/** The flat form the factored one replaces: every word, longest first. */
function flat(words: string[]): string {
  const list = [...new Set(words)].sort((a, b) => b.length - a.length);
  return `(?:${list.map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, String.raw`\s+`)).join('|')})`;
}

function rng(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe('a word list factored by shared beginnings', () => {
  it('finds the same matches as the flat list, longest first, with and without a word boundary', () => {
    const next = rng(7);
    const pick = (s: string) => s[Math.floor(next() * s.length)]!;
    for (let round = 0; round < 300; round++) {
      const words = Array.from({ length: 1 + Math.floor(next() * 12) }, () =>
        Array.from({ length: 1 + Math.floor(next() * 5) }, () => pick('ab .d')).join(''),
      );
      const text = Array.from({ length: 40 }, () => pick('ab .dAB')).join('');
      for (const [pre, post, flags] of [
        ['', '', 'g'],
        [String.raw`\b`, String.raw`\b`, 'gi'],
        ['', '(?![a-z])', 'g'],
      ] as const) {
        const a = [...text.matchAll(new RegExp(pre + flat(words) + post, flags))].map((m) => [
          m.index,
          m[0],
        ]);
        const b = [
          ...text.matchAll(new RegExp(pre + factoredAlternation(words) + post, flags)),
        ].map((m) => [m.index, m[0]]);
        expect(b, `${JSON.stringify(words)} on ${JSON.stringify(text)}`).toEqual(a);
      }
    }
  });

  it('keeps special characters literal and a space as any run of white space', () => {
    const re = new RegExp(`^${factoredAlternation(['b.d.', 'eye drops', 'eye'])}$`);
    expect(re.test('b.d.')).toBe(true);
    expect(re.test('bxdx')).toBe(false);
    expect(re.test('eye \t drops')).toBe(true);
    expect(re.test('eye')).toBe(true);
  });
});
