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
import { STOP_WORDS } from './stop-words';

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

/**
 * Candidates in flat arrays: the letter set, length and brand flag of each are read without touching
 * the candidate's objects, which on a busy heap are cache misses (most candidates fail these tests).
 */
interface Bucket {
  cands: FuzzyCandidate[];
  /** Letter sets and lengths of the first and (two-word names) second word. */
  masks: Int32Array[];
  lengths: Uint8Array[];
  brand: Uint8Array;
}

function bucketOf(cands: FuzzyCandidate[]): Bucket {
  const words = cands[0]?.words.length ?? 1;
  const masks: Int32Array[] = [];
  const lengths: Uint8Array[] = [];
  for (let w = 0; w < words; w++) {
    masks.push(Int32Array.from(cands, (c) => letterMask(c.words[w]!)));
    lengths.push(Uint8Array.from(cands, (c) => c.words[w]!.length));
  }
  const brand = Uint8Array.from(cands, (c) => (c.entry.by === 'brand' ? 1 : 0));
  return { cands, masks, lengths, brand };
}

// The same candidates as name-index's buckets, in the same order (ties keep the first); one-word
// names by first letter and then length, so a lookup builds no bucket key.
const oneWord = new Map<string, Array<Bucket | undefined>>();
{
  const lists = new Map<string, FuzzyCandidate[][]>();
  for (const list of fuzzyOneWord.values()) {
    for (const cand of list) {
      const byLength = lists.get(cand.key[0]!) ?? [];
      (byLength[cand.key.length] ??= []).push(cand);
      lists.set(cand.key[0]!, byLength);
    }
  }
  for (const [letter, byLength] of lists)
    oneWord.set(
      letter,
      Array.from(byLength, (l) => (l ? bucketOf(l) : undefined)),
    );
}
const twoWords = new Map<string, Bucket>();
for (const [letter, list] of fuzzyTwoWords) twoWords.set(letter, bucketOf(list));
// fuzzyOneWord's keys are letter + length: the index above must have read them all the same way.
if ([...fuzzyOneWord.keys()].some((k) => !oneWord.get(k[0]!)?.[Number(k.slice(1))]))
  throw new Error('fuzzy: one-word buckets are not keyed by first letter and length');

/**
 * Edits between an input word and word w of candidate k when within both words' allowance, else -1;
 * equal words cost nothing.
 */
function wordEdits(input: string, mask: number, b: Bucket, k: number, w: number): number {
  const length = b.lengths[w]![k]!;
  if (length === input.length && b.masks[w]![k] === mask && b.cands[k]!.words[w] === input)
    return 0;
  const max = Math.min(allowedEdits(input.length), allowedEdits(length));
  if (max === 0 || Math.abs(input.length - length) > max || tooFar(mask, b.masks[w]![k]!, max))
    return -1;
  const d = osaDistance(input, b.cands[k]!.words[w]!, max);
  return d > max ? -1 : d;
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
  const pairs = second && isAlphaWord(second) && !STOP_WORDS.has(second) && twoWords.get(first[0]!);
  if (pairs) {
    const secondMask = letterMask(second);
    let best: Best | null = null;
    for (let k = 0; k < pairs.cands.length; k++) {
      // Every word equal or within its own edit allowance, and the two not both equal.
      const d0 = wordEdits(first, firstMask, pairs, k, 0);
      if (d0 < 0) continue;
      const d1 = wordEdits(second, secondMask, pairs, k, 1);
      if (d1 < 0) continue;
      const d = d0 + d1;
      if (d > 0 && d <= 2) best = consider(best, pairs.cands[k]!.entry, d);
    }
    if (best && !best.ambiguous) return { entry: best.entry, words: 2 };
  }
  const max = allowedEdits(first.length);
  // 'glyceryl' alone is part of a real name, not a misspelling of glycerol
  if (max === 0 || nameWords.has(first)) return null;
  const byLength = oneWord.get(first[0]!);
  if (!byLength) return null;
  let best: Best | null = null;
  // Brands are often near English words ('singular', 'program'): one edit, and not for short words.
  const brandLimit = first.length >= 7 ? 1 : 0;
  for (let len = first.length - max; len <= first.length + max; len++) {
    const b = byLength[len];
    if (!b) continue;
    const otherLimit = Math.min(max, allowedEdits(len));
    for (let k = 0; k < b.cands.length; k++) {
      const limit = b.brand[k] ? brandLimit : otherLimit;
      if (limit === 0 || tooFar(firstMask, b.masks[0]![k]!, limit)) continue;
      const d = osaDistance(first, b.cands[k]!.key, limit);
      if (d <= limit) best = consider(best, b.cands[k]!.entry, d);
    }
  }
  return best && !best.ambiguous ? { entry: best.entry, words: 1 } : null;
}
