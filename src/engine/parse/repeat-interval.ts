/**
 * A rhythm told as when the dose is repeated ('5 mg given today; repeat every 12 months', 'then
 * repeated every 6 months', 'to be repeated yearly'): the interval is the order's own timing, never
 * a note beside it. Only intervals of days or longer: 'repeat every 5 minutes if needed' is a dose
 * repeated when required (repeat-prn.ts), and 'repeat in 12 months' is one more dose, not a rhythm.
 */
import type { ClauseRule } from './order-rules';
import { alternation, NUMBER_WORDS } from '../lexicon/words';
import {
  REPEAT_LATER_LEADS,
  REPEAT_LATER_PREPOSITIONS,
  REPEAT_LATER_UNITS,
} from '../lexicon/repeat-later-words';

const UNIT = String.raw`(?:days?|weeks?|wks?|months?|mths?|years?|yrs?)`;
const INTERVAL = String.raw`(?:(?:every|each)\s+(?:\d+\s*)?${UNIT}|(?:yearly|annually|monthly|fortnightly|weekly)|\d+[- ]?(?:monthly|weekly))\b`;
const REPEAT = new RegExp(
  String.raw`^(?:and\s+|then\s+)?(?:(?:to|will|should)\s+be\s+|is\s+)?repeat(?:ed)?\s+(?=${INTERVAL})`,
  'i',
);

// 'repeat in 2 weeks', 'second dose after 14 days', 'again in one week': one more dose after days or longer.
const LATER = String.raw`\b(${alternation(REPEAT_LATER_LEADS)})\s+(${alternation(REPEAT_LATER_PREPOSITIONS)})\s+(\d{1,3}|${alternation(Object.keys(NUMBER_WORDS))})\s*(${alternation(REPEAT_LATER_UNITS)})\b`;
const LATER_RE = new RegExp(LATER, 'i');
const LATER_CLAUSE = new RegExp(String.raw`^(?:and\s+|then\s+)?${LATER}`, 'i');

/**
 * One more dose after an interval ('repeat in 2 weeks'): where it is in the text and the order's rhythm
 * in the list's own numbers ('once, repeat in 2 weeks'). Null when the text says no such thing.
 */
export function repeatLater(text: string): { index: number; end: number; label: string } | null {
  const m = LATER_RE.exec(text);
  if (!m) return null;
  const prep = m[2]!.toLowerCase();
  return {
    index: m.index,
    end: m.index + m[0].length,
    label: `once, repeat ${prep} ${m[3]!.toLowerCase()} ${m[4]!.toLowerCase()}`,
  };
}

export const REPEAT_INTERVAL_RULE: ClauseRule = {
  id: 'repeat-interval',
  examples: [
    'repeat every 12 months',
    'then repeated every 6 months',
    'to be repeated yearly',
    'repeat in 2 weeks',
  ],
  // A rhythm, or one more dose later: either is the order's timing, never a note beside it.
  apply: (c) => (REPEAT.test(c.t) || LATER_CLAUSE.test(c.t) ? 'dosing' : null),
};

/**
 * The clauses of a remark cell that say how often the dose is repeated ('5 mg given today in clinic;
 * repeat every 12 months (next due 11/2027)'), and the remark without them.
 */
export function repeatClauses(remark: string): { clauses: string[]; rest: string } | null {
  if (!/repeat/i.test(remark)) return null;
  const parts = remark.split(/\s*;\s*|\s+-\s+/);
  const clauses = parts.filter((t) => REPEAT.test(t));
  if (!clauses.length) return null;
  return { clauses, rest: parts.filter((t) => !REPEAT.test(t)).join('; ') };
}
