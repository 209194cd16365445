/**
 * Knowledge-base access for the parser: a memo around lookupMedicine (the same names recur in
 * every reconciliation, and a miss runs the KB's fuzzy search), and finding a combination product
 * from its ingredients ('paracetamol 500 mg + codeine 30 mg' -> the KB's paracetamol + codeine).
 */
import { allMedicines, ingredientKey, lookupMedicine, type LookupResult } from '../kb/index';
import type { Medicine } from '../kb/types';
import { names, squashedNames } from '../kb/name-index';
import { squashSpaces } from './text';
import { requestMemo } from '../request-memo';
import { unglueSalt } from './glued-salt';
import { englishInn } from './romance-inn';
import { alternation, DOSE_UNIT_WORDS, FORM_WORDS, spellings } from '../lexicon/words';

// Between requests only texts that are exactly a name the KB knows are kept ('panadol osteo',
// 'perindopril arginine'): medicine names, the same in every request. Anything else looked up (a
// misspelling, a surname, a sentence, a name with dose words left over) is kept for this request only.
const MEMO_LIMIT = 5000;
const knownNames = new Map<string, LookupResult>();
const thisRequest = requestMemo<string, LookupResult | null>();

/** lookupMedicine with bounded memos; the result must be treated as read-only. */
export function lookup(nameText: string): LookupResult | null {
  // Trimmed, lower case, single spaces; squashSpaces skips the replace when the name is clean.
  const key = squashSpaces(nameText.toLowerCase());
  if (!key) return null;
  const hit = knownNames.get(key) ?? thisRequest.get(key);
  if (hit !== undefined) return hit;
  let found = lookupMedicine(nameText) ?? null;
  // 'Metoprololsuccinat': a salt glued to the name (glued-salt.ts).
  if (!found || found.matchedBy === 'fuzzy') {
    const unglued = unglueSalt(nameText);
    if (unglued) found = lookupMedicine(unglued) ?? found;
  }
  // 'Hidroclorotiazida': a generic name spelled the Spanish or Italian way (romance-inn.ts), with a warning.
  if (!found || found.matchedBy === 'fuzzy') found = romanceInn(nameText) ?? found;
  const memo = found && isExactName(key, found) ? knownNames : thisRequest;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, found);
  return found;
}

/** The text is the KB's own spelling of the name (with its salt word), nothing else and no doubt. */
function isExactName(key: string, found: LookupResult): boolean {
  if (found.matchedBy === 'fuzzy' || found.warning || found.rest.trim()) return false;
  const name = found.matchedText.toLowerCase();
  return key === name || (!!found.salt && key === `${name} ${found.salt.toLowerCase()}`);
}

/**
 * True when the text opens with a medicine's name: the knowledge base finds one in it and the first word it
 * matched is where the text begins (a name further on, 'take with food, metformin', does not count).
 * A near miss counts ('Atorvastatn 40 mg' still opens with a medicine): the line readers use it to decide what
 * kind of line this is, and the order reader then warns about the spelling. swap-sentence.ts has a stricter
 * test of the same name for rewriting readers (a swap, a sentence, a lead moved): they read the name with the
 * full name reader and never on a guess from a misspelling, since a guess there rewrites the line.
 */
export function startsWithMedicine(text: string): boolean {
  const first = lookup(text)?.matchedText.toLowerCase().split(' ')[0];
  return !!first && text.toLowerCase().startsWith(first);
}

const SHORT_NAME_FORM = new RegExp(
  String.raw`\b([A-Z]{3})\s+(?:${alternation([...FORM_WORDS, ...spellings(DOSE_UNIT_WORDS)])})(?![a-z])`,
  'gi',
);

/** True when a word of the text is a medicine the KB knows by name or brand (not a near miss). */
export function namesKnownMedicine(text: string): boolean {
  // 'GTN spray', 'MST tablets': a short name in capitals before its form ('ASA 3' is a grade, 'via PEG' a tube);
  // 'glyceryl trinitrate': a name of two words, neither a name alone.
  for (const m of /\b[A-Z]{3}\s/.test(text) ? text.matchAll(SHORT_NAME_FORM) : [])
    if (m[1] === m[1]!.toUpperCase() && isExactNameWord(m[1]!)) return true;
  for (const m of text.matchAll(/\b([A-Za-z]{4,})\s+(?=([A-Za-z]{4,})\b)/g))
    if (names.has(`${m[1]} ${m[2]}`.toLowerCase())) return true;
  for (const m of text.matchAll(/[A-Za-z][A-Za-z-]{3,}/g)) {
    // A word of letters is answered by the name index: no fuzzy search only to turn a note's word away.
    if (!m[0].includes('-')) {
      if (isExactNameWord(m[0])) return true;
      continue;
    }
    const found = lookup(m[0]);
    if (found && found.matchedBy !== 'fuzzy' && !found.rest.trim()) return true;
    // 'clozapine-induced myocarditis', 'lithium-related': a medicine joined to the word after it still names it.
    if (m[0].split('-').some((part) => part.length > 3 && isExactNameWord(part))) return true;
  }
  return false;
}

/**
 * For one word of letters, what lookup answers without a guess and with nothing left over: the KB names
 * it exactly (its lower case is a name key, or a name written without its spaces, 'novorapid').
 */
export function isExactNameWord(word: string): boolean {
  const key = word.toLowerCase();
  return names.has(key) || squashedNames.has(key);
}

/** The names kept between requests (for the test that nothing else outlives a request). */
export const rememberedNames = (): string[] => [...knownNames.keys()];

/** The medicine whose name (one to three words) starts the text, or null. */
export function medicineAtStart(text: string): LookupResult | null {
  const words = text.trim().split(/\s+/);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const hit = lookup(words.slice(0, n).join(' '));
    if (hit) return hit;
  }
  return null;
}

let byIngredients: Map<string, Medicine> | null = null;

/** The KB product whose active ingredients are exactly these (in any order), if any. */
export function medicineWithIngredients(ingredients: string[]): Medicine | undefined {
  if (!byIngredients) {
    byIngredients = new Map();
    for (const m of allMedicines()) {
      const k = ingredientKey(m);
      if (!byIngredients.has(k)) byIngredients.set(k, m);
    }
  }
  return byIngredients.get([...ingredients].sort().join('+'));
}

const keys = new WeakMap<Medicine, string>();

/** The matching key of a medicine: its sorted ingredients, so brands and generics meet. */
export function keyOf(m: Medicine): string {
  let k = keys.get(m);
  if (k === undefined) keys.set(m, (k = ingredientKey(m)));
  return k;
}

/** The lookup of a name whose first word is a Romance-language spelling of a generic name, warned. */
function romanceInn(nameText: string): LookupResult | undefined {
  const first = /^\S+/.exec(nameText.trim())?.[0] ?? '';
  const english = englishInn(first);
  if (!english) return undefined;
  const found = lookupMedicine(`${english}${nameText.trim().slice(first.length)}`);
  if (!found) return undefined;
  return {
    ...found,
    warning: found.warning ?? `"${first}" read as ${found.matchedText} (check spelling)`,
  };
}
