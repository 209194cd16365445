/**
 * Fixed timing phrases of Australian orders ('mane', 'with the evening meal', 'twice a day') and a
 * fast way to find them: word n-grams looked up in a map, longest first, instead of one large
 * alternation run over every order.
 */
import type { TimeSlot } from '../../shared/reconcile';

const M: TimeSlot = '0800';
const L: TimeSlot = '1200';
const E: TimeSlot = '1800';
const N: TimeSlot = '2200';

// Longest phrases first so 'at night before bed' wins over 'at night'.
/**
 * The slots of a phrase that names meals without saying which ('with meals'): three times daily on its
 * own, but a written count decides ('BD with meals' is twice daily). Compared by identity.
 */
export const MEAL_SLOTS: TimeSlot[] = [M, L, E];

const TIME_WORDS: Array<[string, TimeSlot[]]> = [
  ['mane and nocte', [M, N]],
  ['morning and night', [M, N]],
  ['morning and evening', [M, E]],
  ['with each meal', MEAL_SLOTS],
  ['with meals', MEAL_SLOTS],
  ['at mealtimes', MEAL_SLOTS],
  ['before meals', MEAL_SLOTS],
  ['after meals', MEAL_SLOTS],
  ['with the evening meal', [E]],
  ['with evening meal', [E]],
  ['with tea', [E]],
  ['evening meal', [E]],
  ['at lunch time', [L]],
  ['lunch time', [L]],
  ['at dinner time', [E]],
  ['dinner time', [E]],
  ['at tea time', [E]],
  ['tea time', [E]],
  ['with the morning meal', [M]],
  ['with the midday meal', [L]],
  ['with the night meal', [E]],
  ['at night time', [N]],
  ['night time', [N]],
  ['at nighttime', [N]],
  ['nighttime', [N]],
  ['at bed time', [N]],
  ['bed time', [N]],
  ['am', [M]],
  ['with the evening meal', [E]],
  ['with evening meal', [E]],
  ['with tea', [E]],
  ['evening meal', [E]],
  ['with breakfast', [M]],
  ['at breakfast', [M]],
  ['before breakfast', [M]],
  ['after breakfast', [M]],
  ['breakfast', [M]],
  ['with lunch', [L]],
  ['at lunch', [L]],
  ['at lunchtime', [L]],
  ['lunchtime', [L]],
  ['lunch', [L]],
  ['with dinner', [E]],
  ['at dinner', [E]],
  ['after dinner', [E]],
  ['before dinner', [E]],
  ['dinner', [E]],
  ['teatime', [E]],
  ['supper', [E]],
  ['at night before bed', [N]],
  ['at bedtime', [N]],
  ['before bed', [N]],
  ['before sleep', [N]],
  ['bedtime', [N]],
  ['in the morning', [M]],
  ['every morning', [M]],
  ['each morning', [M]],
  ['mornings', [M]],
  ['morning', [M]],
  ['in the evening', [E]],
  ['every evening', [E]],
  ['each evening', [E]],
  ['evening', [E]],
  ['at night', [N]],
  ['every night', [N]],
  ['each night', [N]],
  ['nightly', [N]],
  ['night', [N]],
  ['at midday', [L]],
  ['midday', [L]],
  ['noon', [L]],
  ['midnight', [N]],
  ['mane', [M]],
  ['midi', [L]],
  ['vespere', [E]],
  ['nocte', [N]],
  ['noct', [N]],
  ['qam', [M]],
  ['qpm', [E]],
  ['qhs', [N]],
  ['hs', [N]],
  ['qn', [N]],
  ['pm', [E]],
  ['qmane', [M]],
  ['qnocte', [N]],
];

// Counts per day, used when no time of day is given.
// Latin abbreviations are listed without dots: words are looked up with their dots removed ('b.i.d.' -> 'bid').
const COUNT_WORDS: Array<[string, number]> = [
  ['four times daily', 4],
  ['four times a day', 4],
  ['four times per day', 4],
  ['qid', 4],
  ['qds', 4],
  ['qdi', 4],
  ['three times daily', 3],
  ['three times a day', 3],
  ['three times per day', 3],
  ['thrice daily', 3],
  ['tds', 3],
  ['tid', 3],
  ['tdi', 3],
  ['twice daily', 2],
  ['twice a day', 2],
  ['twice per day', 2],
  ['two times a day', 2],
  ['two times daily', 2],
  ['two times per day', 2],
  ['bd', 2],
  ['bid', 2],
  ['bds', 2],
  ['once daily', 1],
  ['once a day', 1],
  ['once per day', 1],
  ['one time a day', 1],
  ['every day', 1],
  ['each day', 1],
  ['daily', 1],
  ['od', 1],
  ['qd', 1],
  ['qday', 1],
  ['per day', 1],
  ['a day', 1],
];

export interface PhraseTable<T> {
  map: Map<string, T>;
  /** First words of the phrases: any other word cannot start one. */
  starts: Set<string>;
  maxWords: number;
}
function phraseTable<T>(entries: Array<[string, T]>): PhraseTable<T> {
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
  return n;
}

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
