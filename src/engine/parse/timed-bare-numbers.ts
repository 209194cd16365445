/**
 * 'frusemide 80 mane 40 midday', 'metformin 1000 mane 500 nocte': ward shorthand writes a number before
 * each time and no unit. Each number is that time's dose, kept as written (the row warns that no unit is
 * written): never a guessed unit, never one time's number given to every time, never a dropped number.
 */
import type { TimeToken } from './timing';
import type { Strength } from './types';
import type { QuantityToken } from './units';

type Bare = Extract<QuantityToken, { kind: 'bare' }>;

/** Too large to count tablets in, or a fraction no one counts them in (0.5 may be half a tablet). */
export const notACount = (v: number): boolean =>
  v < 10000 && (v > 4 || (!Number.isInteger(v) && (v > 2 || v < 0.5)));

/** A time word starts within two characters after the number ('80 mane', '40 @ midday' is not). */
const timedAt = (b: Bare, tokens: readonly TimeToken[]): boolean =>
  tokens.some((t) => t.index >= b.end && t.index - b.end <= 2);

/**
 * The per-time doses of a line whose only quantities are two or more bare numbers, each straight
 * before its time and none a count; null otherwise. Each is a measure with no unit.
 */
export function timedBareNumbers(
  bare: readonly Bare[],
  quantities: readonly QuantityToken[],
  tokens: readonly TimeToken[],
): Array<{ index: number; end: number; amount: { measure: Strength } }> | null {
  if (bare.length < 2 || quantities.length !== bare.length) return null;
  if (!bare.every((b) => b.max === undefined && notACount(b.value) && timedAt(b, tokens)))
    return null;
  return bare.map((b) => ({
    index: b.index,
    end: b.end,
    amount: { measure: { values: [b.value], unit: null, text: String(b.value) } },
  }));
}
