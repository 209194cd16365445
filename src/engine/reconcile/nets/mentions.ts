/**
 * The medicines a line names, found by the KB's own name keys (generic, former, international and
 * brand names; never abbreviations or guesses at misspellings), longest name first. Used by the nets
 * that ask whether every medicine the text names ended up somewhere.
 */
import { names, namePrefixes } from '../../kb/name-index';
import { tokenize } from '../../kb/text';
import type { Medicine } from '../../kb/types';
import { tokenize as dosingTokens } from '../../lexicon/tokens';

/** Words the lexicon gives a dosing kind (a time, a route, a form...), which names rarely start with. */
const DOSING_WORDS = {
  has: (w: string): boolean => {
    const t = dosingTokens(w);
    return t.length === 1 && t[0]!.kind !== 'word';
  },
};

export interface Mention {
  medicine: Medicine;
  /** The name as written in the line. */
  text: string;
  start: number;
  end: number;
}

/** Longest a name runs, in words ('Caltrate Bone & Muscle'). */
const MAX_WORDS = 5;
/** One-word names shorter than this are too often other words or abbreviations ('Li', 'K'); a
 * three-letter brand counts when written with its capital ('Yaz'). */
const MIN_ONE_WORD = 4;
const CAPITAL = /^[A-Z]/;

/** The first word of every name, to pass over a line that can hold no name but its order's own. */
let firstWords: Set<string> | undefined;
const WORD_RE = /[a-z][a-z0-9'’]*/gi;

/**
 * The first three characters of a word as a number under 37^3 when they are letters (either case) or
 * digits, a shorter word padded with 0; else -1. Most words of a line start no name ('25', 'mg',
 * 'tablet'): a table indexed by this number turns them away without lower-casing the word or hashing it
 * into a set of thousands of strings.
 */
function headOf(word: string): number {
  let code = 0;
  for (let i = 0; i < 3; i++) {
    let symbol = 0;
    if (i < word.length) {
      const c = word.charCodeAt(i);
      if (c >= 97 && c <= 122) symbol = c - 96;
      else if (c >= 65 && c <= 90) symbol = c - 64;
      // Digits after the letters: 27..36.
      else if (c >= 48 && c <= 57) symbol = c - 21;
      else return -1;
    }
    code = code * 37 + symbol;
  }
  return code;
}

/** A table of the heads (headOf) of these words: a word whose head is marked 0 is none of them. */
function headTable(words: Iterable<string>): Uint8Array {
  const table = new Uint8Array(37 * 37 * 37);
  for (const w of words) {
    const h = headOf(w);
    if (h >= 0) table[h] = 1;
  }
  return table;
}

/** True when the set holds the word, asked only when its head (headOf) starts some member. */
const mayHold = (table: Uint8Array, set: ReadonlySet<string>, word: string): boolean => {
  const h = headOf(word);
  return (h < 0 || table[h] === 1) && set.has(word);
};
let firstHeads: Uint8Array | undefined;

/** True when the word (any case, a trailing full stop allowed) may start a name. */
export function mayStartName(word: string): boolean {
  if (!firstWords) {
    // Names that start with a dosing word ('oral', 'evening', 'liquid', 'regular') or a letter or two
    // ('D', 'MS') would open nearly every line: those few are found only on lines that pass for another.
    firstWords = new Set();
    for (const key of names.keys()) {
      const w = key.split(' ', 1)[0]!;
      if (w.length >= 3 && !DOSING_WORDS.has(w)) firstWords.add(w);
    }
    firstHeads = headTable(firstWords);
  }
  // Upper-case letters read as their lower case, as below; a word with a stop in its head has none.
  const h = headOf(word);
  if (h >= 0 && firstHeads![h] === 0) return false;
  const low = word.toLowerCase();
  return firstWords.has(low.endsWith('.') ? low.slice(0, -1) : low);
}

/** True when some word of the text may start a name. */
export function mayName(text: string): boolean {
  for (const w of text.match(WORD_RE) ?? []) if (mayStartName(w)) return true;
  return false;
}

/** Every name key and every leading part of one: the words a name can start with, in one set. */
let startKeys: Set<string> | undefined;
let startHeads: Uint8Array | undefined;

export function mentionsIn(text: string): Mention[] {
  // One set lookup per word (most words start no name) instead of two.
  startKeys ??= new Set([...namePrefixes, ...names.keys()]);
  startHeads ??= headTable(startKeys);
  const words: ReturnType<typeof tokenize> = [];
  for (const t of tokenize(text)) if (t.kind === 'word' || t.kind === 'sep') words.push(t);
  const out: Mention[] = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.kind !== 'word' || !mayHold(startHeads, startKeys, words[i]!.norm)) continue;
    let key = '';
    let best: { end: number; medicine: Medicine } | undefined;
    for (let j = i; j < words.length && j - i < MAX_WORDS; j++) {
      key = j === i ? words[j]!.norm : `${key} ${words[j]!.norm}`;
      const entry = names.get(key);
      if (
        entry &&
        entry.by !== 'abbreviation' &&
        words[j]!.kind === 'word' &&
        (j > i ||
          key.length >= MIN_ONE_WORD ||
          (key.length === 3 && CAPITAL.test(text.slice(words[i]!.start))))
      )
        best = { end: j, medicine: entry.medicine };
      if (!namePrefixes.has(key)) break;
    }
    if (!best) continue;
    out.push({
      medicine: best.medicine,
      text: text.slice(words[i]!.start, words[best.end]!.end),
      start: words[i]!.start,
      end: words[best.end]!.end,
    });
    i = best.end;
  }
  return out;
}
