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
import { WARD_SHORTHAND } from '../lexicon/ward-shorthand';

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

/**
 * Ward shorthand clips a name shorter still ('amlo 10 od', 'asp 100 od', 'metf 500 bd'): too short to
 * name one medicine of the whole KB ('asp' starts aspirin and asparaginase), but the other list of the same
 * request names the medicines in full. A word of three or four letters is read as the medicine it clips only
 * when it starts the generic name of exactly one single-ingredient medicine the other list names; the
 * reconciler sets these medicines for one parse (withOtherListMedicines). Always warned, like any clip.
 */
const SHORT_MIN = 3;
let otherList: ReadonlySet<string> = new Set();

/** Runs `parse` with the ids of the medicines the other list names, for shortClipMatch; then forgets them. */
export function withOtherListMedicines<T>(ids: ReadonlySet<string>, parse: () => T): T {
  otherList = ids;
  try {
    return parse();
  } finally {
    otherList = new Set();
  }
}

/** The one medicine of the other list whose generic name a short word clips ('amlo'), or null. */
export function shortClipMatch(word: string): NameEntry | null {
  return shortClipIn(word, otherList);
}

/**
 * True when some word of the text could be read as a short clip of a medicine in `ids`: only then can a second
 * reading with the other list's medicines differ from the first (reconcile.ts skips it otherwise; it had doubled
 * the parse of every admission list with an unknown name).
 */
export function mayClipShort(text: string, ids: ReadonlySet<string>): boolean {
  for (const m of text.toLowerCase().matchAll(/[a-z]+/g))
    if (m[0].length >= SHORT_MIN && m[0].length < MIN_LETTERS && shortClipIn(m[0], ids))
      return true;
  return false;
}

function shortClipIn(word: string, ids: ReadonlySet<string>): NameEntry | null {
  if (!ids.size || word.length < SHORT_MIN || word.length >= MIN_LETTERS) return null;
  if (!isAlphaWord(word) || nameWords.has(word) || STOP_WORDS.has(word)) return null;
  let hit: NameEntry | null = null;
  for (let i = firstAtLeast(word); i < GENERICS.length; i++) {
    const [key, entry] = GENERICS[i]!;
    if (!key.startsWith(word)) break;
    if (!ids.has(entry.medicine.id) || entry.medicine.ingredients.length !== 1) continue;
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

/** The medicine a ward's short name stands for ('doxy': doxycycline, lexicon/ward-shorthand.ts), or null. */
export function shorthandMatch(word: string): NameEntry | null {
  const generic = WARD_SHORTHAND[word];
  return generic ? (names.get(generic) ?? null) : null;
}
