/**
 * A medicine's name cut short, as wards and nursing forms write it ('Atorva 20mg nocte', 'Esomep 20mg
 * mane', 'Rosuva', 'Pantop', 'Metop'): a word of five letters or more that starts exactly one
 * medicine's generic name (its current, former or international name) and is at least two letters
 * shorter than it. Read as that medicine, always with a warning naming the word, since the engine
 * cannot be sure; two medicines starting the same way ('Calci': calcitriol or calcium) are no match.
 */
import { names, nameWords, type NameEntry } from './name-index';
import { isAlphaWord } from './text';
import { STOP_WORDS } from './stop-words';

const MIN_LETTERS = 5;
const GENERIC_BY = new Set(['generic', 'former', 'international']);

// One-word generic names, sorted, for a prefix search.
const GENERICS: Array<[string, NameEntry]> = [...names]
  .filter(([key, e]) => GENERIC_BY.has(e.by) && isAlphaWord(key))
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

function firstAtLeast(word: string): number {
  let [lo, hi] = [0, GENERICS.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (GENERICS[mid]![0] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first five letters of a plain word as one number (5 bits a letter), for a Set without strings. */
function headCode(word: string): number {
  let code = 0;
  for (let i = 0; i < MIN_LETTERS; i++) code = code * 32 + (word.charCodeAt(i) - 96);
  return code;
}

// The first five letters of every generic name: most words looked up start none, and are turned away
// here without the name search (a clipped word starts its name, so it starts with these five letters).
const HEADS = new Set(
  GENERICS.filter(([key]) => key.length >= MIN_LETTERS).map(([key]) => headCode(key)),
);

/** The one medicine whose generic name the word clips, or null. */
export function clippedMatch(word: string): NameEntry | null {
  if (word.length < MIN_LETTERS || !isAlphaWord(word) || !HEADS.has(headCode(word))) return null;
  if (nameWords.has(word) || STOP_WORDS.has(word)) return null;
  let hit: NameEntry | null = null;
  for (let i = firstAtLeast(word); i < GENERICS.length; i++) {
    const [key, entry] = GENERICS[i]!;
    if (!key.startsWith(word)) break;
    if (key.length - word.length < 2) continue;
    if (hit && hit.medicine.id !== entry.medicine.id) return null;
    hit ??= entry;
  }
  return hit;
}

/** The words a clipped name's warning ends with, so the order reader can tell it from other readings. */
export const SHORTENED = '(a shortened name: check)';

// What must follow a clipped name on the line: its strength ('Atorva 20mg').
const STRENGTH_NEXT = /^\s*\d+(?:\.\d+)?\s*(?:mg|mcg|micrograms?|g|units?|iu|ml)(?![a-z])/i;

/**
 * A clipped name is trusted only straight before a strength: 'ADRENAL INSUFFICIENCY' (a heading) or a
 * brand whose bracket names its medicine ('ROSUVAS 10 (rosuvastatin 10 mg)') is no clipped name.
 */
export const clipTrusted = (warning: string | undefined, rest: string): boolean =>
  !warning?.endsWith(SHORTENED) || STRENGTH_NEXT.test(rest);
