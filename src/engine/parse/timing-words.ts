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
const TIME_WORDS: Array<[string, TimeSlot[]]> = [
  ['mane and nocte', [M, N]], ['morning and night', [M, N]], ['morning and evening', [M, E]],
  ['with each meal', [M, L, E]], ['with meals', [M, L, E]], ['at mealtimes', [M, L, E]],
  ['with the evening meal', [E]], ['with evening meal', [E]], ['with tea', [E]], ['evening meal', [E]],
  ['with breakfast', [M]], ['at breakfast', [M]], ['before breakfast', [M]], ['after breakfast', [M]], ['breakfast', [M]],
  ['with lunch', [L]], ['at lunch', [L]], ['at lunchtime', [L]], ['lunchtime', [L]], ['lunch', [L]],
  ['with dinner', [E]], ['at dinner', [E]], ['after dinner', [E]], ['before dinner', [E]], ['dinner', [E]], ['teatime', [E]], ['supper', [E]],
  ['at night before bed', [N]], ['at bedtime', [N]], ['before bed', [N]], ['before sleep', [N]], ['bedtime', [N]],
  ['in the morning', [M]], ['every morning', [M]], ['each morning', [M]], ['mornings', [M]], ['morning', [M]],
  ['in the evening', [E]], ['every evening', [E]], ['each evening', [E]], ['evening', [E]],
  ['at night', [N]], ['every night', [N]], ['each night', [N]], ['nightly', [N]], ['night', [N]],
  ['at midday', [L]], ['midday', [L]], ['noon', [L]], ['midnight', [N]],
  ['mane', [M]], ['midi', [L]], ['vespere', [E]], ['nocte', [N]], ['qam', [M]], ['qpm', [E]], ['qhs', [N]], ['hs', [N]],
];

// Counts per day, used when no time of day is given.
const COUNT_WORDS: Array<[string, number]> = [
  ['four times daily', 4], ['four times a day', 4], ['4 times daily', 4], ['4 times a day', 4], ['qid', 4], ['qds', 4], ['q.i.d.', 4],
  ['three times daily', 3], ['three times a day', 3], ['3 times daily', 3], ['3 times a day', 3], ['tds', 3], ['tid', 3], ['t.d.s.', 3],
  ['twice daily', 2], ['twice a day', 2], ['twice per day', 2], ['two times a day', 2], ['2 times a day', 2], ['2 times daily', 2], ['bd', 2], ['bid', 2], ['b.d.', 2],
  ['once daily', 1], ['once a day', 1], ['once per day', 1], ['every day', 1], ['each day', 1], ['daily', 1], ['od', 1], ['qd', 1], ['per day', 1], ['a day', 1],
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

/**
 * Fixed phrases ('with the evening meal', 'twice a day', 'nocte') found by looking word n-grams up
 * in a map, longest first: much faster than one large alternation on every order.
 */
interface Word {
  w: string;
  index: number;
  end: number;
}

/** Words of the text (letters, digits and dots), without a trailing full stop ('nocte.' -> 'nocte'). */
function wordsOf(work: string): Word[] {
  const out: Word[] = [];
  WORD_RE.lastIndex = 0;
  for (let m = WORD_RE.exec(work); m; m = WORD_RE.exec(work)) {
    const raw = m[0];
    // Keep the dots of 'b.d.' and 'q.i.d.', drop a sentence's full stop.
    const w = raw.endsWith('.') && raw.indexOf('.') === raw.length - 1 ? raw.slice(0, -1) : raw;
    out.push({ w, index: m.index, end: m.index + w.length });
  }
  return out;
}

export function findPhrases<T>(work: string, table: PhraseTable<T>): Array<{ index: number; end: number; value: T }> {
  const words = wordsOf(work);
  const out: Array<{ index: number; end: number; value: T }> = [];
  for (let i = 0; i < words.length; i++) {
    if (!table.starts.has(words[i]!.w)) continue;
    let key = '';
    let best: { n: number; value: T } | undefined;
    for (let n = 1; n <= table.maxWords && i + n <= words.length; n++) {
      key = n === 1 ? words[i]!.w : `${key} ${words[i + n - 1]!.w}`;
      const value = table.map.get(key);
      if (value !== undefined) best = { n, value };
    }
    if (!best) continue;
    out.push({ index: words[i]!.index, end: words[i + best.n - 1]!.end, value: best.value });
    i += best.n - 1;
  }
  return out;
}
