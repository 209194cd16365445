/**
 * Fixed timing phrases of Australian orders ('mane', 'with the evening meal', 'twice a day') and a
 * fast way to find them: word n-grams looked up in a map, longest first, instead of one large
 * alternation run over every order.
 */
import { COUNT_WORDS, MEAL_SLOTS, TIME_WORDS } from '../lexicon/words';

// The phrases themselves are the lexicon's (src/engine/lexicon/words.ts).
export { MEAL_SLOTS };

export interface PhraseTable<T> {
  map: Map<string, T>;
  /** First words of the phrases: any other word cannot start one. */
  starts: Set<string>;
  maxWords: number;
}
function phraseTable<T>(entries: ReadonlyArray<[string, T]>): PhraseTable<T> {
  const map = new Map(entries);
  const starts = new Set(entries.map(([k]) => k.split(' ')[0]!));
  return { map, starts, maxWords: Math.max(...entries.map(([k]) => k.split(' ').length)) };
}
export const TIME_TABLE = phraseTable(TIME_WORDS);
export const COUNT_TABLE = phraseTable(COUNT_WORDS);
const WORD_RE = /[a-z0-9][a-z0-9.]*/g;

const DOTTED_LETTERS = /^[a-z](?:\.?[a-z])*\.?$/;

// The words of the text being read, reused between calls (findPhrases is never re-entered): no object or
// array is built per word, which ran on every word of every order twice.
const WORD: string[] = [];
const WORD_AT: number[] = [];
const WORD_END: number[] = [];

/**
 * Words of the text (letters, digits and dots) into WORD / WORD_AT / WORD_END; returns how many. A word of
 * letters loses its dots, so 'b.i.d.', 'B.I.D', 'bid' and 'b.i.d' are one key, and 'nocte.' is 'nocte'; a
 * number keeps its decimal point.
 */
function wordsOf(work: string): number {
  // scanTiming looks the same text up in two tables: the words of the last text are still in the arrays.
  if (work === lastWork) return lastCount;
  let n = 0;
  WORD_RE.lastIndex = 0;
  for (let m = WORD_RE.exec(work); m; m = WORD_RE.exec(work), n++) {
    const raw = m[0];
    WORD_AT[n] = m.index;
    // No dot (most words): both branches below keep the word as it is.
    if (!raw.includes('.')) {
      WORD[n] = raw;
      WORD_END[n] = m.index + raw.length;
    } else if (DOTTED_LETTERS.test(raw)) {
      WORD[n] = raw.replace(/\./g, '');
      WORD_END[n] = m.index + raw.length;
    } else {
      const w = raw.endsWith('.') && raw.indexOf('.') === raw.length - 1 ? raw.slice(0, -1) : raw;
      WORD[n] = w;
      WORD_END[n] = m.index + w.length;
    }
  }
  [lastWork, lastCount] = [work, n];
  return n;
}
let lastWork: string | undefined;
let lastCount = 0;

/**
 * Fixed phrases ('with the evening meal', 'twice a day', 'nocte') found by looking word n-grams up
 * in a map, longest first: much faster than one large alternation on every order.
 */
export function findPhrases<T>(
  work: string,
  table: PhraseTable<T>,
): Array<{ index: number; end: number; value: T }> {
  const count = wordsOf(work);
  const out: Array<{ index: number; end: number; value: T }> = [];
  for (let i = 0; i < count; i++) {
    if (!table.starts.has(WORD[i]!)) continue;
    let key = '';
    let bestN = 0;
    let best: T | undefined;
    for (let n = 1; n <= table.maxWords && i + n <= count; n++) {
      key = n === 1 ? WORD[i]! : `${key} ${WORD[i + n - 1]!}`;
      const value = table.map.get(key);
      if (value !== undefined) {
        bestN = n;
        best = value;
      }
    }
    if (!bestN) continue;
    out.push({ index: WORD_AT[i]!, end: WORD_END[i + bestN - 1]!, value: best! });
    i += bestN - 1;
  }
  return out;
}
