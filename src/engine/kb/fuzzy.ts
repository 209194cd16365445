/**
 * Close-misspelling matching: Damerau-Levenshtein (optimal string alignment) distance with a
 * length guard, over candidates that share the first letter. Only reached when no exact name
 * matched, so a word that is exactly another medicine is never re-read as this one.
 */
import {
  bucketKey,
  fuzzyOneWord,
  fuzzyTwoWords,
  nameWords,
  type FuzzyCandidate,
  type NameEntry,
} from './name-index';
import { isAlphaWord } from './text';
import { STOP_WORDS } from './vocab';

/** Edits allowed for a word of this length: none under 6 letters, one up to 8, two from 9 (brands: see fuzzyMatch). */
export function allowedEdits(length: number): number {
  if (length >= 9) return 2;
  return length >= 6 ? 1 : 0;
}

// Reused rows: names are short, and a lookup must not allocate per candidate.
const ROWS = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/**
 * Optimal string alignment distance, computed only in the band |i - j| <= max, or max + 1 as soon
 * as it must exceed max.
 */
export function osaDistance(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  const big = max + 1;
  if (Math.abs(la - lb) > max || lb >= 63) return big;
  let [prev2, prev, cur] = ROWS;
  for (let j = 0; j <= lb; j++) prev[j] = j <= max ? j : big;
  for (let i = 1; i <= la; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(lb, i + max);
    cur[0] = i <= max ? i : big;
    if (lo > 1) cur[lo - 1] = big;
    let rowMin = lo === 1 ? cur[0]! : big;
    for (let j = lo; j <= hi; j++) {
      let v = Math.min(
        prev[j]! + 1,
        cur[j - 1]! + 1,
        prev[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1),
      );
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (hi < lb) cur[hi + 1] = big;
    if (rowMin > max) return big;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[lb]!, big);
}

interface Best {
  entry: NameEntry;
  distance: number;
  ambiguous: boolean;
}

function consider(best: Best | null, entry: NameEntry, d: number): Best {
  if (!best || d < best.distance) return { entry, distance: d, ambiguous: false };
  if (d === best.distance && entry.medicine !== best.entry.medicine)
    return { ...best, ambiguous: true };
  return best;
}

/** Every word either equal or within its own edit allowance; total distance or null. */
function wordsDistance(input: string[], cand: FuzzyCandidate): number | null {
  let total = 0;
  for (let i = 0; i < input.length; i++) {
    const w = input[i]!;
    const c = cand.words[i]!;
    if (w === c) continue;
    const max = Math.min(allowedEdits(w.length), allowedEdits(c.length));
    if (max === 0) return null;
    const d = osaDistance(w, c, max);
    if (d > max) return null;
    total += d;
  }
  return total;
}

/**
 * The medicine name the first one or two words are a close misspelling of, or null when none is
 * close enough or two different medicines are equally close.
 */
export function fuzzyMatch(words: string[]): { entry: NameEntry; words: number } | null {
  const first = words[0];
  if (!first || !isAlphaWord(first) || STOP_WORDS.has(first)) return null;
  const second = words[1];
  if (second && isAlphaWord(second) && !STOP_WORDS.has(second)) {
    let best: Best | null = null;
    for (const cand of fuzzyTwoWords.get(first[0]!) ?? []) {
      const d = wordsDistance([first, second], cand);
      if (d !== null && d > 0 && d <= 2) best = consider(best, cand.entry, d);
    }
    if (best && !best.ambiguous) return { entry: best.entry, words: 2 };
  }
  const max = allowedEdits(first.length);
  // 'glyceryl' alone is part of a real name, not a misspelling of glycerol
  if (max === 0 || nameWords.has(first)) return null;
  let best: Best | null = null;
  for (let len = first.length - max; len <= first.length + max; len++) {
    for (const cand of fuzzyOneWord.get(bucketKey(first, len)) ?? []) {
      // Brands are often near English words ('singular', 'program'): one edit, and not for short words.
      const limit =
        cand.entry.by === 'brand' ? (first.length >= 7 ? 1 : 0) : Math.min(max, allowedEdits(len));
      if (limit === 0) continue;
      const d = osaDistance(first, cand.key, limit);
      if (d <= limit) best = consider(best, cand.entry, d);
    }
  }
  return best && !best.ambiguous ? { entry: best.entry, words: 1 } : null;
}
