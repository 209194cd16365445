/**
 * A co-pack: one dose made of separate tablets or capsules of each ingredient, the dose counting each
 * by its name ('1 nirmatrelvir tab + 1 ritonavir tab', '2 tabs of A + 1 cap of B'). Each strength
 * belongs to its own tablet, so the form shows each with its unit ('150 mg + 100 mg'), never as one
 * tablet holding both ('150/100 mg', the way a combination tablet is written).
 */
import { partText } from './units';
import type { Amount, Strength } from './types';

// A count, the ingredient's name (one or two words, 'of' allowed), then the dose unit: each part of the dose.
const NAMED_COUNT =
  /\b\d+(?:\.\d+)?\s+(?:of\s+)?[a-z][a-z-]+(?:\s+[a-z][a-z-]+)?\s+(?:tab(?:let)?s?|cap(?:sule)?s?)\b/gi;

export function coPackStrength(
  strength: Strength | undefined,
  amount: Amount,
): Strength | undefined {
  const text = amount.count?.text;
  if (!strength?.unit || strength.per || !text?.includes('+')) return strength;
  const parts = text.match(NAMED_COUNT) ?? [];
  if (parts.length < 2 || parts.length !== strength.values.length) return strength;
  const unit = strength.unit;
  return { ...strength, text: strength.values.map((v) => partText(v, unit)).join(' + ') };
}
