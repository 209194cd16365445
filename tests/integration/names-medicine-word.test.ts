/**
 * namesMedicine's shortcut for a word of letters (isExactNameWord, src/engine/parse/non-order.ts) answers
 * exactly what the whole lookup would, on every word of letters the regression sets write.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookup } from '../../src/engine/parse/lookup';
import { isExactNameWord } from '../../src/engine/parse/lookup';

// A respelling read with a warning ('Hidroclorotiazida', a Spanish spelling: parse/romance-inn.ts) is a
// guess like a fuzzy match, never the KB's exact name.
const byLookup = (word: string): boolean => {
  const found = lookup(word);
  return !!found && found.matchedBy !== 'fuzzy' && !found.warning && !found.rest.trim();
};

describe('isExactNameWord answers as the lookup does', () => {
  it('on every word of letters in the regression sets', () => {
    const root = path.resolve(__dirname, '../fixtures/regression');
    const words = new Set<string>();
    for (const dir of readdirSync(root))
      for (const f of readdirSync(path.join(root, dir)).filter((x) => x.endsWith('.json'))) {
        const text = readFileSync(path.join(root, dir, f), 'utf8');
        for (const m of text.matchAll(/[A-Za-z]{4,}/g)) words.add(m[0]);
      }
    expect(words.size).toBeGreaterThan(1000);
    const differ = [...words].filter((w) => isExactNameWord(w) !== byLookup(w));
    expect(differ).toEqual([]);
  });
});
