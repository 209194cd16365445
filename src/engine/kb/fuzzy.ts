/**
 * Close-misspelling matching: Damerau-Levenshtein (optimal string alignment) distance with a
 * length guard, over candidates that share the first letter. Only reached when no exact name
 * matched, so a word that is exactly another medicine is never re-read as this one.
 */
import {
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
  let prev2 = ROWS[0];
  let prev = ROWS[1];
  let cur = ROWS[2];
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
    // Rotate the rows by hand: a destructuring swap may build an array per row.
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
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

/** The set of letters a-z in a word, one bit each (fuzzy words are plain letters: isAlphaWord). */
function letterMask(word: string): number {
  let m = 0;
  for (let i = 0; i < word.length; i++) m |= 1 << (word.charCodeAt(i) - 97);
  return m;
}

/** Set bits of a 26-bit mask, without a loop (the usual SWAR count). */
function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * A lower bound on the edits between two words from their letter sets alone: a substitution changes
 * the set of letters by at most two (one letter may go, one may come), an insertion or deletion by
 * one, a transposition by none. So words whose sets differ by more than 2 * max letters are over
 * max edits apart, and the distance need not be computed: most words tried are no medicine at all.
 */
const tooFar = (maskA: number, maskB: number, max: number): boolean =>
  bitCount(maskA ^ maskB) > 2 * max;

/** A candidate with the letter sets of its words, computed once. */
interface Masked {
  cand: FuzzyCandidate;
  masks: number[];
}

// The same candidates as name-index's buckets, in the same order (ties keep the first), with masks;
// one-word names by first letter and then length, so a lookup builds no bucket key.
const oneWord = new Map<string, Array<Masked[] | undefined>>();
for (const list of fuzzyOneWord.values()) {
  for (const cand of list) {
    const byLength = oneWord.get(cand.key[0]!) ?? [];
    (byLength[cand.key.length] ??= []).push({ cand, masks: [letterMask(cand.key)] });
    oneWord.set(cand.key[0]!, byLength);
  }
}
const twoWords = new Map<string, Masked[]>();
for (const [letter, list] of fuzzyTwoWords)
  twoWords.set(
    letter,
    list.map((cand) => ({ cand, masks: cand.words.map(letterMask) })),
  );
// fuzzyOneWord's keys are letter + length: the index above must have read them all the same way.
if ([...fuzzyOneWord.keys()].some((k) => !oneWord.get(k[0]!)?.[Number(k.slice(1))]))
  throw new Error('fuzzy: one-word buckets are not keyed by first letter and length');

/** Every word either equal or within its own edit allowance; total distance or null. */
function wordsDistance(input: string[], inputMasks: number[], m: Masked): number | null {
  let total = 0;
  for (let i = 0; i < input.length; i++) {
    const w = input[i]!;
    const c = m.cand.words[i]!;
    if (w === c) continue;
    const max = Math.min(allowedEdits(w.length), allowedEdits(c.length));
    if (max === 0 || Math.abs(w.length - c.length) > max) return null;
    if (tooFar(inputMasks[i]!, m.masks[i]!, max)) return null;
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
  const firstMask = letterMask(first);
  const second = words[1];
  if (second && isAlphaWord(second) && !STOP_WORDS.has(second)) {
    const input = [first, second];
    const inputMasks = [firstMask, letterMask(second)];
    let best: Best | null = null;
    for (const m of twoWords.get(first[0]!) ?? []) {
      const d = wordsDistance(input, inputMasks, m);
      if (d !== null && d > 0 && d <= 2) best = consider(best, m.cand.entry, d);
    }
    if (best && !best.ambiguous) return { entry: best.entry, words: 2 };
  }
  const max = allowedEdits(first.length);
  // 'glyceryl' alone is part of a real name, not a misspelling of glycerol
  if (max === 0 || nameWords.has(first)) return null;
  const byLength = oneWord.get(first[0]!);
  if (!byLength) return null;
  let best: Best | null = null;
  for (let len = first.length - max; len <= first.length + max; len++) {
    const bucket = byLength[len];
    if (!bucket) continue;
    // Brands are often near English words ('singular', 'program'): one edit, and not for short words.
    const brandLimit = first.length >= 7 ? 1 : 0;
    const otherLimit = Math.min(max, allowedEdits(len));
    for (const m of bucket) {
      const limit = m.cand.entry.by === 'brand' ? brandLimit : otherLimit;
      if (limit === 0 || tooFar(firstMask, m.masks[0]!, limit)) continue;
      const d = osaDistance(first, m.cand.key, limit);
      if (d <= limit) best = consider(best, m.cand.entry, d);
    }
  }
  return best && !best.ambiguous ? { entry: best.entry, words: 1 } : null;
}
