/**
 * An insulin-to-carbohydrate ratio ('1 unit per 12 g carbohydrate', '1 unit for every 10 g carbs', '1 unit/15g CHO'):
 * the dose is worked out at each meal from the food eaten, so the ratio is the order, never a fixed '1 unit' at
 * every meal. Read before as a dose of 1 unit (and '10 g' as the strength), a change of ratio compared as no
 * change, silently. Kept as the order's instruction, as written; reconcile/compare.ts compares it.
 */
export const CARB_RATIO_RE =
  /\b\d+(?:\.\d+)?\s*(?:units?|u)\s*(?:per|for every|for each|to every|\/|:)\s*\d+(?:\.\d+)?\s*(?:g|grams?)\s*(?:of\s+)?(?:carb(?:ohydrate)?s?|cho)\b/i;

const NUMBERS = /\d+(?:\.\d+)?/g;

/** The ratio's two numbers ('1 unit per 12 g carbohydrate' -> [1, 12]), or null when the text has none. */
export function carbRatioOf(text: string | undefined): [number, number] | null {
  const m = text ? CARB_RATIO_RE.exec(text) : null;
  if (!m) return null;
  const [u, g] = (m[0].match(NUMBERS) ?? []).map(Number);
  return u !== undefined && g !== undefined ? [u, g] : null;
}
