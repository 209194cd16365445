/**
 * The medicines a line names, found by the KB's own name keys (generic, former, international and
 * brand names; never abbreviations or guesses at misspellings), longest name first. Used by the nets
 * that ask whether every medicine the text names ended up somewhere.
 */
import { names, namePrefixes } from '../../kb/name-index';
import { tokenize } from '../../kb/text';
import type { Medicine } from '../../kb/types';

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

export function mentionsIn(text: string): Mention[] {
  const words = tokenize(text).filter((t) => t.kind === 'word' || t.kind === 'sep');
  const out: Mention[] = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.kind !== 'word') continue;
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
