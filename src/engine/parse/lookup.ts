/**
 * Knowledge-base access for the parser: a memo around lookupMedicine (the same names recur in
 * every reconciliation, and a miss runs the KB's fuzzy search), and finding a combination product
 * from its ingredients ('paracetamol 500 mg + codeine 30 mg' -> the KB's paracetamol + codeine).
 */
import { allMedicines, ingredientKey, lookupMedicine, type LookupResult } from '../kb/index';
import type { Medicine } from '../kb/types';
import { squashSpaces } from './text';

const MEMO_LIMIT = 5000;
const memo = new Map<string, LookupResult | null>();

/** lookupMedicine with a bounded memo; the result must be treated as read-only. */
export function lookup(nameText: string): LookupResult | null {
  // Trimmed, lower case, single spaces; squashSpaces skips the replace when the name is clean.
  const key = squashSpaces(nameText.toLowerCase());
  if (!key) return null;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const found = lookupMedicine(nameText) ?? null;
  memo.set(key, found);
  return found;
}

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
