/**
 * A rhythm told as when the dose is repeated ('5 mg given today; repeat every 12 months', 'then
 * repeated every 6 months', 'to be repeated yearly'): the interval is the order's own timing, never
 * a note beside it. Only intervals of days or longer: 'repeat every 5 minutes if needed' is a dose
 * repeated when required (repeat-prn.ts), and 'repeat in 12 months' is one more dose, not a rhythm.
 */
import type { ClauseRule } from './order-rules';

const UNIT = String.raw`(?:days?|weeks?|wks?|months?|mths?|years?|yrs?)`;
const INTERVAL = String.raw`(?:(?:every|each)\s+(?:\d+\s*)?${UNIT}|(?:yearly|annually|monthly|fortnightly|weekly)|\d+[- ]?(?:monthly|weekly))\b`;
const REPEAT = new RegExp(
  String.raw`^(?:and\s+|then\s+)?(?:(?:to|will|should)\s+be\s+|is\s+)?repeat(?:ed)?\s+(?=${INTERVAL})`,
  'i',
);

export const REPEAT_INTERVAL_RULE: ClauseRule = {
  id: 'repeat-interval',
  examples: ['repeat every 12 months', 'then repeated every 6 months', 'to be repeated yearly'],
  apply: (c) => (REPEAT.test(c.t) ? 'dosing' : null),
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
