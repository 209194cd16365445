/**
 * A two-ingredient product written with its parts cut short, as wards write antibiotic pairs: 'amox/clav',
 * 'amoxicillin/clav', 'pip-taz', 'pip/tazo', 'tic/clav', 'fluticasone/salm'. Each part (three letters or more,
 * or a known single-ingredient name or ward shorthand) starts one ingredient of the same two-ingredient product of
 * the knowledge base; exactly one product must fit, else nothing is read. The combination bounds the guess: 'clav'
 * alone names nothing, but after amoxicillin only clavulanic acid completes a known product. Always read with the
 * shortened-name warning (kb/clipped.ts), since the engine cannot be sure.
 */
import { byIngredients, names } from './name-index';
import { isAlphaWord } from './text';
import { STOP_WORDS } from './stop-words';
import { WARD_SHORTHAND } from '../lexicon/ward-shorthand';
import type { Medicine } from './types';

const MIN_LETTERS = 3;

// Every two-ingredient product, once per pair of ingredients.
const PAIRS: ReadonlyArray<readonly [string, string, Medicine]> = [...byIngredients.values()]
  .filter((m) => m.ingredients.length === 2)
  .map((m) => [m.ingredients[0]!, m.ingredients[1]!, m] as const);

/** The ingredient a full one-ingredient name gives ('amoxycillin', 'amox'), else null. */
function fullIngredient(word: string): string | null {
  const entry = names.get(WARD_SHORTHAND[word] ?? word);
  return entry && entry.medicine.ingredients.length === 1 ? entry.medicine.ingredients[0]! : null;
}

/** Does the written part name this ingredient, in full or cut short? */
function partOf(word: string, ingredient: string): boolean {
  const full = fullIngredient(word);
  return full ? full === ingredient : ingredient.startsWith(word);
}

const usable = (word: string): boolean =>
  word.length >= MIN_LETTERS && isAlphaWord(word) && !STOP_WORDS.has(word);

/** The one two-ingredient product whose ingredients the two written parts start (either order), or null. */
export function clippedPair(a: string, b: string): Medicine | null {
  if (!usable(a) || !usable(b) || a === b) return null;
  let hit: Medicine | null = null;
  for (const [x, y, m] of PAIRS) {
    if (!((partOf(a, x) && partOf(b, y)) || (partOf(a, y) && partOf(b, x)))) continue;
    if (hit && hit !== m) return null;
    hit = m;
  }
  return hit;
}

/** The one two-ingredient product made of this ingredient and one the written part starts, or null. */
export function pairCompleting(ingredient: string, b: string): Medicine | null {
  if (!usable(b)) return null;
  let hit: Medicine | null = null;
  for (const [x, y, m] of PAIRS) {
    const other = x === ingredient ? y : y === ingredient ? x : null;
    if (!other || !partOf(b, other)) continue;
    if (hit && hit !== m) return null;
    hit = m;
  }
  return hit;
}
