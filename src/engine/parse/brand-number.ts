/**
 * 'Madopar 125' names its strength by the sum of the two ingredients (levodopa 100 mg + benserazide
 * 25 mg). When one order writes the composition ('Madopar 125 (levodopa 100 mg/benserazide 25 mg)',
 * 'levodopa/benserazide 100/25 mg') and another order of the same medicine writes only the bare number
 * ('Madopar 125 1 capsule'), the bare number is read as that composition, so the two compare as the
 * same strength. The composition comes from the input; nothing is invented.
 */
import type { ParsedOrder, Strength } from './types';

const near = (x: number, y: number) => Math.abs(x - y) < 1e-9;

export function resolveBrandNumbers(orders: ParsedOrder[]): ParsedOrder[] {
  const known = orders
    .map((o) => o.strength)
    .filter((s): s is Strength => !!s && !!s.unit && s.values.length > 1 && !s.per);
  if (!known.length) return orders;
  return orders.map((o) => {
    const s = o.strength;
    if (!s || s.unit || s.values.length !== 1 || (o.medicine?.ingredients.length ?? 0) < 2)
      return o;
    const match = orders.find(
      (x) =>
        x !== o &&
        x.key === o.key &&
        x.strength &&
        known.includes(x.strength) &&
        x.strength.values.length === o.medicine!.ingredients.length &&
        near(
          x.strength.values.reduce((a, b) => a + b, 0),
          s.values[0]!,
        ),
    );
    return match ? { ...o, strength: match.strength } : o;
  });
}

/**
 * A bare number after a brand in a bracket that is the order's written strength added up ('Madopar 250' for
 * 200 mg + 50 mg, 'Madopar HBS 125' for 100 mg + 25 mg): the product's number, part of the brand's name. Any
 * other number stays a figure of the order, read or reported as not understood.
 */
export function isProductNumber(named: string, strength: Strength | undefined): boolean {
  const n = /^\s*(\d{1,4})\s*$/.exec(named)?.[1];
  if (!n || !strength?.unit) return false;
  return near(
    Number(n),
    strength.values.reduce((a, b) => a + b, 0),
  );
}
