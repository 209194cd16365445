import { describe, expect, it } from 'vitest';
import { countLines, normaliseLineBreaks, splitLines } from './line-breaks';

describe('line breaks', () => {
  const text = 'a\r\nb\nc\rd\u0085e\u2028f\u2029g';

  it('splits on every kind of line break, CR LF as one', () => {
    expect(splitLines(text)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('counts lines exactly as it splits them, blank lines included', () => {
    for (const s of [text, '', '\r\r\n\n', 'x\r', '\n\u2028\r\n\r']) {
      expect(countLines(s)).toBe(splitLines(s).length);
    }
  });

  it('normalises every line break to LF', () => {
    expect(normaliseLineBreaks(text)).toBe('a\nb\nc\nd\ne\nf\ng');
  });
});
