/**
 * Close-misspelling matching: Damerau-Levenshtein (optimal string alignment) distance with a
 * length guard, over candidates that share the first letter. Only reached when no exact name
 * matched, so a word that is exactly another medicine is never re-read as this one.
 */
import { fuzzyOneWord, fuzzyTwoWords, type FuzzyCandidate, type NameEntry } from './name-index';
import { isAlphaWord } from './text';
import { STOP_WORDS } from './vocab';

/** Edits allowed for a word of this length: none under 6 letters, one up to 8, two from 9. */
export function allowedEdits(length: number): number {
  if (length >= 9) return 2;
  return length >= 6 ? 1 : 0;
}

/** Optimal string alignment distance, or max + 1 as soon as it must exceed max. */
export function osaDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}

interface Best {
  entry: NameEntry;
  distance: number;
  ambiguous: boolean;
}

function consider(best: Best | null, entry: NameEntry, d: number): Best {
  if (!best || d < best.distance) return { entry, distance: d, ambiguous: false };
  if (d === best.distance && entry.medicine !== best.entry.medicine) return { ...best, ambiguous: true };
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
  if (max === 0) return null;
  let best: Best | null = null;
  for (const cand of fuzzyOneWord.get(first[0]!) ?? []) {
    if (Math.abs(cand.key.length - first.length) > max || allowedEdits(cand.key.length) === 0) continue;
    const d = osaDistance(first, cand.key, max);
    if (d <= max) best = consider(best, cand.entry, d);
  }
  return best && !best.ambiguous ? { entry: best.entry, words: 1 } : null;
}
