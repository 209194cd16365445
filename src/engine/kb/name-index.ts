/**
 * Indexes built once at module load: every name of every medicine by its normalised key, the
 * combinations by ingredient set, and fuzzy-match candidates bucketed by first letter.
 */
import { buildMedicines } from './build-medicines';
import { isAlphaWord, nameKey, squash } from './text';
import type { Medicine } from './types';
import {
  BRAND_RELEASE_WORDS,
  ENTERIC_COATED,
  ENTERIC_COATED_BRANDS,
  INGREDIENT_ALIASES,
  MODIFIED_RELEASE_BRANDS,
} from './vocab';

export type MatchedBy =
  | 'generic'
  | 'brand'
  | 'former'
  | 'international'
  | 'abbreviation'
  | 'combination'
  | 'fuzzy';

export interface NameEntry {
  medicine: Medicine;
  by: MatchedBy;
  /** The name as the KB spells it ('Panadol Osteo', 'frusemide'). */
  text: string;
  /** Set when the name is a brand. */
  brand?: string;
  /** Release form the brand implies ('Diamicron MR', 'OxyContin'). */
  qualifier?: string;
}

export interface FuzzyCandidate {
  key: string;
  words: string[];
  entry: NameEntry;
}

const PRIORITY: Record<MatchedBy, number> = {
  generic: 0,
  combination: 0,
  former: 1,
  international: 2,
  brand: 3,
  abbreviation: 4,
  fuzzy: 5,
};

export const medicines: readonly Medicine[] = buildMedicines();
export const byId = new Map(medicines.map((m) => [m.id, m]));

export const ingredientKeyOf = (ingredients: readonly string[]): string =>
  [...ingredients].sort().join('+');

/** Name key -> entry. */
export const names = new Map<string, NameEntry>();
/** Squashed key ('slowk', 'novorapid') -> entry, for names written without their spaces or hyphens. */
export const squashedNames = new Map<string, NameEntry>();
/**
 * A name of three words or more with its first words run together ('ferrograd c' of 'Ferro-grad C',
 * 'novorapid flexpen' of 'Novo Rapid FlexPen') -> entry. Read before as the shorter name ('Ferrograd'
 * alone is Ferro-Grad, ferrous sulfate), the last word left over and the product lost.
 */
export const joinedHeadNames = new Map<string, NameEntry>();
/** Every leading part of those keys, so a lookup stops extending early. */
export const joinedHeadPrefixes = new Set<string>();
/** Key of an ingredient that exists only inside combinations ('clavulanic acid') -> ingredient. */
export const ingredientOnly = new Map<string, string>();
/** Sorted ingredient key -> the medicine with exactly those ingredients. */
export const byIngredients = new Map<string, Medicine>();
/** Keys claimed by two different medicines (the data tests require this to stay empty). */
export const conflicts: Array<{ key: string; ids: [string, string] }> = [];
/** One-word names by first letter and length ('a12'), two-word names by first letter. */
export const fuzzyOneWord = new Map<string, FuzzyCandidate[]>();
export const bucketKey = (word: string, length: number): string => `${word[0]}${length}`;
export const fuzzyTwoWords = new Map<string, FuzzyCandidate[]>();
/** Every word of every name ('glyceryl', 'trinitrate'): never read as a misspelling of another name. */
export const nameWords = new Set<string>();
/** Every leading part of every key ('panadol', 'augmentin duo'), so a lookup stops extending early. */
export const namePrefixes = new Set<string>();

function brandQualifier(brand: string, m: Medicine): string | undefined {
  if (m.alwaysModifiedRelease) return undefined;
  const key = nameKey(brand);
  if (ENTERIC_COATED_BRANDS.has(key)) return ENTERIC_COATED;
  if (MODIFIED_RELEASE_BRANDS.has(key)) return 'modified release';
  for (const w of key.split(' ').slice(1)) {
    const q = BRAND_RELEASE_WORDS.get(w);
    if (q) return q;
  }
  return undefined;
}

function add(text: string, entry: Omit<NameEntry, 'text'>): void {
  // Written combinations ('perindopril+indapamide') are resolved from their parts; brands are kept whole.
  if (text.includes('+') && entry.by !== 'brand') return;
  const key = nameKey(text);
  const full: NameEntry = { ...entry, text };
  const have = names.get(key);
  if (have && have.medicine !== entry.medicine)
    conflicts.push({ key, ids: [have.medicine.id, entry.medicine.id] });
  if (!have || (have.medicine === entry.medicine && PRIORITY[entry.by] < PRIORITY[have.by]))
    names.set(key, full);
}

for (const m of medicines) {
  const combo = m.ingredients.length > 1;
  add(m.name, { medicine: m, by: combo ? 'combination' : 'generic' });
  if (!combo) add(m.id, { medicine: m, by: 'generic' });
  for (const a of m.aliases ?? []) add(a, { medicine: m, by: 'generic' });
  for (const f of m.formerNames ?? []) add(f, { medicine: m, by: 'former' });
  for (const f of m.internationalNames ?? []) add(f, { medicine: m, by: 'international' });
  for (const a of m.abbreviations ?? []) add(a, { medicine: m, by: 'abbreviation' });
  for (const b of m.brands ?? []) {
    const qualifier = brandQualifier(b, m);
    add(b, { medicine: m, by: 'brand', brand: b, qualifier });
    // 'Insulin Lantus', 'insulin NovoRapid'
    if (m.class === 'Insulin')
      add(`insulin ${b}`, { medicine: m, by: 'brand', brand: b, qualifier });
  }
  const ik = ingredientKeyOf(m.ingredients);
  if (!byIngredients.has(ik)) byIngredients.set(ik, m);
}

for (const m of medicines) {
  if (m.ingredients.length < 2) continue;
  for (const ing of m.ingredients)
    if (!names.has(nameKey(ing))) ingredientOnly.set(nameKey(ing), ing);
}
for (const [alias, ing] of Object.entries(INGREDIENT_ALIASES))
  ingredientOnly.set(nameKey(alias), ing);
for (const key of [...names.keys(), ...ingredientOnly.keys()]) {
  const parts = key.split(' ');
  for (let n = 1; n < parts.length; n++) namePrefixes.add(parts.slice(0, n).join(' '));
}

for (const [key, entry] of names) {
  for (const w of key.split(' ')) if (isAlphaWord(w)) nameWords.add(w);
  if (key.includes(' ')) {
    const sq = squash(key);
    if (!names.has(sq) && !squashedNames.has(sq)) squashedNames.set(sq, entry);
    const parts = key.split(' ');
    for (let n = 2; n < parts.length; n++) {
      const joined = [parts.slice(0, n).join(''), ...parts.slice(n)];
      const jk = joined.join(' ');
      if (names.has(jk) || joinedHeadNames.has(jk)) continue;
      joinedHeadNames.set(jk, entry);
      for (let k = 1; k < joined.length; k++) joinedHeadPrefixes.add(joined.slice(0, k).join(' '));
    }
  }
  if (entry.by === 'abbreviation') continue;
  const words = key.split(' ');
  if (!words.every(isAlphaWord)) continue;
  const bucket =
    words.length === 1 && key.length >= 6
      ? fuzzyOneWord
      : words.length === 2
        ? fuzzyTwoWords
        : null;
  if (!bucket) continue;
  const b = bucket === fuzzyOneWord ? bucketKey(key, key.length) : key[0]!;
  const list = bucket.get(b) ?? [];
  list.push({ key, words, entry });
  bucket.set(b, list);
}
