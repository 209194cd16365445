/**
 * Quantities to dispense are never the dose: 'mitte 60', 'Qty 30 Rpt 5', '10 capsules supplied',
 * '[84 tabs]'. They are taken out of the clause before it is read for dosing and kept on the order
 * (`quantity`), so token accounting sees them consumed and the dose readers never see them.
 */
import {
  alternation,
  DOSE_UNIT_WORDS,
  QUANTITY_WORDS,
  spellings,
  SUPPLIED_WORDS,
} from '../lexicon/words';

const UNITS = alternation(spellings(DOSE_UNIT_WORDS));
const WORD_FIRST = String.raw`\b${alternation(QUANTITY_WORDS)}\.?\s*[:=]?\s*\d+(?:\s*${UNITS}(?![a-z]))?`;
const COUNT_FIRST = String.raw`\b\d+\s*(?:${UNITS}\s+${alternation(SUPPLIED_WORDS)}|(?:repeats?|rpts?)(?![a-z]))`;
const QUANTITY_RE = new RegExp(`(?:${WORD_FIRST}|${COUNT_FIRST})`, 'gi');
const QUICK = new RegExp(`${alternation([...QUANTITY_WORDS, ...SUPPLIED_WORDS, 'repeat'])}`, 'i');
// A bracket holding only a count larger than any single dose ('[84 tabs]', '(28 tablets)').
const PACK_BRACKET = new RegExp(String.raw`^(\d+)\s*${UNITS}$`, 'i');

/** The clause without its quantities, and the quantities as written; null when it has none. */
export function takeQuantity(clause: string): { rest: string; quantities: string[] } | null {
  if (!QUICK.test(clause)) return null;
  const quantities: string[] = [];
  const rest = clause.replace(QUANTITY_RE, (m) => {
    quantities.push(m.trim());
    return ' ';
  });
  return quantities.length ? { rest: rest.replace(/\s+/g, ' ').trim(), quantities } : null;
}

/** True when a bracket is a pack quantity, not a dose ('[84 tabs]'). */
export function isPackBracket(text: string): boolean {
  const m = PACK_BRACKET.exec(text.trim());
  return !!m && Number(m[1]) > 12;
}
