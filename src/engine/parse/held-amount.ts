/**
 * What a salt holds, written in brackets beside its strength ('Calcium carbonate 1.5 g (600 mg calcium)',
 * 'ferrous sulfate 325 mg (65 mg elemental iron)', '(equivalent to 10 mg base)', '(elemental iron
 * 105 mg)'): the product's strength is the salt's, and the bracket says how much of the mineral or base
 * each unit gives. The row shows both as written; comparison may use either, so 'Caltrate 600 mg' on
 * the other list is the same strength (reconcile/dose.ts, heldDose).
 */
import type { Strength } from './types';
import { canonicalUnit, strengthText } from './units';

const WHAT = String.raw`(?:elemental\s+)?(?:calcium|iron|magnesium|potassium|zinc|sodium|phosphorus|phosphate|fluoride|lithium|(?:free\s+)?base)(?:\s+elemental)?`;
const AMOUNT = String.raw`\d+(?:\.\d+)?\s*(?:g|mg|micrograms?|mcg)`;
const LEAD = String.raw`(?:(?:equivalent|equiv\.?)\s+to\s+|contains\s+|=\s*|≡\s*)?`;
/** The bracket's words, no capture groups (composition.ts builds it into a part's pattern). */
export const HELD_SOURCE = String.raw`${LEAD}(?:${AMOUNT}\s+(?:of\s+)?${WHAT}|${WHAT}\s+${AMOUNT})`;
const HELD = new RegExp(String.raw`^\(?\s*${HELD_SOURCE}\s*\)?$`, 'i');
const FIGURE = /(\d+(?:\.\d+)?)\s*(g|mg|micrograms?|mcg)\b/i;

export interface Held {
  strength: Strength;
  /** The bracket's words as written, without the brackets. */
  text: string;
}

/** The amount a bracket says the product holds ('600 mg calcium'), or null when it says anything else. */
export function heldAmount(bracket: string): Held | null {
  if (!HELD.test(bracket.trim())) return null;
  const m = FIGURE.exec(bracket)!;
  const unit = canonicalUnit(m[2]!);
  const values = [Number(m[1])];
  return {
    strength: { values, unit, text: strengthText(values, unit) },
    text: bracket.trim().replace(/^\(\s*|\s*\)$/g, ''),
  };
}

/** The strength with what it holds: shown after it in brackets, kept for comparison. */
export function withHeld(strength: Strength, held: Held): Strength {
  return { ...strength, held: held.strength, text: `${strength.text} (${held.text})` };
}

const NEXT_PART = /^\s*(?:\+|&|\/|\bwith\b|\band\b)\s*[a-z]/i;

/** A held bracket between two parts of a composition: '1.5 g (600 mg calcium) + colecalciferol ...'. */
export function heldInComposition(text: string, open: number, close: number): boolean {
  return (
    /\d\s*[a-zµ%]+\s*$/i.test(text.slice(Math.max(0, open - 12), open)) &&
    NEXT_PART.test(text.slice(close + 1, close + 12)) &&
    HELD.test(text.slice(open + 1, close))
  );
}
