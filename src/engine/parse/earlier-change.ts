/**
 * A summary's change record that gives only the dose a medicine WAS ('Medication changes: ramipril
 * increased from 5 mg (BP 168/90).', 'Metoprolol reduced from 50 mg', 'Dose of sertraline decreased
 * from 100mg.'): the current dose is on the medicine's own line; this line is history. Read as an order
 * it made a second admission order at the old dose, which nothing continued, so it was listed as
 * stopped. Reported so a pharmacist sees it, never a row or a stop. A line that also gives the new dose
 * ('... from 5 mg to 10 mg') or its times is an order and is left to the order rules.
 */
import {
  alternation,
  spellings,
  TIME_WORDS,
  COUNT_WORDS,
  UNIT_WORDS,
  DOSE_UNIT_WORDS,
} from '../lexicon/words';
import { DOSE_CHANGE_VERBS } from '../lexicon/sentence-words';
import { namesMedicine } from './non-order';
import { ignored, type LineRule } from './line-rule-kit';

const LABEL = String.raw`(?:(?:medication|medicine|dose|drug)\s+)?(?:changes?|changed)(?:\s+made)?(?:\s+(?:this|on|at)\s+admission)?\s*[:-]\s*`;
const AMOUNT = String.raw`\d+(?:\.\d+)?\s*${alternation([...spellings(UNIT_WORDS), ...spellings(DOSE_UNIT_WORDS)])}(?![a-z])`;
const EARLIER_CHANGE = new RegExp(
  String.raw`^(?:${LABEL})?(?:(?:the\s+)?dose\s+of\s+)?[a-z][a-z' -]{2,40}?\s+(?:dose\s+)?(?:was\s+)?${alternation(Object.keys(DOSE_CHANGE_VERBS))}\s+from\s+${AMOUNT}\s*(?:\([^)]*\))?\s*\.?$`,
  'i',
);
const TIMED = new RegExp(
  String.raw`(?<![a-z])${alternation([...TIME_WORDS.map(([w]) => w), ...COUNT_WORDS.map(([w]) => w)])}(?![a-z])`,
  'i',
);

export function isEarlierChange(text: string): boolean {
  const t = text.trim();
  return /\bfrom\b/i.test(t) && EARLIER_CHANGE.test(t) && !TIMED.test(t) && namesMedicine(t);
}

export const earlierChangeRule: LineRule = {
  id: 'earlier-change',
  examples: ['Medication changes: ramipril increased from 5 mg (BP 168/90).'],
  apply: (c) => {
    if (!isEarlierChange(c.l.text)) return false;
    c.s.warnings.push(
      `Line ${c.l.line}: "${c.l.raw.trim()}" (${c.s.list} list) records an earlier change (only the dose it was), not an order: not listed - check by hand`,
    );
    c.s.last = null;
    return ignored(c, 'earlier change');
  },
};
