/**
 * A brand whose bracket lists more ingredients than the brand's own entry ('Caltrate Bone & Muscle
 * (calcium 600mg + vit D3 1000IU)', 'Coloxyl (docusate + senna)'): a brand names a range of products, and the
 * bracket says which one this is. The bracket's ingredients, when the knowledge base has that combination and
 * it holds every ingredient of the name, are the order's medicine; the strengths, in different units, stay
 * as written on the line.
 */
import type { Medicine } from '../kb/types';
import { keyOf, lookup, medicineWithIngredients } from './lookup';
import type { Strength } from './types';
import { canonicalUnit, displayUnit, partText, withParts } from './units';

const SEPARATOR = /\s*(?:\+|&|\band\b|\bwith\b|\/|,)\s*/i;
// The strength after an ingredient's name ('600mg', '1000 IU', '25 microgram'): not part of the name.
const STRENGTH_TAIL = /\s+(\d[\d.]*)\s*([a-zµ%]*)\s*$/i;

export interface WiderCombination {
  medicine: Medicine;
  /** Each ingredient's strength in the combination's order, when every one is written ('600 mg + 1000 units'). */
  strength?: Strength;
}

/** The combination the bracket names, when it is wider than the name's medicine; else null. */
export function widerCombination(text: string, name: Medicine): WiderCombination | null {
  if (text.length > 80 || !SEPARATOR.test(text)) return null;
  const strengths = new Map<number, { value: number; unit: string; shown: string }>();
  const parts = text
    .split(SEPARATOR)
    .map((p, i) =>
      p
        .replace(STRENGTH_TAIL, (_m, v: string, u: string) => {
          const unit = u ? canonicalUnit(u) : '';
          if (u) strengths.set(i, { value: Number(v), unit, shown: displayUnit(u, unit) });
          return '';
        })
        .trim(),
    )
    .filter(Boolean);
  if (parts.length < 2 || parts.length > 4 || parts.some((p) => !/^[a-z]/i.test(p))) return null;
  const ingredients: string[] = [];
  for (const part of parts) {
    const found = lookup(part);
    if (!found || found.rest.trim() || found.medicine.ingredients.length !== 1) return null;
    ingredients.push(found.medicine.ingredients[0]!);
  }
  const wider = medicineWithIngredients(ingredients);
  if (!wider || keyOf(wider) === keyOf(name)) return null;
  if (!name.ingredients.every((i) => wider.ingredients.includes(i))) return null;
  const each = wider.ingredients.map((ing) => strengths.get(ingredients.indexOf(ing)));
  if (each.some((s) => !s)) return { medicine: wider };
  const units = new Set(each.map((s) => s!.unit));
  const values = each.map((s) => s!.value);
  // Each part wrote its unit, so each shows it ('500 mg/30 mg', '600 mg/1000 IU': units.ts, partText);
  // units that differ leave no unit to scale by.
  const shown = each.map((s) => partText(s!.value, s!.shown));
  const strength: Strength = withParts(values, units.size === 1 ? each[0]!.unit : null, shown);
  return { medicine: wider, strength };
}
